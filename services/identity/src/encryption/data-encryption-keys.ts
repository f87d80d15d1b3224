import { createSecretKey } from 'node:crypto';
import { z } from 'zod';
import { KEY_ID_PATTERN, Keyring, type DataEncryptionKey } from './keyring.js';

const KEY_BYTES = 32;
const FORMAT = `a comma-separated list of <key id>:<${KEY_BYTES} bytes in base64>, the key that encrypts first (make one with: echo "k1:$(openssl rand -base64 ${KEY_BYTES})")`;

/**
 * DATA_ENCRYPTION_KEYS, identity's keys for secrets at rest, read into a Keyring. Required: identity
 * refuses to start without a valid list. The messages name key ids and positions, never key bytes.
 */
export const dataEncryptionKeysSchema = z
  .string({ error: (issue) => (issue.input === undefined ? `Required: ${FORMAT}` : `Expected ${FORMAT}`) })
  .transform((value, context): Keyring => {
    const keys: DataEncryptionKey[] = [];
    const problems: string[] = [];
    const entries = value.split(',').map((entry) => entry.trim());
    entries.forEach((entry, index) => {
      const position = `entry ${index + 1} of ${entries.length}`;
      const separator = entry.indexOf(':');
      if (separator < 0) return void problems.push(`${position} is not <key id>:<base64>`);
      const id = entry.slice(0, separator);
      const encoded = entry.slice(separator + 1).trim();
      if (!KEY_ID_PATTERN.test(id)) return void problems.push(`${position}: the key id must be 1 to 32 letters, digits, "-" or "_"`);
      if (keys.some((key) => key.id === id)) return void problems.push(`key id "${id}" is listed twice`);
      const bytes = Buffer.from(encoded, 'base64');
      // Buffer.from skips what is not base64; encoding back tells a clean key from a mangled one.
      if (bytes.length !== KEY_BYTES || bytes.toString('base64') !== encoded) {
        return void problems.push(`key "${id}" is not ${KEY_BYTES} bytes in base64`);
      }
      keys.push({ id, key: createSecretKey(bytes) });
    });
    if (problems.length > 0) {
      context.addIssue({ code: 'custom', message: `${problems.join('; ')}. Expected ${FORMAT}` });
      return z.NEVER;
    }
    return new Keyring(keys);
  });
