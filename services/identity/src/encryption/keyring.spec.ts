import { randomBytes } from 'node:crypto';
import { dataEncryptionKeysSchema } from './data-encryption-keys.js';
import { DecryptionError, ENVELOPE_SQL_PATTERN, type Keyring } from './keyring.js';

const newKey = (id: string) => `${id}:${randomBytes(32).toString('base64')}`;
const keyringOf = (...entries: string[]): Keyring => dataEncryptionKeysSchema.parse(entries.join(','));

const FACTOR_A = 'factors.encrypted_secret:7b0e4c1e-0000-4000-8000-00000000000a';
const FACTOR_B = 'factors.encrypted_secret:7b0e4c1e-0000-4000-8000-00000000000b';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('Keyring', () => {
  const k1 = newKey('k1');
  const k2 = newKey('k2');

  it('round-trips a value for its row, and never stores the plaintext', () => {
    const keyring = keyringOf(k1);
    const stored = keyring.encrypt(SECRET, FACTOR_A);
    expect(stored).toMatch(/^v1\.k1\./);
    expect(stored).toMatch(new RegExp(ENVELOPE_SQL_PATTERN));
    expect(stored).not.toContain(SECRET);
    expect(keyring.decrypt(stored, FACTOR_A)).toBe(SECRET);
    // A fresh nonce every time: the same secret never encrypts to the same text.
    expect(keyring.encrypt(SECRET, FACTOR_A)).not.toBe(stored);
  });

  it('refuses a value moved to another row or column', () => {
    const keyring = keyringOf(k1);
    const stored = keyring.encrypt(SECRET, FACTOR_A);
    expect(() => keyring.decrypt(stored, FACTOR_B)).toThrow(DecryptionError);
    expect(() => keyring.decrypt(stored, 'signing_keys.encrypted_private_key:7b0e4c1e-0000-4000-8000-00000000000a')).toThrow(DecryptionError);
  });

  it('refuses a wrong key of the same id, and names a key it does not hold', () => {
    const stored = keyringOf(k1).encrypt(SECRET, FACTOR_A);
    expect(() => keyringOf(newKey('k1')).decrypt(stored, FACTOR_A)).toThrow(`The value for ${FACTOR_A} does not authenticate with key "k1"`);
    expect(() => keyringOf(k2).decrypt(stored, FACTOR_A)).toThrow(`The value for ${FACTOR_A} is encrypted with key "k1", which DATA_ENCRYPTION_KEYS does not list`);
  });

  it('refuses a tampered value: any changed byte, a truncated one, or a relabelled key id', () => {
    const keyring = keyringOf(k1, newKey('k9'));
    const stored = keyring.encrypt(SECRET, FACTOR_A);
    const [version, keyId, payload] = stored.split('.') as [string, string, string];
    const bytes = Buffer.from(payload, 'base64url');
    for (const index of [0, 12, bytes.length - 1]) {
      const altered = Buffer.from(bytes);
      altered[index] = altered[index]! ^ 1;
      expect(() => keyring.decrypt(`${version}.${keyId}.${altered.toString('base64url')}`, FACTOR_A)).toThrow(DecryptionError);
    }
    expect(() => keyring.decrypt(`${version}.${keyId}.${bytes.subarray(0, 20).toString('base64url')}`, FACTOR_A)).toThrow(/truncated/);
    expect(() => keyring.decrypt(`${version}.k9.${payload}`, FACTOR_A)).toThrow(DecryptionError);
    expect(() => keyring.decrypt(SECRET, FACTOR_A)).toThrow(/not an encrypted value/);
  });

  it('rotates: the first key encrypts, every listed key decrypts', () => {
    const before = keyringOf(k1);
    const old = before.encrypt(SECRET, FACTOR_A);
    const rotating = keyringOf(k2, k1);
    expect(rotating.primaryKeyId).toBe('k2');
    expect(rotating.decrypt(old, FACTOR_A)).toBe(SECRET);
    expect(rotating.needsReEncryption(old, FACTOR_A)).toBe(true);

    const reEncrypted = rotating.encrypt(rotating.decrypt(old, FACTOR_A), FACTOR_A);
    expect(reEncrypted).toMatch(/^v1\.k2\./);
    expect(rotating.needsReEncryption(reEncrypted, FACTOR_A)).toBe(false);
    // With the old key dropped, re-encrypted values still open; the old ones no longer do.
    const after = keyringOf(k2);
    expect(after.decrypt(reEncrypted, FACTOR_A)).toBe(SECRET);
    expect(() => after.decrypt(old, FACTOR_A)).toThrow(/key "k1"/);
  });

  it('keeps the key bytes out of a JSON dump', () => {
    const [, encoded] = k1.split(':') as [string, string];
    expect(JSON.stringify({ keys: keyringOf(k1) })).not.toContain(encoded);
  });
});

describe('DATA_ENCRYPTION_KEYS', () => {
  const problems = (value: unknown) => {
    const result = dataEncryptionKeysSchema.safeParse(value);
    if (result.success) throw new Error('expected the key list to be refused');
    return result.error.issues.map((issue) => issue.message).join('; ');
  };

  it('reads the list in order, the first key encrypting', () => {
    const keyring = keyringOf(newKey('2026-11'), ` ${newKey('old_1')} `);
    expect(keyring.primaryKeyId).toBe('2026-11');
    expect(keyring.keyIds).toEqual(['2026-11', 'old_1']);
  });

  it('is required, and says how to make one', () => {
    expect(problems(undefined)).toMatch(/^Required: a comma-separated list of <key id>:<32 bytes in base64>.*openssl rand -base64 32/);
  });

  it('refuses malformed entries, naming each without repeating key bytes', () => {
    const short = `k1:${randomBytes(16).toString('base64')}`;
    const message = problems(['nocolon', short, 'bad id:' + randomBytes(32).toString('base64'), newKey('k2'), newKey('k2')].join(','));
    expect(message).toContain('entry 1 of 5 is not <key id>:<base64>');
    expect(message).toContain('key "k1" is not 32 bytes in base64');
    expect(message).toContain('entry 3 of 5: the key id must be 1 to 32 letters');
    expect(message).toContain('key id "k2" is listed twice');
    expect(message).not.toContain(short.slice(3));
    expect(problems('')).toContain('entry 1 of 1 is not <key id>:<base64>');
    // A character outside the alphabet, though the 32 bytes around it would decode.
    const encoded = randomBytes(32).toString('base64');
    expect(problems(`k1:${encoded.slice(0, 10)}*${encoded.slice(10)}`)).toContain('key "k1" is not 32 bytes in base64');
  });
});
