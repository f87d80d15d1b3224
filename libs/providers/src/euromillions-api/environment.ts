import type { ProviderEnvironment } from '../provider.js';

export const EUROMILLIONS_API_ENVIRONMENT = {
  baseUrl: 'EUROMILLIONS_API_BASE_URL',
  defaultBaseUrl: 'https://euromillions.api.pedromealha.dev/v1',
} as const satisfies ProviderEnvironment;
