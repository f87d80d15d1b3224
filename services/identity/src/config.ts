import { databaseEnvSchema, databaseSchemaEnvSchema, erasuresConsumerEnvSchema, loadConfigOrExit, serviceEnvSchema, siteUrl } from '@pickwise/nest-kit';
import { z } from 'zod';
import { dataEncryptionKeysSchema } from './encryption/data-encryption-keys.js';

export const SERVICE_NAME = 'identity';
export const DEFAULT_PORT = 3004;

const count = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);
const emailList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );

const authEnvSchema = z.object({
  /** The site's public origin: e-mailed links and allowed redirects are built from it. */
  SITE_URL: siteUrl(),
  /** Further origins a `redirect_to` may point at (comma-separated), e.g. a second front door. */
  REDIRECT_ALLOW_LIST: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean)),
  /** `smtp(s)://user:pass@host:port`; without it mails are written to the log instead of sent. */
  SMTP_URL: z
    .string()
    .optional()
    .refine((value) => value === undefined || value === '' || /^smtps?:\/\/[^\s]+$/.test(value), 'Expected smtp://[user:pass@]host:port'),
  MAIL_FROM: z.string().min(3).default('PickWise <no-reply@pickwise.local>'),
  /**
   * Confirm new accounts at once instead of by e-mail. Default: on when no SMTP_URL is set (a
   * confirmation mail could not be delivered), off when one is.
   */
  MAILER_AUTOCONFIRM: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'Expected true or false' })
    .optional()
    .transform((value) => (value === undefined ? undefined : ['true', '1', 'yes'].includes(value))),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3_600),
  /** A rotated refresh token used again within this window returns the current token (two tabs refreshing at once). */
  REFRESH_TOKEN_REUSE_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  /** Recovery and confirmation links stop working after this long. */
  EMAIL_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(7 * 86_400).default(3_600),
  /** Per client IP, per 5 minutes: sign-ups, password sign-ins, refreshes, e-mail verifications, factor calls. */
  RATE_LIMIT_SIGNUP: count(30),
  RATE_LIMIT_SIGN_IN: count(30),
  RATE_LIMIT_REFRESH: count(150),
  RATE_LIMIT_VERIFY: count(30),
  RATE_LIMIT_FACTORS: count(30),
  /**
   * Per e-mail address, from any client addresses: password sign-ins allowed within an hour before
   * password sign-in to that address is locked for ACCOUNT_LOCK_SECONDS (addresses the account
   * signed in from in the last 30 days are counted apart). A sign-in that gets in starts the count again.
   */
  ACCOUNT_LOCK_AFTER_FAILURES: z.coerce.number().int().min(3).max(1_000).default(10),
  ACCOUNT_LOCK_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  /** Per client IP, per hour: recovery mails asked for. */
  RATE_LIMIT_RECOVER: count(5),
  /** Per client IP, per hour: contact form messages. */
  RATE_LIMIT_CONTACT: count(5),
  /** Made admins at every start (comma-separated e-mails of existing accounts). */
  ADMIN_EMAILS: emailList,
  /**
   * The keys TOTP secrets and signing keys are encrypted with at rest: `<key id>:<32 bytes in
   * base64>`, comma-separated; the first encrypts, every listed one decrypts. Required.
   */
  DATA_ENCRYPTION_KEYS: dataEncryptionKeysSchema,
});

export const identityEnvSchema = serviceEnvSchema(DEFAULT_PORT)
  .extend(databaseEnvSchema.shape)
  .extend(databaseSchemaEnvSchema(SERVICE_NAME).shape)
  .extend(erasuresConsumerEnvSchema(SERVICE_NAME).shape)
  .extend(authEnvSchema.shape)
  .transform((env) => ({
    ...env,
    SMTP_URL: env.SMTP_URL || undefined,
    MAILER_AUTOCONFIRM: env.MAILER_AUTOCONFIRM ?? !env.SMTP_URL,
  }));

export type IdentityConfig = z.output<typeof identityEnvSchema>;

export const loadIdentityConfig = (env: NodeJS.ProcessEnv = process.env): IdentityConfig => loadConfigOrExit(identityEnvSchema, env);
