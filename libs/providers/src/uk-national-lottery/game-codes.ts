import type { GameId } from '@pickwise/lottery';

/** Each game's feed name in the National Lottery's results URLs (docs/providers.md §2). */
export const UK_NATIONAL_LOTTERY_FEEDS = {
  'uk-lotto': 'lotto',
  euromillions: 'euromillions',
} as const satisfies Partial<Record<GameId, string>>;

/** The draw-history file of a feed: CSV until 2026, XML since, under the same URL. */
export const drawHistoryPath = (feed: string): string => `/results/${feed}/draw-history/csv`;
