import { generateKeyPairSync } from 'node:crypto';
import webPush from 'web-push';
import { DEFAULT_PUSH_SERVICE_ORIGINS, notificationsEnvSchema } from './config.js';

const pair = webPush.generateVAPIDKeys();
const required = {
  VAPID_PUBLIC_KEY: pair.publicKey,
  VAPID_PRIVATE_KEY: pair.privateKey,
  VAPID_SUBJECT: 'mailto:alerts@pickwise.test',
  UNSUBSCRIBE_SECRET: 'x'.repeat(32),
};
const issuesOf = (env: Record<string, string>) => {
  const result = notificationsEnvSchema.safeParse(env);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the notifications configuration', () => {
  it('takes the design defaults once the keys are given', () => {
    const config = notificationsEnvSchema.parse(required);
    expect(config).toMatchObject({
      PORT: 3007,
      DATABASE_SCHEMA: 'notifications',
      SITE_URL: 'http://localhost:8080',
      NOTIFICATIONS_RESULTS_CONSUMER: 'notifications-results',
      NOTIFICATIONS_JACKPOTS_CONSUMER: 'notifications-jackpots',
      NOTIFICATIONS_POOLS_CONSUMER: 'notifications-pools',
      SEND_CONCURRENCY: 64,
      REMINDER_LEAD_MINUTES: 120,
    });
    expect(config.PUSH_SERVICE_ORIGINS).toEqual(DEFAULT_PUSH_SERVICE_ORIGINS.split(','));
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('refuses to start without the VAPID keys, their subject or the unsubscribe secret, naming each', () => {
    const issues = issuesOf({});
    for (const name of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT', 'UNSUBSCRIBE_SECRET']) expect(issues.join('\n')).toMatch(new RegExp(`^${name}: Required`, 'm'));
    expect(issuesOf({ ...required, UNSUBSCRIBE_SECRET: 'short' })).toEqual(['UNSUBSCRIBE_SECRET: Expected at least 32 characters']);
    expect(issuesOf({ ...required, VAPID_SUBJECT: 'alerts@pickwise.test' })).toEqual(['VAPID_SUBJECT: Expected mailto:address or an https: URL']);
  });

  it('refuses a VAPID private key that is not the public key’s pair, or keys of the wrong size', () => {
    const other = webPush.generateVAPIDKeys();
    expect(issuesOf({ ...required, VAPID_PRIVATE_KEY: other.privateKey })).toEqual(['VAPID_PRIVATE_KEY: Not the private key of VAPID_PUBLIC_KEY']);
    expect(issuesOf({ ...required, VAPID_PUBLIC_KEY: pair.publicKey.slice(0, 40) })).toEqual(['VAPID_PUBLIC_KEY: VAPID_PUBLIC_KEY must encode 65 bytes']);
  });

  it('reads SMTP_URL left blank as no SMTP server (mails go to the log)', () => {
    expect(notificationsEnvSchema.parse({ ...required, SMTP_URL: '' }).SMTP_URL).toBeUndefined();
    expect(issuesOf({ ...required, SMTP_URL: 'mail.example.com' })).toEqual(['SMTP_URL: Expected smtp://[user:pass@]host:port']);
  });

  it('signs mails with DKIM only given the domain, the selector and an RSA private key in PEM together', () => {
    const pem = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const dkim = { DKIM_DOMAIN: 'pickwise.example.com', DKIM_KEY_SELECTOR: 'alerts2026' };
    // A one-line variable (a .env file) writes the key's line breaks as \n.
    expect(notificationsEnvSchema.parse({ ...required, ...dkim, DKIM_PRIVATE_KEY: pem.replace(/\n/g, '\\n') })).toMatchObject({ ...dkim, DKIM_PRIVATE_KEY: pem.trim() });
    expect(notificationsEnvSchema.parse({ ...required, DKIM_DOMAIN: '', DKIM_KEY_SELECTOR: '', DKIM_PRIVATE_KEY: '' }).DKIM_DOMAIN).toBeUndefined();
    expect(issuesOf({ ...required, ...dkim })).toEqual(['DKIM_DOMAIN: Expected DKIM_DOMAIN, DKIM_KEY_SELECTOR and DKIM_PRIVATE_KEY together, or none of them']);
    const refused = ['DKIM_PRIVATE_KEY: Expected an RSA private key in PEM (-----BEGIN PRIVATE KEY----- …)'];
    expect(issuesOf({ ...required, ...dkim, DKIM_PRIVATE_KEY: 'not a key' })).toEqual(refused);
    // nodemailer signs rsa-sha256 only.
    const ecKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(issuesOf({ ...required, ...dkim, DKIM_PRIVATE_KEY: ecKey })).toEqual(refused);
  });
});
