import { Controller } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, generationLogsQuerySchema, parseOrThrow, type GenerationLogEntry, type GenerationLogsList } from '@pickwise/contracts';
import { GenerationLog } from './generation-log.entity.js';

@Controller()
export class GenerationLogsController {
  constructor(private readonly em: EntityManager) {}

  /** `generation.logs.list`: the newest real log entries first. */
  @MessagePattern(SUBJECTS.generationLogsList)
  async list(@Payload() payload: unknown): Promise<{ ok: true; data: GenerationLogsList }> {
    const { limit } = parseOrThrow(generationLogsQuerySchema, payload ?? {});
    const rows = await this.em.fork().find(GenerationLog, {}, { orderBy: { timestamp: 'desc', id: 'desc' }, limit });
    const logs = rows.map(
      (row): GenerationLogEntry => ({
        timestamp: row.timestamp.toISOString(),
        requestId: row.requestId,
        game: row.game,
        method: row.method,
        count: row.count,
        executionTimeMs: Number(row.executionTimeMs),
        fallbacks: row.fallbacks,
        status: row.status as GenerationLogEntry['status'],
      }),
    );
    return { ok: true, data: { logs } };
  }
}
