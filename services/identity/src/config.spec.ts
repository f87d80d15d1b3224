import { loadConfig } from '@pickwise/nest-kit';
import { randomBytes } from 'node:crypto';
import { identityEnvSchema } from './config.js';

const keys = `k1:${randomBytes(32).toString('base64')}`;
const load = (env: Record<string, string>) => loadConfig(identityEnvSchema, { DATA_ENCRYPTION_KEYS: keys, ...env });

describe('identity configuration', () => {
  it('confirms sign-ups at once only when no mail can be sent, unless told otherwise', () => {
    expect(load({}).MAILER_AUTOCONFIRM).toBe(true);
    expect(load({ SMTP_URL: 'smtp://mail:25' }).MAILER_AUTOCONFIRM).toBe(false);
    expect(load({ SMTP_URL: 'smtp://mail:25', MAILER_AUTOCONFIRM: 'true' }).MAILER_AUTOCONFIRM).toBe(true);
    expect(load({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
  });

  it('keeps the site origin without a trailing slash and lists admin e-mails lower-case', () => {
    const config = load({ SITE_URL: 'https://pickwise.example/', ADMIN_EMAILS: ' Boss@Example.com, ,ops@example.com ' });
    expect(config.SITE_URL).toBe('https://pickwise.example');
    expect(config.ADMIN_EMAILS).toEqual(['boss@example.com', 'ops@example.com']);
  });

  it('names a bad variable', () => {
    expect(() => load({ SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL="mail.example.com": Expected smtp:\/\//);
    expect(() => load({ SITE_URL: 'ftp://x' })).toThrow(/SITE_URL/);
    expect(() => load({ RATE_LIMIT_SIGN_IN: '0' })).toThrow(/RATE_LIMIT_SIGN_IN/);
  });

  it('refuses to start without a valid DATA_ENCRYPTION_KEYS, never repeating key bytes', () => {
    expect(() => loadConfig(identityEnvSchema, {})).toThrow(/DATA_ENCRYPTION_KEYS: Required: a comma-separated list of <key id>:<32 bytes in base64>/);
    const short = `k1:${randomBytes(16).toString('base64')}`;
    expect(() => load({ DATA_ENCRYPTION_KEYS: short })).toThrow(/DATA_ENCRYPTION_KEYS: key "k1" is not 32 bytes in base64/);
    expect(() => load({ DATA_ENCRYPTION_KEYS: short })).not.toThrow(short.slice(3));
    expect(load({}).DATA_ENCRYPTION_KEYS.primaryKeyId).toBe('k1');
  });
});
