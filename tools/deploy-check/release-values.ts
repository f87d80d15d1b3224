// The values a test release is rendered with: values.yaml plus what an install must add itself (a
// data encryption key, never a default of the chart), and a way to change one value.
import { chartValues } from './chart.ts';

/** A well-formed DATA_ENCRYPTION_KEYS for tests only: one key, id k1, 32 bytes. */
export const TEST_DATA_ENCRYPTION_KEYS = `k1:${Buffer.alloc(32, 7).toString('base64')}`;

export function releaseValues(): Record<string, unknown> {
  const values = structuredClone(chartValues());
  (values['secrets'] as Record<string, unknown>)['dataEncryptionKeys'] = TEST_DATA_ENCRYPTION_KEYS;
  return values;
}

/** releaseValues() with the value at `path` (keys from the top) replaced. */
export function withValues(path: string[], value: unknown, values = releaseValues()): Record<string, unknown> {
  let node = values;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path.at(-1)!] = value;
  return values;
}
