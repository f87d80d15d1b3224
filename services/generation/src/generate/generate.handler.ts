import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type GenerateResponse } from '@pickwise/contracts';
import { GenerateService } from './generate.service.js';

@Controller()
export class GenerateHandler {
  constructor(private readonly generator: GenerateService) {}

  @MessagePattern(SUBJECTS.generationGenerate)
  async generate(@Payload() payload: unknown): Promise<{ ok: true; data: GenerateResponse }> {
    return { ok: true, data: await this.generator.generate(payload) };
  }

  @MessagePattern(SUBJECTS.generationReplay)
  async replay(@Payload() payload: unknown): Promise<{ ok: true; data: GenerateResponse }> {
    return { ok: true, data: await this.generator.replay(payload) };
  }
}
