import { GAMES, type Game, type GameId } from '@pickwise/lottery';
import { readJsonSample } from '../stand-in/samples.js';
import { historyRows, twoDigits } from '../stand-in/shipped-history.js';
import { nextDrawDate, type StandInPart } from '../stand-in/stand-in-part.js';
import { magayoGameCode } from './game-codes.js';

/** The only key the stand-in's magayo accepts; any other is refused with error 101. */
export const STAND_IN_MAGAYO_KEY = 'stand-in-key';

const GAME_BY_CODE = new Map(GAMES.map((game) => [magayoGameCode(game.id), game]));

// Codes magayo's docs do not name, for what the stand-in cannot answer: the readers report them bare.
const UNKNOWN_GAME = { error: 201 };
const NO_SUCH_DRAW = { error: 202 };
const NO_JACKPOT_ANNOUNCED = { error: 207 };

/** results.php: the game's newest shipped draw (or the one asked for), main balls then bonus balls. */
function results(game: Game, query: URLSearchParams): Record<string, unknown> {
  const rows = historyRows(game);
  const wanted = query.get('draw');
  const row = wanted ? rows.find((candidate) => candidate.draw_date === wanted) : rows.at(-1);
  if (!row) return NO_SUCH_DRAW;
  return { error: 0, draw: row.draw_date, results: [...row.main, ...row.special].map(twoDigits).join(',') };
}

/** jackpot.php: magayo's documented answer ($80M), dated for the game's next draw, for the announced games only. */
function jackpot(game: Game, announcedJackpots: readonly GameId[]): Record<string, unknown> {
  if (!announcedJackpots.includes(game.id)) return NO_JACKPOT_ANNOUNCED;
  const samples = readJsonSample<{ jackpot: { response: Record<string, unknown> } }>('magayo', 'magayo-samples.json');
  return { ...samples.jackpot.response, next_draw: nextDrawDate(game) };
}

export const magayoStandIn: StandInPart = ({ path, query, announcedJackpots }) => {
  if (path !== '/results.php' && path !== '/jackpot.php') return undefined;
  if (query.get('api_key') !== STAND_IN_MAGAYO_KEY) return JSON.stringify({ error: 101 });
  const game = GAME_BY_CODE.get(query.get('game') ?? '');
  if (!game) return JSON.stringify(UNKNOWN_GAME);
  return JSON.stringify(path === '/results.php' ? results(game, query) : jackpot(game, announcedJackpots));
};
