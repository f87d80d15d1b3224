import type { GameId } from '@pickwise/lottery';

/** Each game's Socrata dataset on data.ny.gov (docs/providers.md §1). */
export const NY_OPEN_DATA_DATASETS = {
  powerball: 'd6yy-54nr',
  'mega-millions': '5xaw-6ayf',
  'new-york-lottery': '6nbc-h7bj',
} as const satisfies Partial<Record<GameId, string>>;

/** The SODA resource of a dataset. */
export const resourcePath = (dataset: string): string => `/resource/${dataset}.json`;
