import { createECDH, createPrivateKey } from 'node:crypto';
import { base64urlBytesSchema } from '@pickwise/contracts';
import { databaseEnvSchema, databaseSchemaEnvSchema, erasuresConsumerEnvSchema, loadConfigOrExit, serviceEnvSchema, siteUrl } from '@pickwise/nest-kit';
import { z } from 'zod';

export const SERVICE_NAME = 'notifications';
export const DEFAULT_PORT = 3007;

/** The push services browsers name today (Chrome and Edge's FCM, Firefox, Windows, Safari). */
export const DEFAULT_PUSH_SERVICE_ORIGINS = 'https://fcm.googleapis.com,https://*.push.services.mozilla.com,https://*.notify.windows.com,https://web.push.apple.com,https://*.push.apple.com';

const durableName = (fallback: string) => z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Expected letters, digits, _ or -').default(fallback);

/** A VAPID key in base64url of exactly `bytes` bytes, as web-push's generateVAPIDKeys writes them. */
const base64urlKey = (bytes: number, what: string) =>
  z
    .string({ error: `Required: ${what} (npx web-push generate-vapid-keys makes a pair)` })
    .trim()
    .pipe(base64urlBytesSchema(what, bytes));

/**
 * An origin a push subscription's endpoint may point at: `scheme://host[:port]`, or
 * `scheme://*.domain` for any subdomain of it. Kept lower-case, without a trailing slash.
 */
const pushServiceOrigin = z
  .string()
  .transform((value) => value.trim().toLowerCase().replace(/\/+$/, ''))
  .refine((value) => /^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/.test(value), 'Expected scheme://host[:port] or scheme://*.domain');

const notificationsSettingsSchema = z.object({
  /** The site's public origin: links in mails and calendar feeds, and the host of e-mail Message-IDs and calendar UIDs. */
  SITE_URL: siteUrl(),
  /** VAPID (RFC 8292) application server keys: P-256, base64url, the public one uncompressed. */
  VAPID_PUBLIC_KEY: base64urlKey(65, 'VAPID_PUBLIC_KEY'),
  VAPID_PRIVATE_KEY: base64urlKey(32, 'VAPID_PRIVATE_KEY'),
  /** Who push services may contact about this sender: a mailto: or https: URL. */
  VAPID_SUBJECT: z
    .string({ error: 'Required: VAPID_SUBJECT (mailto:address or https: URL)' })
    .refine((value) => /^mailto:[^\s@]+@[^\s@]+$/.test(value) || /^https:\/\/[^\s]+$/.test(value), 'Expected mailto:address or an https: URL'),
  /**
   * The push services a subscription's endpoint may name (comma-separated origins, `*.` for
   * subdomains). The service sends requests to these endpoints: anything else is refused, so a
   * subscription cannot make it call an internal address.
   */
  PUSH_SERVICE_ORIGINS: z
    .string()
    .default(DEFAULT_PUSH_SERVICE_ORIGINS)
    .transform((value) => value.split(',').filter((origin) => origin.trim() !== ''))
    .pipe(z.array(pushServiceOrigin).min(1, 'Expected at least one push service origin')),
  /** `smtp(s)://user:pass@host:port`; without it mails are written to the log instead of sent. */
  SMTP_URL: z
    .string()
    .optional()
    .refine((value) => value === undefined || value === '' || /^smtps?:\/\/[^\s]+$/.test(value), 'Expected smtp://[user:pass@]host:port')
    .transform((value) => value || undefined),
  MAIL_FROM: z.string().min(3).default('PickWise <no-reply@pickwise.local>'),
  /**
   * DKIM (RFC 6376) signing of the alerts' mails by this service, for a relay that does not sign
   * them itself: the signing domain, the selector of its DNS key record and the RSA private key (PEM;
   * `\n` may stand for its line breaks in a one-line variable). All three or none.
   */
  DKIM_DOMAIN: optionalSetting(z.string().regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i, 'Expected a domain name such as pickwise.example.com')),
  DKIM_KEY_SELECTOR: optionalSetting(z.string().regex(/^[a-z0-9]([a-z0-9._-]{0,62})$/i, 'Expected a DKIM selector such as alerts2026')),
  DKIM_PRIVATE_KEY: optionalSetting(
    z
      .string()
      .transform((value) => value.replace(/\\n/g, '\n').trim())
      .refine(isRsaPrivateKeyPem, 'Expected an RSA private key in PEM (-----BEGIN PRIVATE KEY----- …)'),
  ),
  /** The HMAC key of e-mail unsubscribe tokens; changing it invalidates the links of mails already sent. */
  UNSUBSCRIBE_SECRET: z.string({ error: 'Required: UNSUBSCRIBE_SECRET (at least 32 characters)' }).min(32, 'Expected at least 32 characters'),
  /** Durable JetStream consumer names (replicas share them) on TICKET_RESULTS, JACKPOT_CHANGES and POOL_NOTICES. */
  NOTIFICATIONS_RESULTS_CONSUMER: durableName('notifications-results'),
  NOTIFICATIONS_JACKPOTS_CONSUMER: durableName('notifications-jackpots'),
  NOTIFICATIONS_POOLS_CONSUMER: durableName('notifications-pools'),
  /** Push messages in flight per replica (mails in flight are as many as the SMTP pool's connections). */
  SEND_CONCURRENCY: z.coerce.number().int().min(1).max(1_000).default(64),
  /**
   * How long a claimed message is its replica's before another may claim it (the replica died, or
   * the send outlived it). It covers the slowest send, push's and SMTP's timeouts, many times over;
   * tests shorten it.
   */
  SEND_LEASE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(120),
  /** The wait before a failed send's first retry, doubled for each further one (tests shorten it). */
  SEND_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  /** A draw reminder goes this long before the draw. */
  REMINDER_LEAD_MINUTES: z.coerce.number().int().min(5).max(24 * 60).default(120),
});

/** A setting left out or blank is absent. */
function optionalSetting<T extends z.ZodType<unknown, string>>(schema: T) {
  return z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value : undefined))
    .pipe(schema.optional());
}

/** nodemailer signs `a=rsa-sha256` only: another kind of key would make a signature no receiver accepts. */
function isRsaPrivateKeyPem(value: string): boolean {
  try {
    return createPrivateKey(value).asymmetricKeyType === 'rsa';
  } catch {
    return false;
  }
}

/** Whether `privateKey` is the private half of `publicKey` (P-256, base64url). */
function isVapidPair(publicKey: string, privateKey: string): boolean {
  try {
    const curve = createECDH('prime256v1');
    curve.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return curve.getPublicKey().equals(Buffer.from(publicKey, 'base64url'));
  } catch {
    return false;
  }
}

export const notificationsEnvSchema = serviceEnvSchema(DEFAULT_PORT)
  .extend(databaseEnvSchema.shape)
  .extend(databaseSchemaEnvSchema(SERVICE_NAME).shape)
  .extend(erasuresConsumerEnvSchema(SERVICE_NAME).shape)
  .extend(notificationsSettingsSchema.shape)
  // Push services reject messages signed with a key other than the one the browser subscribed with:
  // a mismatched pair would fail every message, so it fails the start instead.
  .refine((env) => isVapidPair(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY), {
    path: ['VAPID_PRIVATE_KEY'],
    message: 'Not the private key of VAPID_PUBLIC_KEY',
    // Only two well-formed keys can be a pair or not; a malformed one has its own message.
    when: (payload) => payload.issues.length === 0,
  })
  // Half a DKIM setting would sign nothing (or fail every mail): it fails the start instead.
  .refine((env) => [env.DKIM_DOMAIN, env.DKIM_KEY_SELECTOR, env.DKIM_PRIVATE_KEY].every((value) => value === undefined) || [env.DKIM_DOMAIN, env.DKIM_KEY_SELECTOR, env.DKIM_PRIVATE_KEY].every((value) => value !== undefined), {
    path: ['DKIM_DOMAIN'],
    message: 'Expected DKIM_DOMAIN, DKIM_KEY_SELECTOR and DKIM_PRIVATE_KEY together, or none of them',
    when: (payload) => payload.issues.length === 0,
  });

export type NotificationsConfig = z.output<typeof notificationsEnvSchema>;

export const loadNotificationsConfig = (env: NodeJS.ProcessEnv = process.env): NotificationsConfig => loadConfigOrExit(notificationsEnvSchema, env);
