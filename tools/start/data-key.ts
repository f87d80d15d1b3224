// identity's key for secrets at rest (DATA_ENCRYPTION_KEYS) on a developer's machine: the variable when
// set, else a key made once and kept in .data/data-encryption-keys (readable by this user only), so
// what one `npm start` stored the next can still read. In the cluster it comes from a Secret instead.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dataDir } from './workspace.ts';

export function localDataEncryptionKeys(file = path.join(dataDir, 'data-encryption-keys')): string {
  const configured = process.env['DATA_ENCRYPTION_KEYS'];
  if (configured) return configured;
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const keys = `local-1:${randomBytes(32).toString('base64')}`;
  writeFileSync(file, `${keys}\n`, { mode: 0o600, flag: 'wx' });
  return keys;
}
