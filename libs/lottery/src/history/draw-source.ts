import type { GameId } from '../games.js';

/**
 * Where a reader can check a stored draw: the operator's own results page of each game (one fact
 * per game, used by the history table and listed in docs/providers.md), and, when the row was not
 * read from the operator, what it was read from, named for what it is. The shipped history names the
 * GitHub repository (owner/name) each row was taken from (services/draws/data/history/README.md):
 * copies kept by third parties, so an archive and never "the source"; ingested rows name the
 * provider (docs/providers.md).
 */
export const OFFICIAL_RESULTS_PAGES: Readonly<Record<GameId, string>> = {
  powerball: 'https://www.powerball.com/previous-results',
  'mega-millions': 'https://www.megamillions.com/Winning-Numbers/Previous-Drawings.aspx',
  'florida-lotto': 'https://floridalottery.com/games/draw-games/lotto',
  'california-lottery': 'https://www.calottery.com/draw-games/superlotto-plus',
  'new-york-lottery': 'https://nylottery.ny.gov/draw-game?game=lotto',
  'texas-lottery': 'https://www.texaslottery.com/export/sites/lottery/Games/Lotto_Texas/Winning_Numbers/index.html',
  // Loterías y Apuestas del Estado, the Spanish operator, publishes the draws in euros.
  euromillions: 'https://www.loteriasyapuestas.es/es/resultados/euromillones',
  // Lotto.de, the German state lotteries' site (Eurojackpot is run from Germany).
  eurojackpot: 'https://www.lotto.de/eurojackpot/zahlen-quoten',
  'uk-lotto': 'https://www.national-lottery.co.uk/results/lotto/draw-history',
  superenalotto: 'https://www.superenalotto.it/archivio-estrazioni',
  'la-primitiva': 'https://www.loteriasyapuestas.es/es/resultados/primitiva',
  'lotto-6aus49': 'https://www.lotto.de/lotto-6aus49/lottozahlen',
};

/**
 * What a row was read from when it was not the operator's results page: `official-data`, a
 * government or operator data set; `feed`, a third-party results service; `archive`, a copy of past
 * results kept by someone else (a CSV file in a GitHub repository).
 */
export type DrawOriginKind = 'official-data' | 'feed' | 'archive';

export interface DrawOrigin {
  kind: DrawOriginKind;
  /** How the page names it, e.g. `LottoNumberArchive (GitHub)`. */
  name: string;
}

/** The providers of docs/providers.md that ingestion reads, by their id in a row's `source`. */
const PROVIDER_ORIGINS: Readonly<Record<string, DrawOrigin>> = {
  'ny-open-data': { kind: 'official-data', name: 'NY Open Data (data.ny.gov)' },
  'uk-national-lottery': { kind: 'official-data', name: 'The National Lottery (national-lottery.co.uk)' },
  'euromillions-api': { kind: 'feed', name: 'EuroMillions API (pedromealha.dev)' },
  lottoland: { kind: 'feed', name: 'Lottoland' },
  magayo: { kind: 'feed', name: 'magayo' },
  'lotto-number-archive': { kind: 'archive', name: 'LottoNumberArchive (GitHub)' },
};

const GITHUB_REPOSITORY = /^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/;

/** What a stored row's `source` was, or null for one nothing is known of ('mock-api', docs/product-spec.md §3). */
export function drawOrigin(source: string): DrawOrigin | null {
  if (Object.hasOwn(PROVIDER_ORIGINS, source)) return PROVIDER_ORIGINS[source] ?? null;
  return GITHUB_REPOSITORY.test(source) ? { kind: 'archive', name: `${source} (GitHub)` } : null;
}
