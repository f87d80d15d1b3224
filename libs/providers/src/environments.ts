import { EUROMILLIONS_API_ENVIRONMENT } from './euromillions-api/environment.js';
import { LOTTO_NUMBER_ARCHIVE_ENVIRONMENT } from './lotto-number-archive/environment.js';
import { LOTTOLAND_ENVIRONMENT } from './lottoland/environment.js';
import { MAGAYO_ENVIRONMENT } from './magayo/environment.js';
import { NY_OPEN_DATA_ENVIRONMENT } from './ny-open-data/environment.js';
import type { ProviderEnvironment, ProviderId } from './provider.js';
import { UK_NATIONAL_LOTTERY_ENVIRONMENT } from './uk-national-lottery/environment.js';

/** Every provider's environment variables, for code that handles all of them (the stand-in, the run log). */
export const PROVIDER_ENVIRONMENTS: Readonly<Record<ProviderId, ProviderEnvironment>> = {
  'ny-open-data': NY_OPEN_DATA_ENVIRONMENT,
  'uk-national-lottery': UK_NATIONAL_LOTTERY_ENVIRONMENT,
  'euromillions-api': EUROMILLIONS_API_ENVIRONMENT,
  lottoland: LOTTOLAND_ENVIRONMENT,
  'lotto-number-archive': LOTTO_NUMBER_ARCHIVE_ENVIRONMENT,
  magayo: MAGAYO_ENVIRONMENT,
};
