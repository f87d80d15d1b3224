import { databaseEnvSchema, databaseSchemaEnvSchema, httpBaseUrl, loadConfigOrExit, optionalCount, optionalSecret, serviceEnvSchema } from '@pickwise/nest-kit';
import {
  EUROMILLIONS_API_ENVIRONMENT,
  LOTTOLAND_ENVIRONMENT,
  LOTTO_NUMBER_ARCHIVE_ENVIRONMENT,
  MAGAYO_ENVIRONMENT,
  NY_OPEN_DATA_ENVIRONMENT,
  UK_NATIONAL_LOTTERY_ENVIRONMENT,
  type ProviderId,
  type ProviderSettings,
} from '@pickwise/providers';
import { z } from 'zod';

export const SERVICE_NAME = 'ingestion';
export const DEFAULT_PORT = 3005;

const milliseconds = (min: number, max: number, fallback: number) => z.coerce.number().int().min(min).max(max).default(fallback);

/** Where each provider is reached (libs/providers names the variables); a stand-in for tests replaces the base URLs. */
const providerEnvSchema = z.object({
  [NY_OPEN_DATA_ENVIRONMENT.baseUrl]: httpBaseUrl(NY_OPEN_DATA_ENVIRONMENT.defaultBaseUrl),
  [NY_OPEN_DATA_ENVIRONMENT.apiKey]: optionalSecret,
  [UK_NATIONAL_LOTTERY_ENVIRONMENT.baseUrl]: httpBaseUrl(UK_NATIONAL_LOTTERY_ENVIRONMENT.defaultBaseUrl),
  [EUROMILLIONS_API_ENVIRONMENT.baseUrl]: httpBaseUrl(EUROMILLIONS_API_ENVIRONMENT.defaultBaseUrl),
  [LOTTOLAND_ENVIRONMENT.baseUrl]: httpBaseUrl(LOTTOLAND_ENVIRONMENT.defaultBaseUrl),
  [LOTTO_NUMBER_ARCHIVE_ENVIRONMENT.baseUrl]: httpBaseUrl(LOTTO_NUMBER_ARCHIVE_ENVIRONMENT.defaultBaseUrl),
  [MAGAYO_ENVIRONMENT.baseUrl]: httpBaseUrl(MAGAYO_ENVIRONMENT.defaultBaseUrl),
  /** Without the paid provider's key it is skipped (not failed) and the run log says so. */
  [MAGAYO_ENVIRONMENT.apiKey]: optionalSecret,
  /** The magayo plan's calls per month, shown against the calls counted (admin panel); unset: no quota shown. */
  MAGAYO_MONTHLY_QUOTA: optionalCount(1, 100_000_000),
});

const runEnvSchema = z.object({
  /** `off` leaves runs to Kubernetes CronJobs or the admin (the in-service schedule is not started). */
  INGESTION_SCHEDULE: z.enum(['on', 'off'], { error: 'Expected on or off' }).default('on'),
  /** One attempt at a provider slower than this fails. */
  PROVIDER_TIMEOUT_MS: milliseconds(100, 120_000, 15_000),
  /** Further attempts after a failed provider call (5xx, timeout, network), with doubling back-off. */
  PROVIDER_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  PROVIDER_RETRY_DELAY_MS: milliseconds(1, 60_000, 1_000),
  /** Failed calls in the rolling minute before a provider's breaker may open (one slow call must not open it). */
  PROVIDER_BREAKER_VOLUME: z.coerce.number().int().min(1).max(100).default(5),
  /** How long an open breaker keeps a provider from being called. */
  PROVIDER_BREAKER_RESET_MS: milliseconds(1_000, 3_600_000, 60_000),
  /**
   * How long a run waits for the draws service to confirm every published batch. Longer than the
   * DRAWS consumer's 60 s ack wait, so a batch a crashed draws process held is redelivered in time.
   */
  INGESTION_CONFIRM_TIMEOUT_MS: milliseconds(100, 600_000, 90_000),
  /** How long a publish to JetStream is retried while NATS is unreachable. */
  INGESTION_PUBLISH_TIMEOUT_MS: milliseconds(100, 600_000, 60_000),
});

const reconciliationEnvSchema = z.object({
  /** `off` stops asking other providers for unverified draws (and the unverified-draws gauge); independent of INGESTION_SCHEDULE. */
  RECONCILIATION_SCHEDULE: z.enum(['on', 'off'], { error: 'Expected on or off' }).default('on'),
  /** Minutes between reconciliation passes (a divisor of 60 keeps them evenly spaced: the pass runs on the minutes it divides). */
  RECONCILIATION_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(60).default(5),
});

export const ingestionEnvSchema = serviceEnvSchema(DEFAULT_PORT)
  .extend(databaseEnvSchema.shape)
  .extend(databaseSchemaEnvSchema(SERVICE_NAME).shape)
  .extend(providerEnvSchema.shape)
  .extend(runEnvSchema.shape)
  .extend(reconciliationEnvSchema.shape);

export type IngestionConfig = z.output<typeof ingestionEnvSchema>;

export const loadIngestionConfig = (env: NodeJS.ProcessEnv = process.env): IngestionConfig => loadConfigOrExit(ingestionEnvSchema, env);

/** Each provider's base URL and key from the configuration. */
export function providerSettings(config: IngestionConfig): Record<ProviderId, ProviderSettings> {
  return {
    'ny-open-data': { baseUrl: config.NY_OPEN_DATA_BASE_URL, apiKey: config.NY_OPEN_DATA_APP_TOKEN },
    'uk-national-lottery': { baseUrl: config.UK_NATIONAL_LOTTERY_BASE_URL },
    'euromillions-api': { baseUrl: config.EUROMILLIONS_API_BASE_URL },
    lottoland: { baseUrl: config.LOTTOLAND_BASE_URL },
    'lotto-number-archive': { baseUrl: config.LOTTO_NUMBER_ARCHIVE_BASE_URL },
    magayo: { baseUrl: config.MAGAYO_BASE_URL, apiKey: config.MAGAYO_API_KEY },
  };
}
