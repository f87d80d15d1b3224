import { Body, Controller, Headers, HttpCode, Inject, Post } from '@nestjs/common';
import { SUBJECTS, generateRequestSchema, generateResponseSchema, parseOrThrow, replayRequestSchema, type GenerateResponse } from '@pickwise/contracts';
import { APP_CONFIG, NatsRequester } from '@pickwise/nest-kit';
import type { GatewayConfig } from '../config.js';
import { ApiRoute, BAD_REQUEST, UNAVAILABLE, UNKNOWN_GAME, TOO_LARGE, failed, jsonBody, ok } from '../docs/api-route.js';

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
  @ApiRoute({
    summary: 'Generate number sets',
    ...jsonBody(generateRequestSchema),
    responses: {
      '200': ok('The sets and the seed that reproduces them', generateResponseSchema),
      '400': BAD_REQUEST,
      '404': UNKNOWN_GAME,
      '413': TOO_LARGE,
      '429': failed('Too many requests'),
      '503': UNAVAILABLE,
    },
  })
  @Post('generate')
  @HttpCode(200)
  async generate(@Body() body: unknown, @Headers('x-request-id') proxyRequestId?: string): Promise<{ ok: true; data: GenerateResponse }> {
    const request = parseOrThrow(generateRequestSchema, body);
    const requestId = this.config.TRUST_PROXY !== false && proxyRequestId && REQUEST_ID.test(proxyRequestId) ? proxyRequestId : undefined;
    return { ok: true, data: await this.nats.request(SUBJECTS.generationGenerate, request, { schema: generateResponseSchema, requestId }) };
  }

  /** A share link's sets again (seed, options, statsAsOf of an earlier reply); generation does not log it. */
  @ApiRoute({
    summary: 'The same sets again from a share link (seed, options and statsAsOf of an earlier reply); not logged as a new generation',
    ...jsonBody(replayRequestSchema),
    responses: {
      '200': ok('The sets the earlier reply gave', generateResponseSchema),
      '400': BAD_REQUEST,
      '404': UNKNOWN_GAME,
      '413': TOO_LARGE,
      '429': failed('Too many requests'),
      '503': UNAVAILABLE,
    },
  })
  @Post('generate/replay')
  @HttpCode(200)
  async replay(@Body() body: unknown): Promise<{ ok: true; data: GenerateResponse }> {
    const request = parseOrThrow(replayRequestSchema, body);
    return { ok: true, data: await this.nats.request(SUBJECTS.generationReplay, request, { schema: generateResponseSchema }) };
  }
}
