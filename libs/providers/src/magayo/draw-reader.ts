/**
 * magayo Lottery Data API (paid, key required; docs/providers.md §6): one draw per call,
 * `results.php` for the latest draw or for `draw=YYYY-MM-DD`. `results` lists the main balls, then
 * the bonus balls (magayo's docs); which bonus balls are the game's special numbers follows the
 * rules in force on the draw date, as for the history files: SuperEnalotto's Jolly, the UK and NY
 * Lotto bonus balls and La Primitiva's Complementario are its drawn bonus numbers, SuperStar is
 * left out. For La Primitiva
 * the order Complementario, Reintegro is assumed (magayo's order was not found in its docs).
 */
import { drawnBonus, gameSpecials, rulesOn, type Game } from '@pickwise/lottery';
import type { CandidateDraw } from '../draws/check-draw.js';
import { collectDraws } from '../draws/collect-draws.js';
import { fromIsoPrefix } from '../draws/provider-date-formats.js';
import type { DrawReader } from '../draws/draw-reader.js';
import { gamesOf } from '../game-table.js';
import { numberList, shown } from '../payload.js';
import { ProviderPayloadError } from '../provider.js';
import { magayoUrl, readMagayoAnswer } from './api.js';
import { magayoError } from './errors.js';
import { MAGAYO_GAME_CODES, magayoGameCode } from './game-codes.js';

function readResult(game: Game, answer: Record<string, unknown>): CandidateDraw | string {
  const drawDate = fromIsoPrefix(answer.draw);
  if (!drawDate) return `draw ${shown(answer.draw)} is not a date`;
  if (typeof answer.results !== 'string') return 'results missing';
  const balls = numberList(answer.results);
  const rules = rulesOn(game, drawDate);
  // Without rules the balls cannot be split; checkDraw rejects the date.
  if (!rules) return { drawDate, main: balls, special: [], jackpot: null };
  const extra = balls.slice(rules.mainCount);
  return { drawDate, main: balls.slice(0, rules.mainCount), special: gameSpecials(rules, extra), bonus: drawnBonus(rules, extra), jackpot: null };
}

export const magayoDrawReader: DrawReader = {
  id: 'magayo',
  games: gamesOf(MAGAYO_GAME_CODES),
  requiresApiKey: true,
  operatorPublishes: [],

  requests(game, window, settings) {
    const request = (label: string, draw?: string) => ({
      url: magayoUrl('results.php', game.id, settings, draw ? { draw } : {}),
      label: `results ${magayoGameCode(game.id)} ${label}`,
    });
    return window.kind === 'latest' ? [request('latest')] : window.drawDates.map((date) => request(date, date));
  },

  parse(game, body) {
    const { error, fields } = readMagayoAnswer(body);
    if (error !== 0) throw new ProviderPayloadError('magayo', magayoError(error));
    return collectDraws('magayo', game, [{ at: `draw ${shown(fields.draw)}: ${shown(fields.results)}`, read: readResult(game, fields) }]);
  },
};
