/**
 * Every provider adapter, in preference order: free open or official sources first, the community
 * ones next, the paid magayo last (used only when the others fail, and only with a key).
 */
import type { GameId } from '@pickwise/lottery';
import { euromillionsApi } from './euromillions-api.js';
import { lottoNumberArchive } from './lotto-number-archive.js';
import { lottoland } from './lottoland.js';
import { magayo } from './magayo.js';
import { nyOpenData } from './ny-open-data.js';
import type { ProviderAdapter } from './provider.js';
import { ukNationalLottery } from './uk-national-lottery.js';

export const PROVIDERS: readonly ProviderAdapter[] = [nyOpenData, euromillionsApi, ukNationalLottery, lottoland, lottoNumberArchive, magayo];

/** The providers serving a game, best first. */
export function providersFor(gameId: GameId): ProviderAdapter[] {
  return PROVIDERS.filter((provider) => provider.games.includes(gameId));
}
