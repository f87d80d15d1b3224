/**
 * Every draw reader, in preference order: free open or official sources first, the community
 * ones next, the paid magayo last (used only when the others fail, and only with a key).
 */
import type { GameId } from '@pickwise/lottery';
import { euromillionsApiDrawReader } from '../euromillions-api/draw-reader.js';
import { lottoNumberArchiveDrawReader } from '../lotto-number-archive/draw-reader.js';
import { lottolandDrawReader } from '../lottoland/draw-reader.js';
import { magayoDrawReader } from '../magayo/draw-reader.js';
import { nyOpenDataDrawReader } from '../ny-open-data/draw-reader.js';
import { ukNationalLotteryDrawReader } from '../uk-national-lottery/draw-reader.js';
import type { DrawReader } from './draw-reader.js';

export const DRAW_READERS: readonly DrawReader[] = [
  nyOpenDataDrawReader,
  euromillionsApiDrawReader,
  ukNationalLotteryDrawReader,
  lottolandDrawReader,
  lottoNumberArchiveDrawReader,
  magayoDrawReader,
];

/** The draw readers of the providers serving a game, best first. */
export function drawReadersFor(gameId: GameId): DrawReader[] {
  return DRAW_READERS.filter((reader) => reader.games.includes(gameId));
}

/** Whether a provider (a reader's id, or any other source name) is the operator's own publication of a game's results. */
export function isOperatorPublication(gameId: GameId, provider: string): boolean {
  return DRAW_READERS.some((reader) => reader.id === provider && reader.operatorPublishes.includes(gameId));
}

/**
 * A source's rank for a game's draws, lower first: the game's readers in DRAW_READERS order, then
 * every other source (the shipped history's repositories) after them. A disputed draw keeps the
 * values of its first-ranked source.
 */
export function drawSourceRank(gameId: GameId, provider: string): number {
  const readers = drawReadersFor(gameId);
  const index = readers.findIndex((reader) => reader.id === provider);
  return index === -1 ? readers.length : index;
}
