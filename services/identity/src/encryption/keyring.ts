import { createCipheriv, createDecipheriv, randomBytes, type KeyObject } from 'node:crypto';

/** One key of DATA_ENCRYPTION_KEYS: its id (stored beside every value it encrypts) and 32 secret bytes. */
export interface DataEncryptionKey {
  readonly id: string;
  /** A secret KeyObject: it never shows in a log or a JSON dump of the configuration. */
  readonly key: KeyObject;
}

/** Envelope version 1: AES-256-GCM, a random 96-bit nonce, a 128-bit tag. */
const ENVELOPE_VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
/** A key id names the key in every stored value, so it is kept to characters that never need escaping. */
export const KEY_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
/** What a stored value looks like (`v1.<key id>.<base64url of nonce, ciphertext and tag>`); the migration's CHECK constraints use it too. */
export const ENVELOPE_SQL_PATTERN = '^v1\\.[A-Za-z0-9_-]{1,32}\\.[A-Za-z0-9_-]+$';

/** Raised when a stored value cannot be decrypted: unknown key, wrong key, altered or moved value. */
export class DecryptionError extends Error {
  override readonly name = 'DecryptionError';
}

/**
 * Authenticated encryption of secrets at rest with the keys of DATA_ENCRYPTION_KEYS: the first key
 * encrypts, every listed key decrypts. Each value is bound to where it is stored (the `context`, e.g.
 * the table, column and row id) as associated data, so a ciphertext copied into another row, or
 * another column, fails to decrypt instead of handing that row someone else's secret.
 */
export class Keyring {
  readonly #keys: ReadonlyMap<string, KeyObject>;
  /** The key new values are encrypted with (the first listed). */
  readonly primaryKeyId: string;

  constructor(keys: readonly DataEncryptionKey[]) {
    const [primary] = keys;
    if (!primary) throw new Error('A keyring needs at least one key');
    this.primaryKeyId = primary.id;
    this.#keys = new Map(keys.map(({ id, key }) => [id, key]));
  }

  /** Every key id this keyring can decrypt with, the primary first. */
  get keyIds(): string[] {
    return [...this.#keys.keys()];
  }

  /** Encrypts `plaintext` under the primary key, bound to `context`. */
  encrypt(plaintext: string, context: string): string {
    const header = `${ENVELOPE_VERSION}.${this.primaryKeyId}`;
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key(this.primaryKeyId), nonce, { authTagLength: TAG_BYTES });
    cipher.setAAD(associatedData(header, context));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `${header}.${Buffer.concat([nonce, ciphertext, cipher.getAuthTag()]).toString('base64url')}`;
  }

  /** Decrypts a value `encrypt` made for the same `context`, with whichever listed key it names. */
  decrypt(envelope: string, context: string): string {
    const { keyId, sealed } = parseEnvelope(envelope, context);
    const key = this.#keys.get(keyId);
    if (!key) throw new DecryptionError(`The value for ${context} is encrypted with key "${keyId}", which DATA_ENCRYPTION_KEYS does not list`);
    if (sealed.length < NONCE_BYTES + TAG_BYTES) throw new DecryptionError(`The value for ${context} is truncated`);
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, NONCE_BYTES), { authTagLength: TAG_BYTES });
    decipher.setAAD(associatedData(`${ENVELOPE_VERSION}.${keyId}`, context));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    try {
      return Buffer.concat([decipher.update(sealed.subarray(NONCE_BYTES, sealed.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      // GCM tells only that the tag did not match: a wrong key, an altered value, or one moved from another row.
      throw new DecryptionError(`The value for ${context} does not authenticate with key "${keyId}"`);
    }
  }

  /** Whether `envelope` (stored at `context`) is encrypted with another key than the primary one (rotation re-encrypts it). */
  needsReEncryption(envelope: string, context: string): boolean {
    return parseEnvelope(envelope, context).keyId !== this.primaryKeyId;
  }

  #key(id: string): KeyObject {
    const key = this.#keys.get(id);
    if (!key) throw new Error(`No key "${id}" in the keyring`);
    return key;
  }
}

/** The envelope's header is authenticated with the context, so neither can be changed on its own. */
const associatedData = (header: string, context: string) => Buffer.from(`${header}|${context}`, 'utf8');

function parseEnvelope(envelope: string, context: string): { keyId: string; sealed: Buffer } {
  const [version, keyId, payload, ...rest] = envelope.split('.');
  if (version !== ENVELOPE_VERSION || keyId === undefined || !KEY_ID_PATTERN.test(keyId) || !payload || rest.length > 0) {
    throw new DecryptionError(`The value for ${context} is not an encrypted value (expected v1.<key id>.<data>)`);
  }
  return { keyId, sealed: Buffer.from(payload, 'base64url') };
}
