// The secrets a developer's machine needs and nobody has to choose: identity's key for secrets at rest
// (DATA_ENCRYPTION_KEYS), the notifications service's VAPID key pair and UNSUBSCRIBE_SECRET. Each is
// the variable when set, else made once and kept in .data/ (readable by this user only), so what one
// `npm start` stored (an encrypted secret, a browser's push subscription made with the VAPID public
// key, a mailed unsubscribe link) still works after the next. In the cluster they come from a Secret.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import { dataDir } from './workspace.ts';

/** The contents of `file`, made by `make` and written there (owner-only) the first time. */
function keptLocally(file: string, make: () => string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const value = make();
  writeFileSync(file, `${value}\n`, { mode: 0o600, flag: 'wx' });
  return value;
}

export function localDataEncryptionKeys(file = path.join(dataDir, 'data-encryption-keys')): string {
  return process.env['DATA_ENCRYPTION_KEYS'] || keptLocally(file, () => `local-1:${randomBytes(32).toString('base64')}`);
}

/**
 * The notifications service's secrets: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (set both or neither),
 * VAPID_SUBJECT (a contact the push services may write to) and UNSUBSCRIBE_SECRET.
 */
export function localNotificationSecrets(directory = dataDir): Record<'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'UNSUBSCRIBE_SECRET', string> {
  const configuredPublic = process.env['VAPID_PUBLIC_KEY'];
  const configuredPrivate = process.env['VAPID_PRIVATE_KEY'];
  if (!configuredPublic !== !configuredPrivate) throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (the launcher then makes a pair in .data/vapid-keys.json).');
  const vapid =
    configuredPublic && configuredPrivate
      ? { publicKey: configuredPublic, privateKey: configuredPrivate }
      : (JSON.parse(keptLocally(path.join(directory, 'vapid-keys.json'), () => JSON.stringify(webPush.generateVAPIDKeys()))) as { publicKey: string; privateKey: string });
  return {
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: process.env['VAPID_SUBJECT'] || 'mailto:alerts@pickwise.local',
    UNSUBSCRIBE_SECRET: process.env['UNSUBSCRIBE_SECRET'] || keptLocally(path.join(directory, 'unsubscribe-secret'), () => randomBytes(32).toString('base64url')),
  };
}
