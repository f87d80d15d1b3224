import type { GameId } from '@pickwise/lottery';

/** The draws listing of each game (docs/providers.md §3): `GET /draws?year=YYYY`. */
export const EUROMILLIONS_API_PATHS = {
  euromillions: '/draws',
} as const satisfies Partial<Record<GameId, string>>;
