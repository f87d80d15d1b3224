import type { KeyObject } from 'node:crypto';
import { ACCESS_TOKEN_ALGORITHM, ACCESS_TOKEN_AUDIENCE, accessTokenClaimsSchema, accessTokenHeaderSchema, type AccessTokenClaims, type AccessTokenHeader } from '@pickwise/contracts';
import { errors as joseErrors, jwtVerify } from 'jose';

/** Longer tokens are refused unread: identity's are about 600 characters. */
export const MAX_ACCESS_TOKEN_LENGTH = 4_096;
/** An ES256 signature is r and s, 32 bytes each (RFC 7518 §3.4). */
const ES256_SIGNATURE_BYTES = 64;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Why a token was refused: `expired` is told apart because GoTrue's clients word it differently. */
export type AccessTokenRejection = 'malformed' | 'unknown_key' | 'expired' | 'invalid';

export class AccessTokenRejected extends Error {
  constructor(readonly reason: AccessTokenRejection) {
    super(`Access token refused: ${reason}`);
    this.name = 'AccessTokenRejected';
  }
}

/** Looks a signing key up by a kid already known to be a well-formed key id; undefined when nobody published it. */
export type SigningKeyLookup = (kid: string) => Promise<KeyObject | undefined>;

/**
 * The one verifier of access tokens, used by the gateway's guard and by identity alike, so a token
 * gets the same answer from both (docs/architecture.md §6). In order, each step before anything
 * costlier:
 * 1. the compact form: three segments of canonical base64url (no padding, no trailing bits: one
 *    token has one spelling), a 64-byte signature, at most MAX_ACCESS_TOKEN_LENGTH characters;
 * 2. the header, parsed and typed by `accessTokenHeaderSchema` (ES256, a string kid of a key id's
 *    shape, typ JWT, nothing else), so the key lookup only ever sees a string;
 * 3. the key named by the kid, from `keyFor`: its errors (the key source unreachable) propagate;
 * 4. signature, `exp`, `iss` and `aud` by jose, ES256 only (no `alg: none`, no HS256 keyed with a
 *    public key);
 * 5. the claims, typed by `accessTokenClaimsSchema`.
 */
export class AccessTokenVerifier {
  constructor(
    private readonly keyFor: SigningKeyLookup,
    private readonly issuer: string,
  ) {}

  async verify(token: string): Promise<AccessTokenClaims> {
    const header = accessTokenHeaderOf(token);
    const key = await this.keyFor(header.kid);
    if (!key) throw new AccessTokenRejected('unknown_key');
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(token, key, { algorithms: [ACCESS_TOKEN_ALGORITHM], issuer: this.issuer, audience: ACCESS_TOKEN_AUDIENCE, requiredClaims: ['exp', 'sub'] }));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new AccessTokenRejected('expired');
      if (error instanceof joseErrors.JOSEError) throw new AccessTokenRejected('invalid');
      throw error;
    }
    const claims = accessTokenClaimsSchema.safeParse(payload);
    if (!claims.success) throw new AccessTokenRejected('invalid');
    return claims.data;
  }
}

/** The typed header of a token whose compact form is well made; AccessTokenRejected('malformed') otherwise. */
export function accessTokenHeaderOf(token: string): AccessTokenHeader {
  if (token.length > MAX_ACCESS_TOKEN_LENGTH) throw new AccessTokenRejected('malformed');
  const segments = token.split('.');
  if (segments.length !== 3 || !segments.every(isCanonicalBase64url)) throw new AccessTokenRejected('malformed');
  const [encodedHeader, , encodedSignature] = segments as [string, string, string];
  if (Buffer.from(encodedSignature, 'base64url').length !== ES256_SIGNATURE_BYTES) throw new AccessTokenRejected('malformed');
  let header: unknown;
  try {
    header = JSON.parse(Buffer.from(encodedHeader, 'base64url').toString('utf8'));
  } catch {
    throw new AccessTokenRejected('malformed');
  }
  const typed = accessTokenHeaderSchema.safeParse(header);
  if (!typed.success) throw new AccessTokenRejected('malformed');
  return typed.data;
}

/**
 * Node's decoder also takes padding, `+`, `/` and set trailing bits, so one token could be spelt
 * several ways (a signature with `==` appended verified in one service and not in the other):
 * only the spelling that decodes and encodes back to itself is accepted.
 */
function isCanonicalBase64url(segment: string): boolean {
  return BASE64URL.test(segment) && Buffer.from(segment, 'base64url').toString('base64url') === segment;
}
