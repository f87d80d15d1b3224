import { Body, Controller, Headers, HttpCode, Inject, Post } from '@nestjs/common';
import { SUBJECTS, generateRequestSchema, generateResponseSchema, parseOrThrow, replayRequestSchema, type GenerateResponse } from '@pickwise/contracts';
import { APP_CONFIG, NatsRequester } from '@pickwise/nest-kit';
import type { GatewayConfig } from '../config.js';

/** An X-Request-Id as proxies set it: printable ASCII, at most 128 characters. */
const REQUEST_ID = /^[\x21-\x7e]{1,128}$/;

@Controller('api')
export class GenerateController {
  constructor(
    private readonly nats: NatsRequester,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /**
   * Validated here so a malformed body never reaches NATS; game, method and options are checked by
   * generation. Behind a trusted proxy, its X-Request-Id becomes the NATS request's id: a request the
   * proxy sends again to another gateway (the first lost its connection) is then logged once.
   */
  @Post('generate')
  @HttpCode(200)
  async generate(@Body() body: unknown, @Headers('x-request-id') proxyRequestId?: string): Promise<{ ok: true; data: GenerateResponse }> {
    const request = parseOrThrow(generateRequestSchema, body);
    const requestId = this.config.TRUST_PROXY !== false && proxyRequestId && REQUEST_ID.test(proxyRequestId) ? proxyRequestId : undefined;
    return { ok: true, data: await this.nats.request(SUBJECTS.generationGenerate, request, { schema: generateResponseSchema, requestId }) };
  }

  /** A share link's sets again (seed, options, statsAsOf of an earlier reply); generation does not log it. */
  @Post('generate/replay')
  @HttpCode(200)
  async replay(@Body() body: unknown): Promise<{ ok: true; data: GenerateResponse }> {
    const request = parseOrThrow(replayRequestSchema, body);
    return { ok: true, data: await this.nats.request(SUBJECTS.generationReplay, request, { schema: generateResponseSchema }) };
  }
}
