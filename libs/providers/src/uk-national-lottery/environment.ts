import type { ProviderEnvironment } from '../provider.js';

export const UK_NATIONAL_LOTTERY_ENVIRONMENT = {
  baseUrl: 'UK_NATIONAL_LOTTERY_BASE_URL',
  defaultBaseUrl: 'https://www.national-lottery.co.uk',
} as const satisfies ProviderEnvironment;
