import { Controller } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, generationLogsQuerySchema, parseOrThrow, type GenerationLogEntry, type GenerationLogsList } from '@pickwise/contracts';
import { GenerationLog } from './generation-log.entity.js';

@Controller()
export class GenerationLogsHandler {
  constructor(private readonly em: EntityManager) {}

  /** `generation.logs.list`: a page of the real log, newest first, filtered by game, method and status, with the matching total. */
  @MessagePattern(SUBJECTS.generationLogsList)
  async list(@Payload() payload: unknown): Promise<{ ok: true; data: GenerationLogsList }> {
    const { limit, offset, game, method, status } = parseOrThrow(generationLogsQuerySchema, payload ?? {});
    const where = { ...(game && { game }), ...(method && { method }), ...(status && { status }) };
    const [rows, total] = await this.em.fork().findAndCount(GenerationLog, where, { orderBy: { timestamp: 'desc', id: 'desc' }, limit, offset });
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
    return { ok: true, data: { logs, total } };
  }
}
