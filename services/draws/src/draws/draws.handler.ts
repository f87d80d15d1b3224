import { Controller, Logger } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  DRAWS_UPSERTED_WILDCARD,
  SUBJECTS,
  drawCorrectionsRequestSchema,
  drawDetailsQuerySchema,
  drawsLatestRequestSchema,
  drawsListQuerySchema,
  drawsOpenFeedRequestSchema,
  drawsRangeRequestSchema,
  drawsStatsRequestSchema,
  drawsUpsertedEventSchema,
  drawsVerificationPendingRequestSchema,
  parseOrThrow,
  ticketCheckRequestSchema,
} from '@pickwise/contracts';
import { BroadcastEventPattern } from '@pickwise/nest-kit';
import { DrawsService } from './draws.service.js';
import { DrawsCache } from './draws-cache.js';
import { OpenFeedReader } from './open-feed.js';

/** NATS request/reply of the draws service; failures become `{ ok: false, error, code }` in nest-kit's filter. */
@Controller()
export class DrawsHandler {
  private readonly logger = new Logger(DrawsHandler.name);

  constructor(
    private readonly draws: DrawsService,
    private readonly cache: DrawsCache,
    private readonly openFeed: OpenFeedReader,
  ) {}

  @MessagePattern(SUBJECTS.drawsList)
  async list(@Payload() payload: unknown) {
    return { ok: true as const, data: await this.draws.list(parseOrThrow(drawsListQuerySchema, payload)) };
  }

  @MessagePattern(SUBJECTS.drawsStats)
  async stats(@Payload() payload: unknown) {
    return { ok: true as const, data: await this.draws.stats(parseOrThrow(drawsStatsRequestSchema, payload)) };
  }

  @MessagePattern(SUBJECTS.drawsDetails)
  async details(@Payload() payload: unknown) {
    return { ok: true as const, data: await this.draws.details(parseOrThrow(drawDetailsQuerySchema, payload)) };
  }

  @MessagePattern(SUBJECTS.drawsCheck)
  async check(@Payload() payload: unknown) {
    return { ok: true as const, data: await this.draws.check(parseOrThrow(ticketCheckRequestSchema, payload)) };
  }

  @MessagePattern(SUBJECTS.drawsRange)
  async range(@Payload() payload: unknown) {
    return { ok: true as const, data: await this.draws.range(parseOrThrow(drawsRangeRequestSchema, payload)) };
  }

  @MessagePattern(SUBJECTS.drawsCounts)
  async counts() {
    return { ok: true as const, data: await this.draws.counts() };
  }

  @MessagePattern(SUBJECTS.drawsLatest)
  async latest(@Payload() payload: unknown) {
    return { ok: true as const, data: await this.draws.latest(parseOrThrow(drawsLatestRequestSchema, payload)) };
  }

  @MessagePattern(SUBJECTS.drawsVerificationPending)
  async pendingVerification(@Payload() payload: unknown) {
    return { ok: true as const, data: await this.draws.pendingVerification(parseOrThrow(drawsVerificationPendingRequestSchema, payload ?? {})) };
  }

  @MessagePattern(SUBJECTS.drawsCorrections)
  async corrections(@Payload() payload: unknown) {
    return { ok: true as const, data: await this.draws.corrections(parseOrThrow(drawCorrectionsRequestSchema, payload)) };
  }

  @MessagePattern(SUBJECTS.drawsOpenFeed)
  async openFeedPage(@Payload() payload: unknown) {
    return { ok: true as const, data: await this.openFeed.page(parseOrThrow(drawsOpenFeedRequestSchema, payload)) };
  }

  /** Every replica drops what it cached of a game whose draws changed (statistics, list pages), wherever the upsert ran. */
  @BroadcastEventPattern(DRAWS_UPSERTED_WILDCARD)
  upserted(@Payload() payload: unknown): void {
    const event = drawsUpsertedEventSchema.safeParse(payload);
    if (!event.success) {
      this.logger.warn(`Ignored a malformed draws.upserted event: ${event.error.message}`);
      return;
    }
    if (event.data.inserted + event.data.updated + (event.data.statusChanged ?? 0) > 0) this.cache.invalidate(event.data.game);
  }
}
