import { createECDH } from 'node:crypto';
import { isP256PublicKey } from './browser-key.js';

describe('isP256PublicKey', () => {
  it("accepts a browser's P-256 public key, uncompressed", () => {
    const browser = createECDH('prime256v1');
    expect(isP256PublicKey(browser.generateKeys().toString('base64url'))).toBe(true);
  });

  it('refuses 65 bytes from 0x04 that are no point on the curve', () => {
    const key = createECDH('prime256v1').generateKeys();
    // The same x with y + 1: off the curve, though shaped like a key.
    key[64] = (key[64]! + 1) % 256;
    expect(isP256PublicKey(key.toString('base64url'))).toBe(false);
    expect(isP256PublicKey(Buffer.concat([Buffer.from([4]), Buffer.alloc(64)]).toString('base64url'))).toBe(false);
  });
});
