import type { GameId } from '@pickwise/lottery';

/** Each game's drawing path under Lottoland's drawings API (docs/providers.md §3-§4). */
export const LOTTOLAND_GAME_PATHS = {
  euromillions: '/euroMillions',
  eurojackpot: '/euroJackpot',
} as const satisfies Partial<Record<GameId, string>>;
