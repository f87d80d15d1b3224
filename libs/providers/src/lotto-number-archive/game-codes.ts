import type { GameId } from '@pickwise/lottery';

/** The archive file of each game (docs/providers.md §5): every draw since 1955 in one file. */
export const LOTTO_NUMBER_ARCHIVE_FILES = {
  'lotto-6aus49': '/Lottonumbers_complete.json',
} as const satisfies Partial<Record<GameId, string>>;
