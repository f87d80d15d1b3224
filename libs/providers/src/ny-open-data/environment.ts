import type { ProviderEnvironment } from '../provider.js';

export const NY_OPEN_DATA_ENVIRONMENT = {
  baseUrl: 'NY_OPEN_DATA_BASE_URL',
  /** An optional Socrata app token: it raises NY Open Data's rate limits. */
  apiKey: 'NY_OPEN_DATA_APP_TOKEN',
  defaultBaseUrl: 'https://data.ny.gov',
} as const satisfies ProviderEnvironment;
