import type { Game } from '@pickwise/lottery';

/**
 * The amount a jackpot figure compares with the players' thresholds, or null when it says nothing:
 * no figure, only the specification's static estimate (not a real jackpot), or one in another
 * currency than the game's (the thresholds are in the game's). The consumer of changes and the
 * preferences' starting state read figures alike through it.
 */
export function comparableJackpot(game: Pick<Game, 'currency'>, figure: { amount: number | null; source: string; currencyCode: string } | undefined): number | null {
  if (!figure || figure.amount === null || figure.source === 'estimated' || figure.currencyCode !== game.currency) return null;
  return figure.amount;
}
