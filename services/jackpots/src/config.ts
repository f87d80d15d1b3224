import { databaseEnvSchema, databaseSchemaEnvSchema, httpBaseUrl, loadConfigOrExit, optionalSecret, serviceEnvSchema } from '@pickwise/nest-kit';
import { LOTTOLAND_ENVIRONMENT, MAGAYO_ENVIRONMENT, type JackpotProviderId, type ProviderSettings } from '@pickwise/providers';
import { z } from 'zod';

export const SERVICE_NAME = 'jackpots';
export const DEFAULT_PORT = 3003;

/** Where the jackpot providers are reached (libs/providers names the variables); tests point them at a local stand-in. */
const providerEnvSchema = z.object({
  [LOTTOLAND_ENVIRONMENT.baseUrl]: httpBaseUrl(LOTTOLAND_ENVIRONMENT.defaultBaseUrl),
  [MAGAYO_ENVIRONMENT.baseUrl]: httpBaseUrl(MAGAYO_ENVIRONMENT.defaultBaseUrl),
  /** Without the paid provider's key magayo is not asked (the start log says so). */
  [MAGAYO_ENVIRONMENT.apiKey]: optionalSecret,
  /** One attempt at a provider slower than this fails; visitors never wait for it (answers come from memory). */
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** Further attempts after a failed provider call (5xx, timeout, network), with doubling back-off. */
  PROVIDER_RETRIES: z.coerce.number().int().min(0).max(5).default(1),
});

export const jackpotsEnvSchema = serviceEnvSchema(DEFAULT_PORT)
  .extend(databaseEnvSchema.shape)
  .extend(databaseSchemaEnvSchema(SERVICE_NAME).shape)
  .extend(providerEnvSchema.shape);

export type JackpotsConfig = z.output<typeof jackpotsEnvSchema>;

export const loadJackpotsConfig = (env: NodeJS.ProcessEnv = process.env): JackpotsConfig => loadConfigOrExit(jackpotsEnvSchema, env);

/** Each jackpot provider's base URL and key from the configuration. */
export function jackpotProviderSettings(config: JackpotsConfig): Record<JackpotProviderId, ProviderSettings> {
  return {
    magayo: { baseUrl: config.MAGAYO_BASE_URL, apiKey: config.MAGAYO_API_KEY },
    lottoland: { baseUrl: config.LOTTOLAND_BASE_URL },
  };
}
