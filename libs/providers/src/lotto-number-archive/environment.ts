import type { ProviderEnvironment } from '../provider.js';

export const LOTTO_NUMBER_ARCHIVE_ENVIRONMENT = {
  baseUrl: 'LOTTO_NUMBER_ARCHIVE_BASE_URL',
  defaultBaseUrl: 'https://johannesfriedrich.github.io/LottoNumberArchive',
} as const satisfies ProviderEnvironment;
