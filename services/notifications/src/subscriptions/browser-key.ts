import { createECDH } from 'node:crypto';

/**
 * Whether a subscription's `p256dh` (base64url, as the contracts checked it: 65 bytes from 0x04) is
 * a point on P-256. Every message to the browser is encrypted to that key (RFC 8291's ECDH), so 65
 * bytes off the curve could never be written to: refused at subscribe, they would only fill one of
 * the account's devices with messages that fail.
 */
export function isP256PublicKey(p256dh: string): boolean {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  try {
    // OpenSSL refuses a point that is not on the curve (ERR_CRYPTO_ECDH_INVALID_PUBLIC_KEY).
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}
