import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  DRAWS_UPSERTED_WILDCARD,
  DomainError,
  SUBJECTS,
  drawsUpsertedEventSchema,
  ingestLogsListRequestSchema,
  ingestionBackfillRequestSchema,
  ingestionRunRequestSchema,
  parseOrThrow,
} from '@pickwise/contracts';
import { findGame, unknownGameMessage, type Game } from '@pickwise/lottery';
import { BroadcastEventPattern } from '@pickwise/nest-kit';
import { IngestLogRepository } from '../ingest-log/ingest-log.repository.js';
import { BatchConfirmations } from './batch-confirmations.js';
import { BootstrapAll } from './bootstrap-all.js';
import { IngestRunner } from './ingest-runner.js';

const knownGame = (id: string): Game => {
  const game = findGame(id);
  if (!game) throw new DomainError('NOT_FOUND', unknownGameMessage(id));
  return game;
};

/** NATS request/reply of the ingestion service; failures become `{ ok: false, error, code }` in nest-kit's filter. */
@Controller()
export class IngestionHandler {
  constructor(
    private readonly runner: IngestRunner,
    private readonly bootstrapAll: BootstrapAll,
    private readonly logs: IngestLogRepository,
    private readonly confirmations: BatchConfirmations,
  ) {}

  @MessagePattern(SUBJECTS.ingestionRun)
  async run(@Payload() payload: unknown) {
    const { game } = parseOrThrow(ingestionRunRequestSchema, payload);
    return { ok: true as const, data: await this.runner.run(knownGame(game), { kind: 'run' }) };
  }

  @MessagePattern(SUBJECTS.ingestionBackfill)
  async backfill(@Payload() payload: unknown) {
    const { game, months } = parseOrThrow(ingestionBackfillRequestSchema, payload);
    return { ok: true as const, data: await this.runner.run(knownGame(game), { kind: 'backfill', months }) };
  }

  @MessagePattern(SUBJECTS.ingestionBootstrap)
  async bootstrap() {
    return { ok: true as const, data: await this.bootstrapAll.bootstrap() };
  }

  @MessagePattern(SUBJECTS.ingestionLogsList)
  async list(@Payload() payload: unknown) {
    const { limit, game } = parseOrThrow(ingestLogsListRequestSchema, payload);
    return { ok: true as const, data: { logs: await this.logs.list(limit, game === undefined ? undefined : knownGame(game).id) } };
  }

  /** Every replica hears the draws service's per-batch reports; the one running the run counts them. */
  @BroadcastEventPattern(DRAWS_UPSERTED_WILDCARD)
  upserted(@Payload() payload: unknown): void {
    const event = drawsUpsertedEventSchema.safeParse(payload);
    if (event.success) this.confirmations.record(event.data);
  }
}
