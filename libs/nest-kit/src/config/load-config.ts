import { z } from 'zod';

/** Raised when the environment does not satisfy a service's schema; names every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/** Variables whose value is a secret: a message about one names it, never its value (the message goes to the log). */
const SECRET_VARIABLE = /(_KEY|_KEYS|_SECRET|_PASSWORD|_TOKEN)$/;

/** Validates `env` against `schema`; throws a ConfigError naming each variable that is wrong. */
export function loadConfig<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv = process.env): z.output<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => {
      const name = issue.path.join('.') || '(environment)';
      const value = typeof issue.path[0] === 'string' && !SECRET_VARIABLE.test(issue.path[0]) ? env[issue.path[0]] : undefined;
      return value === undefined ? `${name}: ${issue.message}` : `${name}=${JSON.stringify(value)}: ${issue.message}`;
    }),
  );
}

/** As loadConfig, but a bad value stops the process (exit code 1) with a message naming the variable. */
export function loadConfigOrExit<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv = process.env): z.output<T> {
  try {
    return loadConfig(schema, env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${JSON.stringify({ level: 'fatal', time: new Date().toISOString(), msg: error.message })}\n`);
    process.exit(1);
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** An env flag: true/false/1/0/yes/no, case-insensitive. */
export const envBoolean = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'TRUE', 'FALSE', 'YES', 'NO'], { error: 'Expected true or false' })
    .default(fallback ? 'true' : 'false')
    .transform((value) => ['true', '1', 'yes'].includes(value.toLowerCase()));

/** An http(s) base URL of an outside provider, without a trailing slash (so paths join with `/`). */
export const httpBaseUrl = (fallback: string) =>
  z
    .url({ protocol: /^https?$/, error: 'Expected http(s)://host[/path]' })
    .default(fallback)
    .transform((url) => url.replace(/\/+$/, ''));

/** An optional secret such as an API key: unset and blank both mean none. */
export const optionalSecret = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/** An optional whole number within bounds: unset and blank both mean none (compose passes `${VAR:-}` as blank). */
export const optionalCount = (min: number, max: number) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.coerce.number().int().min(min).max(max).optional());

/** The site's public origin (links in mails, the sitemap), an http(s) URL kept without a trailing slash. */
export const siteUrl = () =>
  z
    .url({ protocol: /^https?$/, error: 'Expected http(s)://host[:port]' })
    .default('http://localhost:8080')
    .transform((url) => url.replace(/\/+$/, ''));

const natsUrl = z
  .string()
  .default('nats://127.0.0.1:4222')
  .refine((value) => value.split(',').every((server) => /^(nats|tls|wss?):\/\/[^\s]+$/.test(server.trim())), 'Expected nats://host:port (comma-separated for several servers)');

/** The variables every service reads: HTTP port, NATS servers and log level. */
export const serviceEnvSchema = (defaultPort: number) =>
  z.object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(defaultPort),
    HOST: z.string().min(1).default('0.0.0.0'),
    NATS_URL: natsUrl,
    LOG_LEVEL: z.enum(LOG_LEVELS, { error: `Expected one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    /** How long a NATS request waits for its reply before it counts as unavailable. */
    NATS_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(3_000),
    /** A retry-safe request unanswered this long is also sent to another replica of its service (libs/nest-kit/src/nats/nats-requester.ts). */
    NATS_HEDGE_AFTER_MS: z.coerce.number().int().min(20).max(10_000).default(250),
    /** On how many NATS servers each JetStream stream and key-value bucket is kept: 1 on one server, 3 on a cluster of 3 or more. */
    NATS_STREAM_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
  });

export const databaseEnvSchema = z.object({
  DATABASE_URL: z
    .string()
    .default('postgres://postgres@127.0.0.1:5432/test')
    .refine((value) => /^postgres(ql)?:\/\/[^\s]+$/.test(value), 'Expected postgres://user@host:port/database'),
});

export type ServiceEnv = z.output<ReturnType<typeof serviceEnvSchema>>;

/** NATS_URL may list several servers separated by commas. */
export const natsServers = (natsUrlValue: string) => natsUrlValue.split(',').map((server) => server.trim());
