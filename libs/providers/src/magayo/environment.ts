import type { ProviderEnvironment } from '../provider.js';

/** The paid provider: without a key it is not called (ingestion skips it, jackpots leave it out). */
export const MAGAYO_ENVIRONMENT = {
  baseUrl: 'MAGAYO_BASE_URL',
  apiKey: 'MAGAYO_API_KEY',
  defaultBaseUrl: 'https://www.magayo.com/api',
} as const satisfies ProviderEnvironment;
