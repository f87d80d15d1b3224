// The values a test release is rendered with: values.yaml plus what an install must add itself (a
// data encryption key, the VAPID key pair and the unsubscribe secret, never defaults of the chart),
// and a way to change one value.
import { chartValues } from './chart.ts';

/** A well-formed DATA_ENCRYPTION_KEYS for tests only: one key, id k1, 32 bytes. */
export const TEST_DATA_ENCRYPTION_KEYS = `k1:${Buffer.alloc(32, 7).toString('base64')}`;

/** A VAPID key pair for tests only (web-push's generateVAPIDKeys' form: base64url P-256 keys). */
export const TEST_VAPID_KEYS = {
  publicKey: 'BEQtqXU6HXNMybCDVwlFSufVjgWJTbNPMhSzh65EpLNq2jdqelBM4meCNpnCl9niakcUiBYJWQmoDK9YkiDEuQM',
  privateKey: '1CPA8HRmCNDnNZjxP1UOaimiojwpiETL4iRJepAyUYM',
};
export const TEST_UNSUBSCRIBE_SECRET = Buffer.alloc(32, 9).toString('base64');

export function releaseValues(): Record<string, unknown> {
  const values = structuredClone(chartValues());
  const secrets = values['secrets'] as Record<string, unknown>;
  secrets['dataEncryptionKeys'] = TEST_DATA_ENCRYPTION_KEYS;
  secrets['vapidPublicKey'] = TEST_VAPID_KEYS.publicKey;
  secrets['vapidPrivateKey'] = TEST_VAPID_KEYS.privateKey;
  secrets['unsubscribeSecret'] = TEST_UNSUBSCRIBE_SECRET;
  return values;
}

/** releaseValues() with the value at `path` (keys from the top) replaced. */
export function withValues(path: string[], value: unknown, values = releaseValues()): Record<string, unknown> {
  let node = values;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path.at(-1)!] = value;
  return values;
}
