import { Inject, Injectable } from '@nestjs/common';
import { ACCESS_TOKEN_ALGORITHM, ACCESS_TOKEN_AUDIENCE, accessTokenIssuer, type AccessTokenClaims, type AuthenticationMethod, type UserRoleName } from '@pickwise/contracts';
import { APP_CONFIG, AccessTokenRejected, AccessTokenVerifier } from '@pickwise/nest-kit';
import { SignJWT } from 'jose';
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

/**
 * Signs and verifies access tokens: ES256 with the active key's `kid` in the header, one hour by
 * default, claims `sub, email, role, aal, amr, session_id, exp, iat, iss, aud`.
 */
@Injectable()
export class AccessTokens {
  private readonly issuer: string;
  private readonly verifier: AccessTokenVerifier;

  constructor(
    private readonly keys: SigningKeys,
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
  ) {
    this.issuer = accessTokenIssuer(config.SITE_URL);
    this.verifier = new AccessTokenVerifier((kid) => keys.publicKey(kid), this.issuer);
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
   * The claims of a token this service signed and that has not expired, by the verifier the gateway
   * uses too (nest-kit's AccessTokenVerifier: typed header, ES256 only, one spelling per token).
   * Any refusal is GoTrue's 403 bad_jwt.
   */
  async verify(token: string): Promise<AccessTokenClaims> {
    try {
      return await this.verifier.verify(token);
    } catch (error) {
      if (!(error instanceof AccessTokenRejected)) throw error;
      const reason = error.reason === 'expired' ? 'token is expired' : 'unable to parse or verify signature';
      throw forbidden(AUTH_ERROR_CODES.badJwt, `invalid JWT: ${reason}`);
    }
  }
}
