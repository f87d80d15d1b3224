import { loadConfig } from '@pickwise/nest-kit';
import { identityEnvSchema } from './config.js';

const load = (env: Record<string, string>) => loadConfig(identityEnvSchema, env);

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
});
