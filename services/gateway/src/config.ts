import { fileURLToPath } from 'node:url';
import { loadConfigOrExit, serviceEnvSchema, siteUrl } from '@pickwise/nest-kit';
import { z } from 'zod';

/** <repo>/frontends, resolved from this file (src/ or dist/ of services/gateway). */
const defaultFrontendsDir = fileURLToPath(new URL('../../../frontends', import.meta.url));

const ipList = z
  .string()
  .default('127.0.0.1,::1,::ffff:127.0.0.1')
  .transform((value) => value.split(',').map((ip) => ip.trim()).filter(Boolean));

export const SERVICE_NAME = 'gateway';
export const DEFAULT_PORT = 8080;

export const gatewayEnvSchema = serviceEnvSchema(DEFAULT_PORT).extend({
  /** The site's public origin: the absolute URLs of /sitemap.xml and /robots.txt. */
  SITE_URL: siteUrl(),
  /** Holds <name>/dist for shell, public-site and admin. */
  FRONTENDS_DIR: z.string().min(1).default(defaultFrontendsDir),
  REMOTE_PUBLIC_SITE_URL: z.string().min(1).default('/remotes/public-site/mf-manifest.json'),
  REMOTE_ADMIN_URL: z.string().min(1).default('/remotes/admin/mf-manifest.json'),
  /** Largest accepted request body; above it the answer is a 413 envelope. */
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1_024).max(10 * 1024 * 1024).default(16 * 1024),
  /** Where GET /metrics is served: a port of its own, which the ingress does not route (0: any free port). */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).default(9464),
  /** How long a client may take to send a whole request; slower ones get a 408 envelope and are disconnected. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(10_000),
  /** Requests per client IP per THROTTLE_TTL_MS on /api routes before 429. */
  THROTTLE_LIMIT: z.coerce.number().int().min(1).default(600),
  THROTTLE_TTL_MS: z.coerce.number().int().min(100).default(10_000),
  /** Requests per token per THROTTLE_TTL_MS to the routes a secret token opens without a session (security/token-route-limit.ts). */
  TOKEN_ROUTES_THROTTLE_LIMIT: z.coerce.number().int().min(1).default(20),
  /** Client IPs never throttled (default: this machine, so local benchmarks and tools are not cut off). */
  THROTTLE_EXEMPT_IPS: ipList,
  /**
   * Behind reverse proxies: how many hops of X-Forwarded-For to trust (the client IP is the address
   * that many hops back). `true` trusts every hop, so a client could pick its own IP (and its own
   * per-IP limits); behind one ingress use 1.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2})$/, 'Expected false, true or a number of proxy hops')
    .default('false')
    .transform((value) => (value === 'true' ? true : value === 'false' ? false : Number(value))),
  /** How long GET /api/health waits for a service's first replica to answer before calling it down. */
  HEALTH_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(500),
  /**
   * How long an admin's fetch, backfill or bootstrap waits for the ingestion service. A run waits for
   * its providers and for the draws service's confirmations (INGESTION_CONFIRM_TIMEOUT_MS, 90 s);
   * a bootstrap runs all 12 games one after another.
   */
  ADMIN_INGESTION_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(600_000),
  /**
   * Admin routes refuse access tokens issued longer ago than this (401), though not yet expired:
   * a copied admin token is then good for minutes, not the token's whole hour.
   */
  ADMIN_TOKEN_MAX_AGE_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  /** Where the admin panel's 'View Full Logs' opens: its own paged view, or an external log console's URL. */
  ADMIN_FULL_LOGS_URL: z.string().min(1).default('/data-admin/generation-logs'),
});

export type GatewayConfig = z.output<typeof gatewayEnvSchema>;

export const loadGatewayConfig = (env: NodeJS.ProcessEnv = process.env): GatewayConfig => loadConfigOrExit(gatewayEnvSchema, env);
