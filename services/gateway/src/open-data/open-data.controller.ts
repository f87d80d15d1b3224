import { Controller, Get, HttpException, Options, Param, Query, Req, Res } from '@nestjs/common';
import { DomainError, openDrawsFeedSchema, openGameSummarySchema, openSummaryQuerySchema, parseOrThrow, type OpenGameSummary } from '@pickwise/contracts';
import { findGame, isGameId, nextDrawAt, unknownGameMessage, type Game } from '@pickwise/lottery';
import { OPEN_DATA_LICENCES, type RedistributableData } from '@pickwise/providers';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LastGoodJackpots } from '../api/last-good-jackpots.js';
import { ApiRoute, BAD_REQUEST, TOO_MANY, UNAVAILABLE, UNKNOWN_GAME, failed, pathParameter, plainJson, queryParameters, type ApiRouteEntry } from '../docs/api-route.js';
import { OPEN_CACHE_CONTROL, OPEN_CORS_HEADERS, OPEN_PREFLIGHT_HEADERS, sendDocument } from './conditional.js';
import { OpenFeed, document } from './open-feed.js';

const JSON_TYPE = 'application/json; charset=utf-8';
// RFC 4180's media type; `header=present` says the first row names the columns.
const CSV_TYPE = 'text/csv; charset=utf-8; header=present';

/** The 451 an unlicensed game answers: the reason, and that nothing of it is offered for reuse. */
export const NOT_REDISTRIBUTABLE = 451;

/** The entry parts every open route shares. */
function openRoute(summary: string, success: ApiRouteEntry['responses'], extra: Partial<ApiRouteEntry> = {}): ApiRouteEntry {
  return {
    summary,
    tags: ['open data'],
    parameters: [pathParameter('game', undefined, 'A public game id (GET /api/games)')],
    ...extra,
    responses: {
      ...success,
      '304': { description: 'The copy named by If-None-Match (or, without it, dated by If-Modified-Since) is current; no body' },
      '404': UNKNOWN_GAME,
      '429': TOO_MANY,
      '451': failed('UNAVAILABLE_FOR_LEGAL_REASONS: no licence allowing the redistribution of this game’s data is known; the message names whose data it is'),
      '503': UNAVAILABLE,
    },
  };
}

const HEADERS_NOTE = 'ETag (strong, from the bytes) and Last-Modified (the newest change of the game’s draws); Cache-Control: public, max-age=60; Access-Control-Allow-Origin: *; Link: <terms>; rel="license"';

/**
 * The open feed (issue 39): each game's draws as JSON and CSV, and the embeddable widget's summary,
 * for anyone to read from any origin (no credentials, no cookies). Only a game whose data's
 * licence allows redistribution is answered (libs/providers OPEN_DATA_LICENCES); the others are a
 * 451 with the reason. Limited per client IP like all of /api.
 */
@Controller('api/open')
export class OpenDataController {
  constructor(
    private readonly feed: OpenFeed,
    private readonly jackpots: LastGoodJackpots,
  ) {}

  @ApiRoute(openRoute(`Every stored draw of a game the licence covers, newest first, with status and sources. ${HEADERS_NOTE}`, { '200': plainJson('The feed', openDrawsFeedSchema) }))
  @Get(':game/draws.json')
  async drawsJson(@Param('game') id: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const { game, licence } = licensed(reply, id);
    const documents = await this.feed.documents(game, licence);
    await reply.send(sendDocument(request, reply, { ...documents.json, lastModified: documents.lastModified, contentType: JSON_TYPE }));
  }

  @ApiRoute(
    openRoute(`The same draws and fields as draws.json, as RFC 4180 CSV with a header row: numbers space-separated, sources as provider@fetchedAt joined by ;. ${HEADERS_NOTE}`, {
      '200': { description: 'The feed as CSV', content: { 'text/csv': { schema: { type: 'string', description: 'draw_date,main,special,bonus,jackpot,currency,status,sources' } } } },
    }),
  )
  @Get(':game/draws.csv')
  async drawsCsv(@Param('game') id: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const { game, licence } = licensed(reply, id);
    const documents = await this.feed.documents(game, licence);
    void reply.header('Content-Disposition', `inline; filename="${game.id}-draws.csv"`);
    await reply.send(sendDocument(request, reply, { ...documents.csv, lastModified: documents.lastModified, contentType: CSV_TYPE }));
  }

  @ApiRoute(
    openRoute(
      'What the embeddable widget shows: the next draw with its jackpot, the newest verified result and the licence line, in English or Spanish. ETag (no Last-Modified: the jackpot and the next draw change without the draws); Cache-Control: public, max-age=60 (no-store while the jackpots service is away); Access-Control-Allow-Origin: *',
      { '200': plainJson('The summary', openGameSummarySchema), '400': BAD_REQUEST },
      { parameters: [pathParameter('game', undefined, 'A public game id (GET /api/games)'), ...queryParameters(openSummaryQuerySchema, { descriptions: { lang: 'The licence line’s language (en when absent)' } })] },
    ),
  )
  @Get(':game/summary.json')
  async summary(@Param('game') id: string, @Query() query: Record<string, unknown>, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const { game, licence } = licensed(reply, id);
    const { lang } = parseOrThrow(openSummaryQuerySchema, query);
    const [documents, jackpot] = await Promise.all([this.feed.documents(game, licence), this.jackpot(game)]);
    const summary: OpenGameSummary = {
      game: game.id,
      name: game.name,
      language: lang,
      nextDraw: { at: nextDrawAt(game, new Date()).toISOString(), jackpot: jackpot.figure },
      latestVerified: documents.latestVerified,
      licence: { name: licence.name, url: licence.url, text: licence.text[lang], from: licence.from },
    };
    const rendered = document(Buffer.from(JSON.stringify(summary)));
    await reply.send(sendDocument(request, reply, { ...rendered, lastModified: null, contentType: JSON_TYPE, cacheControl: jackpot.fresh ? OPEN_CACHE_CONTROL : 'no-store' }));
  }

  @ApiRoute({
    summary: 'The CORS preflight of the open routes: GET and HEAD from any origin, with If-None-Match and If-Modified-Since',
    tags: ['open data'],
    parameters: [pathParameter('game'), pathParameter('file', undefined, 'draws.json, draws.csv or summary.json')],
    responses: { '204': { description: 'Access-Control-Allow-Origin: *, Access-Control-Allow-Methods: GET, HEAD, OPTIONS, Access-Control-Max-Age: 86400' }, '429': TOO_MANY },
  })
  @Options(':game/:file')
  async preflight(@Res() reply: FastifyReply): Promise<void> {
    await reply.headers({ ...OPEN_CORS_HEADERS, ...OPEN_PREFLIGHT_HEADERS, 'Cache-Control': OPEN_CACHE_CONTROL }).code(204).send();
  }

  /** The jackpot of the next draw, or null while the jackpots service has never answered for it (the summary is still worth sending). */
  private async jackpot(game: Game): Promise<{ figure: OpenGameSummary['nextDraw']['jackpot']; fresh: boolean }> {
    try {
      const { data, stale } = await this.jackpots.read([game.id]);
      const entry = data[game.id];
      return { figure: entry && entry.amount !== null ? { amount: entry.amount, currency: entry.currencyCode, source: entry.source } : null, fresh: !stale };
    } catch (error) {
      if (error instanceof DomainError && error.code === 'UNAVAILABLE') return { figure: null, fresh: false };
      throw error;
    }
  }
}

/**
 * The game of a public id with the licence that lets it be redistributed, after the CORS headers
 * are set (so a refusal can be read from another origin too): else a 404 (unknown id) or a 451.
 */
function licensed(reply: FastifyReply, id: string): { game: Game; licence: RedistributableData } {
  void reply.headers(OPEN_CORS_HEADERS);
  const game = isGameId(id) ? findGame(id) : undefined;
  if (!game) throw new DomainError('NOT_FOUND', unknownGameMessage(id));
  const licence = OPEN_DATA_LICENCES[game.id];
  if (licence.redistribution !== 'allowed') throw new HttpException(`${game.name}: ${licence.reason}`, NOT_REDISTRIBUTABLE);
  void reply.header('Link', `<${licence.url}>; rel="license"`);
  return { game, licence };
}
