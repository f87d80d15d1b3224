/**
 * Which figure a game's jackpot shows, and the honesty rules behind it: a provider's figure only
 * when it is for the next draw, a stored draw's only when it is the latest draw, never an amount in
 * another currency than the game's; otherwise the specification's static estimate.
 */
import { estimatedJackpot, localDrawDate, nextDrawAt, previousDrawAt, type CurrencyCode, type Game } from '@pickwise/lottery';
import type { JackpotSource } from '@pickwise/contracts';
import type { JackpotFigure, JackpotReading } from '@pickwise/providers';
import type { JackpotCandidates } from './jackpot-figure.js';

export interface ChosenJackpot {
  source: JackpotSource;
  amount: number;
  currency: CurrencyCode;
  /** The draw the amount is for; null for the estimate. */
  drawDate: string | null;
}

const inGameCurrency = (game: Game, figure: JackpotFigure) => figure.currency === game.currency && figure.amount > 0;

/** A provider's figure counts as live while it is for the game's next draw (or a later one): the draw it names has not taken place. */
function isLiveFigure(game: Game, figure: JackpotFigure, now: Date): boolean {
  return inGameCurrency(game, figure) && figure.drawDate >= localDrawDate(game, nextDrawAt(game, now));
}

/** A stored draw's figure counts as the fallback only while it is the game's latest scheduled draw. */
function isFallbackFigure(game: Game, figure: JackpotFigure, now: Date): boolean {
  return inGameCurrency(game, figure) && figure.drawDate >= localDrawDate(game, previousDrawAt(game, now));
}

export function chooseJackpot(game: Game, candidates: JackpotCandidates, now: Date): ChosenJackpot {
  const { live, fallback } = candidates;
  if (live && isLiveFigure(game, live, now)) return { source: 'live', ...live };
  if (fallback && isFallbackFigure(game, fallback, now)) return { source: 'fallback', ...fallback };
  const estimate = estimatedJackpot(game);
  return { source: 'estimated', amount: estimate.amount, currency: estimate.currencyCode, drawDate: null };
}

/**
 * The live candidate after asking the providers (in order of preference): the first figure that is
 * live now; else, if a provider could not answer, the last known one (it may well still be current);
 * else none, as every provider answered without a current jackpot.
 */
export function refreshedLiveFigure(game: Game, readings: readonly JackpotReading[], previous: JackpotFigure | undefined, now: Date): JackpotFigure | undefined {
  for (const reading of readings) if (reading.kind === 'advertised' && isLiveFigure(game, reading.figure, now)) return reading.figure;
  return readings.some((reading) => reading.kind === 'failed') ? previous : undefined;
}
