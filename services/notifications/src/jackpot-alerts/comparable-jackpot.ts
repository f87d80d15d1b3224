import { localDrawDate, type Game } from '@pickwise/lottery';

/** A jackpot figure the players' thresholds compare with: its amount and the draw it is for. */
export interface ComparableJackpot {
  amount: number;
  /**
   * The draw's local date (`yyyy-mm-dd`): which jackpot run the figure belongs to. It is the jackpot
   * alert's occasion, so a player hears once per draw that its jackpot passed the amount, however
   * the figures for that draw come and go around it.
   */
  drawDate: string;
}

/**
 * The figure a jackpot compares as, or null when it says nothing: no figure, only the
 * specification's static estimate (not a real jackpot), one in another currency than the game's
 * (the thresholds are in the game's), one that names no draw (no run to tell it by), or one for a
 * draw that has already begun at `now` (a lagging replica's figure or a change read late: that
 * jackpot is no longer the next draw's). The consumer of changes and the preferences' starting
 * state read figures alike through it.
 */
export function comparableJackpot(
  game: Game,
  figure: { amount: number | null; source: string; currencyCode: string; drawDate: string | null } | undefined,
  now = new Date(),
): ComparableJackpot | null {
  if (!figure || figure.amount === null || figure.source === 'estimated' || figure.currencyCode !== game.currency || figure.drawDate === null) return null;
  const drawAt = new Date(figure.drawDate);
  if (drawAt.getTime() <= now.getTime()) return null;
  return { amount: figure.amount, drawDate: localDrawDate(game, drawAt) };
}
