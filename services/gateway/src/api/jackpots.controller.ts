import { Controller, Get, Header, Query } from '@nestjs/common';
import { SUBJECTS, jackpotsQuerySchema, jackpotsResponseSchema, parseOrThrow, type JackpotsResponse } from '@pickwise/contracts';
import { NatsRequester } from '@pickwise/nest-kit';

/** Jackpots for the game cards, one call for all of them; the jackpots service answers from memory. */
@Controller('api')
export class JackpotsController {
  constructor(private readonly nats: NatsRequester) {}

  @Get('jackpots')
  // The service refreshes every 10 minutes; a minute in browsers and proxies spares it repeated asks. Failures are no-store.
  @Header('Cache-Control', 'public, max-age=60')
  async jackpots(@Query() query: Record<string, unknown>): Promise<{ ok: true; data: JackpotsResponse }> {
    const request = parseOrThrow(jackpotsQuerySchema, query);
    return { ok: true, data: await this.nats.request(SUBJECTS.jackpotsGet, request, { schema: jackpotsResponseSchema }) };
  }
}
