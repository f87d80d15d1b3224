import { Controller } from '@nestjs/common';
import { Ctx, MessagePattern, NatsContext, Payload } from '@nestjs/microservices';
import { SUBJECTS, type GenerateResponse } from '@pickwise/contracts';
import { natsRequestId } from '@pickwise/nest-kit';
import { GenerateService } from './generate.service.js';
import { parseGenerationRequest, parseReplayRequest } from './generation-request.js';

/** This service's boundary: every request is validated here, once, and handed on typed. */
@Controller()
export class GenerateHandler {
  constructor(private readonly generator: GenerateService) {}

  @MessagePattern(SUBJECTS.generationGenerate)
  async generate(@Payload() payload: unknown, @Ctx() context: NatsContext): Promise<{ ok: true; data: GenerateResponse }> {
    return { ok: true, data: await this.generator.generate(parseGenerationRequest(payload), natsRequestId(context)) };
  }

  @MessagePattern(SUBJECTS.generationReplay)
  async replay(@Payload() payload: unknown): Promise<{ ok: true; data: GenerateResponse }> {
    return { ok: true, data: await this.generator.replay(parseReplayRequest(payload)) };
  }
}
