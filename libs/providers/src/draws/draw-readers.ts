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
