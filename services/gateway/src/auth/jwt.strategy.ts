import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ACCESS_TOKEN_ALGORITHM, ACCESS_TOKEN_AUDIENCE, DomainError, accessTokenClaimsSchema } from '@pickwise/contracts';
import { decodeProtectedHeader } from 'jose';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { authUserFromClaims, type AuthUser } from './auth-user.js';
import { JwksKeys } from './jwks-keys.js';

/**
 * Verifies `Authorization: Bearer <access token>`: ES256 only, signature against identity's JWKS
 * key named by the token's `kid`, `exp` and `aud` checked, claims of docs/architecture.md §6 required.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(keys: JwksKeys) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      audience: ACCESS_TOKEN_AUDIENCE,
      ignoreExpiration: false,
      secretOrKeyProvider: (_request: unknown, rawJwtToken: string, done: (error: unknown, key?: string) => void) => {
        keyIdOf(rawJwtToken)
          .then((kid) => keys.publicKeyPem(kid))
          .then((pem) => done(null, pem), (error: unknown) => done(error));
      },
    });
  }

  /** A verified token whose claims are incomplete is refused like an invalid one. */
  validate(payload: unknown): AuthUser | false {
    const claims = accessTokenClaimsSchema.safeParse(payload);
    return claims.success ? authUserFromClaims(claims.data) : false;
  }
}

async function keyIdOf(rawJwtToken: string): Promise<string> {
  try {
    const { kid } = decodeProtectedHeader(rawJwtToken);
    if (typeof kid === 'string' && kid.length > 0) return kid;
  } catch {
    // not a JWS: refused below
  }
  throw new DomainError('UNAUTHORIZED', 'The access token has no key id');
}
