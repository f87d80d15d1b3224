import type { ProviderEnvironment } from '../provider.js';

export const LOTTOLAND_ENVIRONMENT = {
  baseUrl: 'LOTTOLAND_BASE_URL',
  defaultBaseUrl: 'https://media.lottoland.com/api/drawings',
} as const satisfies ProviderEnvironment;
