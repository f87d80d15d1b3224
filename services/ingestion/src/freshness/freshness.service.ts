import { Injectable, Logger } from '@nestjs/common';
import { SUBJECTS, drawsLatestResponseSchema, type DrawsFreshness } from '@pickwise/contracts';
import { drawDueBy, isIngestionStale, type Game } from '@pickwise/lottery';
import { NatsRequester } from '@pickwise/nest-kit';
import { IngestLogRepository } from '../ingest-log/ingest-log.repository.js';

/** How long the answer waits for the draws service's newest draw before leaving it out. */
const LATEST_DRAW_TIMEOUT_MS = 2_000;

/**
 * How fresh a game's stored draws are, for the history pages: this service's log says when the game
 * was last checked with success, the draws service's `draws.latest` which draw is newest, and the
 * game's schedule whether a draw has gone a day without a successful check (libs/lottery). A run
 * that found no provider to ask (logged as a success of 0 rows) is no check.
 */
@Injectable()
export class DrawsFreshnessReport {
  private readonly logger = new Logger(DrawsFreshnessReport.name);

  constructor(
    private readonly logs: IngestLogRepository,
    private readonly nats: NatsRequester,
  ) {}

  async freshness(game: Game, now = new Date()): Promise<DrawsFreshness> {
    const [lastSuccess, latest] = await Promise.all([
      this.logs.lastSuccessfulCheck(game.id),
      this.nats
        .request(SUBJECTS.drawsLatest, { games: [game.id] }, { schema: drawsLatestResponseSchema, timeoutMs: LATEST_DRAW_TIMEOUT_MS })
        .then((byGame) => byGame[game.id]?.draw_date ?? null)
        .catch((error: unknown) => {
          this.logger.warn(`Freshness of ${game.id} without its newest draw: ${error instanceof Error ? error.message : String(error)}`);
          return null;
        }),
    ]);
    return {
      game: game.id,
      latest_draw_date: latest,
      last_checked_at: lastSuccess ? lastSuccess.toISOString() : null,
      draw_due_at: drawDueBy(game, now).toISOString(),
      stale: isIngestionStale(game, lastSuccess, now),
    };
  }
}
