import { gamesOf } from '../game-table.js';
import { readSample } from '../stand-in/samples.js';
import { twoDigits, type HistoryRow } from '../stand-in/shipped-history.js';
import type { StandInPart } from '../stand-in/stand-in-part.js';
import { NY_OPEN_DATA_DATASETS, resourcePath } from './game-codes.js';

const SAMPLES: Record<keyof typeof NY_OPEN_DATA_DATASETS, string> = {
  powerball: 'socrata-powerball.json',
  'mega-millions': 'socrata-megamillions.json',
  'new-york-lottery': 'socrata-nylotto.json',
};

/** Each dataset's resource answers its sample rows, whatever the query asks. */
export const nyOpenDataStandIn: StandInPart = ({ path }) => {
  const game = gamesOf(SAMPLES).find((id) => path === resourcePath(NY_OPEN_DATA_DATASETS[id]));
  return game && readSample('ny-open-data', SAMPLES[game]);
};

/** Powerball history rows in NY Open Data's SODA JSON shape (white balls then the Powerball in `winning_numbers`). */
export function socrataPowerball(rows: readonly HistoryRow[]): string {
  return JSON.stringify(
    rows.map((row) => ({ draw_date: `${row.draw_date}T00:00:00.000`, winning_numbers: [...row.main, ...row.special].map(twoDigits).join(' '), multiplier: '2' })),
  );
}
