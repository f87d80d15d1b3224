import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { SUBJECTS, generateRequestSchema, generateResponseSchema, parseOrThrow, replayRequestSchema, type GenerateResponse } from '@pickwise/contracts';
import { NatsRequester } from '@pickwise/nest-kit';

@Controller('api')
export class GenerateController {
  constructor(private readonly nats: NatsRequester) {}

  /** Validated here so a malformed body never reaches NATS; game, method and options are checked by generation. */
  @Post('generate')
  @HttpCode(200)
  async generate(@Body() body: unknown): Promise<{ ok: true; data: GenerateResponse }> {
    const request = parseOrThrow(generateRequestSchema, body);
    return { ok: true, data: await this.nats.request(SUBJECTS.generationGenerate, request, { schema: generateResponseSchema }) };
  }

  /** A share link's sets again (seed, options, statsAsOf of an earlier reply); generation does not log it. */
  @Post('generate/replay')
  @HttpCode(200)
  async replay(@Body() body: unknown): Promise<{ ok: true; data: GenerateResponse }> {
    const request = parseOrThrow(replayRequestSchema, body);
    return { ok: true, data: await this.nats.request(SUBJECTS.generationReplay, request, { schema: generateResponseSchema }) };
  }
}
