/**
 * Access tokens signed here with the private key identity created in its throwaway schema, as
 * identity signs them: for the gateway's guard tests, where a claim (role, expiry, audience, key)
 * must be set that a real sign-in would never give.
 */
import { accessTokenIssuer } from '@pickwise/contracts';
import { SignJWT } from 'jose';
import { randomUUID, type KeyObject } from 'node:crypto';
import { SigningKeys } from '../../services/identity/src/keys/signing-keys.js';
import type { TestService } from '../support/services.js';

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
}

export interface TokenOptions {
  role?: string;
  expiresAt?: number;
  key?: SigningKey;
  audience?: string;
  /** `iat`, seconds since the epoch; now unless told otherwise. */
  issuedAt?: number;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The issuer identity writes with the services' default SITE_URL, which the tests' gateway and identity keep. */
export const TEST_ISSUER = accessTokenIssuer('http://localhost:8080');

/** The active signing key of a started identity service (stored encrypted: read through the service). */
export const activeSigningKey = (identity: TestService): Promise<SigningKey> => identity.service.app.get(SigningKeys).activeKey();

/** An ES256 access token with identity's claims; role admin and five minutes of life unless told otherwise. */
export function signedAccessToken(key: SigningKey, { role = 'admin', expiresAt = nowSeconds() + 300, audience = 'authenticated', issuedAt = nowSeconds() }: Omit<TokenOptions, 'key'> = {}): Promise<string> {
  return new SignJWT({ email: 'admin@example.com', role, aal: 'aal1', session_id: randomUUID() })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
    .setSubject(randomUUID())
    .setIssuer(TEST_ISSUER)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key.privateKey);
}
