import { Controller, Get } from '@nestjs/common';
import type { GameSummary, MethodSummary } from '@pickwise/contracts';
import { GAMES, METHOD_CATALOGUE, nextDrawAt, type Game } from '@pickwise/lottery';
import { GAME_COPY, GAME_DESCRIPTIONS, METHOD_COPY, METHOD_NOTES } from '@pickwise/site/copy';
import { gamesResponseSchema, methodsResponseSchema } from '@pickwise/contracts';
import { ApiRoute, ok } from '../docs/api-route.js';

/** The flag emoji of an ISO 3166 code (or `EU`): its two regional indicator symbols. */
function flagEmoji(countryCode: string): string {
  return String.fromCodePoint(...[...countryCode.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

/** A game as the API shows it: the catalogue entry (without the rule history) and its next draw. */
function toSummary(game: Game, now: Date): GameSummary {
  const copy = GAME_COPY[game.id];
  return {
    id: game.id,
    adminId: game.adminId,
    name: game.name,
    country: copy.country,
    countryCode: game.countryCode,
    flag: flagEmoji(game.countryCode),
    region: game.region,
    currency: game.currency,
    currencySymbol: game.currencySymbol,
    mainCount: game.mainCount,
    mainMax: game.mainMax,
    specialCount: game.specialCount,
    specialMin: game.specialMin,
    specialMax: game.specialMax,
    specialName: copy.specialName,
    estimatedJackpot: game.estimatedJackpot,
    description: GAME_DESCRIPTIONS[game.id],
    schedule: { timezone: game.schedule.timezone, drawDays: [...game.schedule.drawDays], drawTime: game.schedule.drawTime },
    nextDrawAt: nextDrawAt(game, now).toISOString(),
  };
}

/** The game and method catalogues come from libs/lottery, their texts from libs/site; nothing here asks another service. */
/** GET /api/methods: each method of the catalogue with its texts and its note on the odds. */
const METHODS_BODY = {
  ok: true as const,
  data: METHOD_CATALOGUE.map(({ id, needsHistory, needsOptions }) => ({ id, ...METHOD_COPY[id], needsHistory, needsOptions, note: METHOD_NOTES[id] })),
};

@Controller('api')
export class CatalogueController {
  private cachedGames?: { body: { ok: true; data: GameSummary[] }; validUntil: number };

  /**
   * Computing next draw times in each game's time zone costs milliseconds, so the list is kept
   * until the earliest of those draws has started.
   */
  @ApiRoute({ summary: 'The twelve games with their next draw time', responses: { '200': ok('Games', gamesResponseSchema) } })
  @Get('games')
  games(): { ok: true; data: GameSummary[] } {
    const now = new Date();
    if (this.cachedGames && now.getTime() < this.cachedGames.validUntil) return this.cachedGames.body;
    const data = GAMES.map((game) => toSummary(game, now));
    const validUntil = Math.min(...data.map((game) => Date.parse(game.nextDrawAt)));
    this.cachedGames = { body: { ok: true, data }, validUntil };
    return this.cachedGames.body;
  }

  @ApiRoute({ summary: 'The eight generation methods in English and Spanish', responses: { '200': ok('Methods', methodsResponseSchema) } })
  @Get('methods')
  methods(): { ok: true; data: readonly MethodSummary[] } {
    return METHODS_BODY;
  }
}
