import { Inject, Injectable } from '@nestjs/common';
import { ACCESS_TOKEN_ALGORITHM, ACCESS_TOKEN_AUDIENCE, accessTokenClaimsSchema, type AccessTokenClaims, type AuthenticationMethod, type UserRoleName } from '@pickwise/contracts';
import { APP_CONFIG } from '@pickwise/nest-kit';
import { SignJWT, errors as joseErrors, jwtVerify, type JWTHeaderParameters } from 'jose';
import { ZodError } from 'zod';
import type { IdentityConfig } from '../config.js';
import { SigningKeys } from '../keys/signing-keys.js';
import { AUTH_ERROR_CODES, forbidden } from './auth-errors.js';

export interface AccessTokenSubject {
  userId: string;
  email: string | null;
  role: UserRoleName;
  sessionId: string;
  aal: 'aal1' | 'aal2';
  amr: AuthenticationMethod[];
}

export interface IssuedAccessToken {
  token: string;
  expiresIn: number;
  expiresAt: number;
}

/** The issuer claim: the auth API's public base, as GoTrue sets it. */
export const accessTokenIssuer = (siteUrl: string) => `${siteUrl}/api/auth/v1`;

/**
 * Signs and verifies access tokens: ES256 with the active key's `kid` in the header, one hour by
 * default, claims `sub, email, role, aal, amr, session_id, exp, iat, iss, aud`.
 */
@Injectable()
export class AccessTokens {
  private readonly issuer: string;

  constructor(
    private readonly keys: SigningKeys,
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
  ) {
    this.issuer = accessTokenIssuer(config.SITE_URL);
  }

  async issue(subject: AccessTokenSubject, now = Date.now()): Promise<IssuedAccessToken> {
    const { kid, privateKey } = await this.keys.activeKey();
    const issuedAt = Math.floor(now / 1000);
    const expiresAt = issuedAt + this.config.ACCESS_TOKEN_TTL_SECONDS;
    const token = await new SignJWT({ email: subject.email, role: subject.role, aal: subject.aal, amr: subject.amr, session_id: subject.sessionId, is_anonymous: false })
      .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, kid, typ: 'JWT' })
      .setSubject(subject.userId)
      .setIssuer(this.issuer)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(privateKey);
    return { token, expiresIn: this.config.ACCESS_TOKEN_TTL_SECONDS, expiresAt };
  }

  /**
   * The claims of a token this service signed and that has not expired. Only ES256 is accepted,
   * so `alg: none` and HS256 tokens (signed with a public key used as an HMAC secret) fail here.
   * Any failure is GoTrue's 403 bad_jwt.
   */
  async verify(token: string): Promise<AccessTokenClaims> {
    try {
      const { payload } = await jwtVerify(token, async (header: JWTHeaderParameters) => {
        const key = header.kid ? await this.keys.publicKey(header.kid) : undefined;
        if (!key) throw new joseErrors.JWKSNoMatchingKey();
        return key;
      }, { algorithms: [ACCESS_TOKEN_ALGORITHM], issuer: this.issuer, audience: ACCESS_TOKEN_AUDIENCE });
      return accessTokenClaimsSchema.parse(payload);
    } catch (error) {
      if (!(error instanceof joseErrors.JOSEError || error instanceof ZodError)) throw error;
      const reason = error instanceof joseErrors.JWTExpired ? 'token is expired' : 'unable to parse or verify signature';
      throw forbidden(AUTH_ERROR_CODES.badJwt, `invalid JWT: ${reason}`);
    }
  }
}
