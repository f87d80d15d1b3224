import { createHmac, timingSafeEqual } from 'node:crypto';

// An e-mail's one-click unsubscribe token (RFC 8058): the user id (16 bytes) followed by the first 16
// bytes of HMAC-SHA256(UNSUBSCRIBE_SECRET, 'unsubscribe:' + user id), base64url: 43 characters. It
// needs no table and never expires, so the link of any mail works without signing in; changing the
// secret is what revokes every link at once.

const USER_ID_BYTES = 16;
const MAC_BYTES = 16;

const macOf = (secret: string, userId: string) => createHmac('sha256', secret).update(`unsubscribe:${userId}`).digest().subarray(0, MAC_BYTES);

const uuidBytes = (userId: string) => Buffer.from(userId.replace(/-/g, ''), 'hex');

const uuidOf = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** The unsubscribe token of a user (a uuid, in any case). */
export function unsubscribeToken(secret: string, userId: string): string {
  const canonical = userId.toLowerCase();
  const id = uuidBytes(canonical);
  if (id.length !== USER_ID_BYTES || uuidOf(id) !== canonical) throw new Error('unsubscribeToken: expected a uuid');
  return Buffer.concat([id, macOf(secret, canonical)]).toString('base64url');
}

/** The user a token was made for, or null when it was not made with this secret. */
export function unsubscribeTokenUser(secret: string, token: string): string | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  // The last character carries two unused bits: only the one spelling made here is a token.
  if (bytes.length !== USER_ID_BYTES + MAC_BYTES || bytes.toString('base64url') !== token) return null;
  const userId = uuidOf(bytes.subarray(0, USER_ID_BYTES));
  // Constant time: how long a comparison takes must not tell how many leading bytes of a guess were right.
  return timingSafeEqual(bytes.subarray(USER_ID_BYTES), macOf(secret, userId)) ? userId : null;
}
