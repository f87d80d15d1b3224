/**
 * Lottoland's last EuroJackpot draw (its advertised next jackpot is read by the jackpot reader).
 * One draw per payload, so a range run gets at most that draw. The euroMillions drawing is not
 * read for draws: its shape was never seen, and the one hint (`jackpot.amount`) suggests it differs.
 */
import type { CandidateDraw } from '../draws/check-draw.js';
import { collectDraws, keepFor } from '../draws/collect-draws.js';
import type { DrawReader } from '../draws/draw-reader.js';
import { entryFor, gamesOf } from '../game-table.js';
import { isRecord, numberArray, shown } from '../payload.js';
import { ProviderPayloadError } from '../provider.js';
import { providerUrl } from '../provider-url.js';
import { drawDateOf, millions, readDrawing } from './drawing.js';
import { LOTTOLAND_GAME_PATHS } from './game-codes.js';

const DRAW_PATHS = { eurojackpot: LOTTOLAND_GAME_PATHS.eurojackpot };

function lastDraw(last: Record<string, unknown>): CandidateDraw | string {
  const drawDate = drawDateOf(last.date);
  if (!drawDate) return `date ${shown(last.date)} is not a day, month and year`;
  const main = numberArray(last.numbers);
  const special = numberArray(last.euroNumbers);
  if (!main || !special) return 'numbers or euroNumbers missing';
  return { drawDate, main, special, jackpot: millions(last.jackpot) };
}

export const lottolandDrawReader: DrawReader = {
  id: 'lottoland',
  games: gamesOf(DRAW_PATHS),
  requiresApiKey: false,
  operatorPublishes: [],

  requests(game, window, settings) {
    const path = entryFor('lottoland', DRAW_PATHS, game.id);
    return [{ url: providerUrl(settings.baseUrl, path), label: `${path.slice(1)} last draw`, ...keepFor(window) }];
  },

  parse(game, body, request) {
    const { last } = readDrawing(body);
    if (!isRecord(last)) throw new ProviderPayloadError('lottoland', `expected a "last" draw, got ${shown(last)}`);
    const at = `last: date ${drawDateOf(last.date) ?? shown(last.date)}, numbers ${shown(last.numbers)}, euroNumbers ${shown(last.euroNumbers)}`;
    return collectDraws('lottoland', game, [{ at, read: lastDraw(last) }], request.keep);
  },
};
