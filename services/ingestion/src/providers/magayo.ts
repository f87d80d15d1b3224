/**
 * magayo Lottery Data API (paid, key required; docs/providers.md §6): one draw per call,
 * `results.php` for the latest draw or for `draw=YYYY-MM-DD`. `results` lists the main balls, then
 * the bonus balls (magayo's docs); which bonus balls are the game's special numbers follows the
 * rules in force on the draw date, as for the history files: SuperEnalotto's Jolly, the UK and NY
 * Lotto bonus balls and La Primitiva's Complementario are its drawn bonus numbers, SuperStar is
 * left out. For La Primitiva
 * the order Complementario, Reintegro is assumed (magayo's order was not found in its docs).
 */
import { MAGAYO_GAME_CODES, drawnBonus, gameSpecials, rulesOn, type Game, type GameId } from '@pickwise/lottery';
import type { CandidateDraw } from './check-draw.js';
import { collectDraws } from './collect-draws.js';
import { fromIsoPrefix } from './draw-dates.js';
import { entryFor, gamesOf } from './game-table.js';
import { excerpt, isRecord, numberList, parseJson, shapeOf, shown, wholeNumber } from './payload.js';
import { ProviderPayloadError, type ProviderAdapter } from './provider.js';
import { providerUrl } from './provider-url.js';

/** magayo's `game` codes, shared with the jackpots service (with where each code comes from). */
const GAME_CODES = Object.fromEntries(Object.entries(MAGAYO_GAME_CODES).map(([game, { code }]) => [game, code])) as Record<GameId, string>;

/** magayo's error codes: 100-102 from its docs, 303 as third-party code treats it. */
const ERRORS: Record<number, string> = {
  100: 'API key not provided',
  101: 'invalid API key',
  102: 'API key not found',
  303: 'quota reached',
};

function readResult(game: Game, payload: Record<string, unknown>): CandidateDraw | string {
  const drawDate = fromIsoPrefix(payload.draw);
  if (!drawDate) return `draw ${shown(payload.draw)} is not a date`;
  if (typeof payload.results !== 'string') return 'results missing';
  const balls = numberList(payload.results);
  const rules = rulesOn(game, drawDate);
  // Without rules the balls cannot be split; checkDraw rejects the date.
  if (!rules) return { drawDate, main: balls, special: [], jackpot: null };
  const extra = balls.slice(rules.mainCount);
  return { drawDate, main: balls.slice(0, rules.mainCount), special: gameSpecials(rules, extra), bonus: drawnBonus(rules, extra), jackpot: null };
}

export const magayo: ProviderAdapter = {
  id: 'magayo',
  games: gamesOf(GAME_CODES),
  requiresApiKey: true,

  requests(game, window, settings) {
    const code = entryFor('magayo', GAME_CODES, game);
    // The runner skips magayo without a key; getting here without one is a wiring mistake.
    const apiKey = settings.apiKey;
    if (!apiKey) throw new Error('magayo: no API key');
    const request = (label: string, draw?: string) => ({
      url: providerUrl(settings.baseUrl, '/results.php', { api_key: apiKey, game: code, ...(draw ? { draw } : {}) }),
      label: `results ${code} ${label}`,
    });
    return window.kind === 'latest' ? [request('latest')] : window.drawDates.map((date) => request(date, date));
  },

  parse(game, body) {
    const payload = parseJson('magayo', body);
    if (!isRecord(payload)) throw new ProviderPayloadError('magayo', `expected a result object, got ${shapeOf(payload)}: ${excerpt(payload)}`);
    const error = wholeNumber(payload.error);
    if (Number.isNaN(error)) throw new ProviderPayloadError('magayo', `no error code in ${excerpt(payload)}`);
    if (error !== 0) throw new ProviderPayloadError('magayo', ERRORS[error] ? `error ${error} (${ERRORS[error]})` : `error ${error}`);
    const read = readResult(game, payload);
    return collectDraws('magayo', game, [{ at: `draw ${shown(payload.draw)}: ${shown(payload.results)}`, read }]);
  },
};
