import { Injectable } from '@nestjs/common';
import { DomainError, SUBJECTS, drawStatusSchema, type DrawVerificationStatus } from '@pickwise/contracts';
import type { GameId } from '@pickwise/lottery';
import { NatsRequester } from '@pickwise/nest-kit';
import { z } from 'zod';
import { TicketsDatabase } from '../database/tickets-database.js';

/** Of draws.details' answer, each draw's status (the rest is the draw page's). */
const detailsStatusesSchema = z.object({ draws: z.array(z.object({ draw: z.object({ status: drawStatusSchema }) })) });

/** Dates asked of the draws service at once. */
const CONCURRENT_REQUESTS = 4;
/** A details answer reads the game's cached history and one date's provenance: milliseconds; the margin is for a busy replica. */
const DETAILS_TIMEOUT_MS = 10_000;
/**
 * How far back a status-only change is looked for: ingestion's reconciliation asks a second source
 * for draws first seen within 48 hours and dated at most 7 days before, so a status changes within
 * days of the draw; an older checked draw keeps the status it had when it was last checked.
 */
export const STATUS_REFRESH_DAYS = 14;

/** A date's status when it holds several draws (UK Lotto's two rounds): the least certain of them. */
const CERTAINTY: Record<DrawVerificationStatus, number> = { verified: 0, provisional: 1, disputed: 2 };
export const leastCertain = (statuses: readonly DrawVerificationStatus[]): DrawVerificationStatus | undefined =>
  statuses.reduce<DrawVerificationStatus | undefined>((worst, status) => (worst === undefined || CERTAINTY[status] > CERTAINTY[worst] ? status : worst), undefined);

/**
 * The checked draws' statuses (issue 39), kept in checked_draws.draw_status so the ticket views show
 * a result of a provisional or disputed draw as such. Asked of the draws service's `draws.details`
 * (read from its table, not a cache) after a check, and for a game's recent unverified draws when a
 * draws.upserted event says statuses changed without the numbers (it names no dates then).
 */
@Injectable()
export class DrawStatuses {
  constructor(
    private readonly nats: NatsRequester,
    private readonly database: TicketsDatabase,
  ) {}

  /** Asks the status of each checked draw date and stores the changed ones; rejects when the draws service does not answer. */
  async refresh(game: GameId, dates: readonly string[]): Promise<number> {
    let changed = 0;
    const queue = [...new Set(dates)];
    const worker = async () => {
      for (let date = queue.shift(); date !== undefined; date = queue.shift()) {
        const status = await this.statusOn(game, date);
        if (status !== undefined && (await this.store(game, date, status))) changed++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENT_REQUESTS, queue.length) }, worker));
    return changed;
  }

  /** `refresh` for the dates among `dates` whose status was never asked (a ticket saved over draws no event checked). */
  async refreshUnknown(game: GameId, dates: readonly string[]): Promise<number> {
    if (dates.length === 0) return 0;
    const { rows } = await (await this.database.pool()).query<{ date: string }>(
      `select to_char(draw_date, 'YYYY-MM-DD') as date from ${this.database.tables.checkedDraws}
        where game = $1 and draw_date = any($2::date[]) and draw_status is null`,
      [game, dates],
    );
    return this.refresh(
      game,
      rows.map((row) => row.date),
    );
  }

  /** `refresh` for the game's checked draws of the last STATUS_REFRESH_DAYS days that are not verified. */
  async refreshUnverified(game: GameId, now = new Date()): Promise<number> {
    const since = new Date(now.getTime() - STATUS_REFRESH_DAYS * 86_400_000).toISOString().slice(0, 10);
    const { rows } = await (await this.database.pool()).query<{ date: string }>(
      `select to_char(draw_date, 'YYYY-MM-DD') as date from ${this.database.tables.checkedDraws}
        where game = $1 and draw_date >= $2::date and draw_status is distinct from 'verified' order by draw_date`,
      [game, since],
    );
    return this.refresh(
      game,
      rows.map((row) => row.date),
    );
  }

  /** The date's status; undefined when the draws service holds no draw on it (deleted since it was checked). */
  private async statusOn(game: GameId, date: string): Promise<DrawVerificationStatus | undefined> {
    try {
      const { draws } = await this.nats.request(SUBJECTS.drawsDetails, { game, date }, { schema: detailsStatusesSchema, timeoutMs: DETAILS_TIMEOUT_MS });
      return leastCertain(draws.map((entry) => entry.draw.status));
    } catch (error) {
      if (error instanceof DomainError && error.code === 'NOT_FOUND') return undefined;
      throw error;
    }
  }

  private async store(game: GameId, date: string, status: DrawVerificationStatus): Promise<boolean> {
    const { rowCount } = await (await this.database.pool()).query(
      `update ${this.database.tables.checkedDraws} set draw_status = $3 where game = $1 and draw_date = $2::date and draw_status is distinct from $3`,
      [game, date, status],
    );
    return (rowCount ?? 0) > 0;
  }
}
