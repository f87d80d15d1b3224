import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { notificationsEnvSchema } from '../../services/notifications/src/config.ts';
import { localNotificationSecrets } from './local-secrets.ts';

const NAMES = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT', 'UNSUBSCRIBE_SECRET'] as const;

describe("the launcher's notification secrets", () => {
  let directory: string;
  const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));

  beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'pickwise-secrets-'));
    for (const name of NAMES) delete process.env[name];
  });

  afterEach(async () => {
    for (const name of NAMES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    await rm(directory, { recursive: true, force: true });
  });

  it('are made once, kept for the next start (owner-only files), and accepted by the service', async () => {
    const first = localNotificationSecrets(directory);
    expect(localNotificationSecrets(directory)).toEqual(first);
    expect(notificationsEnvSchema.safeParse(first).success).toBe(true);
    for (const file of ['vapid-keys.json', 'unsubscribe-secret']) expect((await stat(path.join(directory, file))).mode & 0o777).toBe(0o600);
  });

  it('are the variables when set, and refuse half a key pair', () => {
    process.env['VAPID_PUBLIC_KEY'] = 'public';
    process.env['VAPID_PRIVATE_KEY'] = 'private';
    process.env['UNSUBSCRIBE_SECRET'] = 'from the environment';
    expect(localNotificationSecrets(directory)).toMatchObject({ VAPID_PUBLIC_KEY: 'public', VAPID_PRIVATE_KEY: 'private', UNSUBSCRIBE_SECRET: 'from the environment' });
    delete process.env['VAPID_PRIVATE_KEY'];
    expect(() => localNotificationSecrets(directory)).toThrow('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  });
});
