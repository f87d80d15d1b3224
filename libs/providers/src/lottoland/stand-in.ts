import { findGame } from '@pickwise/lottery';
import { gamesOf } from '../game-table.js';
import { readSample } from '../stand-in/samples.js';
import { nextDrawDate, type StandInPart } from '../stand-in/stand-in-part.js';
import { LOTTOLAND_GAME_PATHS } from './game-codes.js';

/** The next jackpot announced for a game of `announcedJackpots`, in millions as Lottoland writes it. */
const ANNOUNCED_MILLIONS = '57';

/**
 * Every drawing answers the saved sample, whose `next` is empty; for an announced game `next` holds
 * the game's next draw at €57M, its other fields assumed to mirror `last` (no saved `next` was seen).
 */
export const lottolandStandIn: StandInPart = ({ path, announcedJackpots }) => {
  const gameId = gamesOf(LOTTOLAND_GAME_PATHS).find((id) => path === LOTTOLAND_GAME_PATHS[id]);
  const game = gameId && findGame(gameId);
  if (!game) return undefined;
  const sample = readSample('lottoland', 'lottoland-eurojackpot.json');
  if (!announcedJackpots.includes(game.id)) return sample;
  const drawing = JSON.parse(sample) as { last: Record<string, unknown> };
  const [year, month, day] = nextDrawDate(game).split('-').map(Number);
  return JSON.stringify({ ...drawing, next: { ...drawing.last, jackpot: ANNOUNCED_MILLIONS, date: { day, month, year, hour: 20, minute: 0 } } });
};
