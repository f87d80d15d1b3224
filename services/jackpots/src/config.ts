import { databaseEnvSchema, databaseSchemaEnvSchema, httpBaseUrl, loadConfigOrExit, optionalSecret, serviceEnvSchema } from '@pickwise/nest-kit';
import { z } from 'zod';

export const SERVICE_NAME = 'jackpots';
export const DEFAULT_PORT = 3003;

/** Where the jackpot providers are reached (docs/providers.md §4, §6); tests point them at a local stand-in. */
const providerEnvSchema = z.object({
  LOTTOLAND_BASE_URL: httpBaseUrl('https://media.lottoland.com/api/drawings'),
  MAGAYO_BASE_URL: httpBaseUrl('https://www.magayo.com/api'),
  /** The paid provider's key; without it magayo is not asked (the start log says so). */
  MAGAYO_API_KEY: optionalSecret,
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
