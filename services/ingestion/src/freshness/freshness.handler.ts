import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DomainError, SUBJECTS, drawsFreshnessRequestSchema, parseOrThrow } from '@pickwise/contracts';
import { findGame, unknownGameMessage } from '@pickwise/lottery';
import { DrawsFreshnessReport } from './freshness.service.js';

/** `ingestion.freshness`: how fresh one game's stored draws are (GET /api/draws/:game/freshness). */
@Controller()
export class FreshnessHandler {
  constructor(private readonly report: DrawsFreshnessReport) {}

  @MessagePattern(SUBJECTS.ingestionFreshness)
  async freshness(@Payload() payload: unknown) {
    const request = parseOrThrow(drawsFreshnessRequestSchema, payload);
    const game = findGame(request.game);
    if (!game) throw new DomainError('NOT_FOUND', unknownGameMessage(request.game));
    return { ok: true as const, data: await this.report.freshness(game) };
  }
}
