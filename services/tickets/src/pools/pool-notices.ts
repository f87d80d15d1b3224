import { Injectable, Logger } from '@nestjs/common';
import { POOL_NOTICES_STREAM_SETTINGS, poolNoticeMsgId, poolNoticeSubject, type PoolNoticeEvent } from '@pickwise/contracts';
import type { GameId } from '@pickwise/lottery';
import { JetStreamConnection, StreamPublisher } from '@pickwise/nest-kit';
import { TicketsDatabase } from '../database/tickets-database.js';
import { oldestRecentDrawDate } from '../draw-events/results-announcer.js';

/** Notices in flight at once: each waits for the stream's acknowledgement, so one at a time was round-trip bound. */
const PUBLISH_BATCH = 100;

/**
 * Tells the notifications service what a pool's members must hear (issue 36), through JetStream
 * (POOL_NOTICES, `pools.notices.<game>`, `Nats-Msg-Id` `pool:<kind>:<poolId>:<game>:<date>`): each
 * seal, with its hash, to every active member; each sealed draw's checked results to the members
 * of its record. A notice is marked on its seal after it is stored, so a replica that dies in
 * between publishes it again and the stream's window keeps it once. Seals are announced by the
 * seal sweep (every replica, every 20 s) and right after the organiser seals; results after the
 * draw's check, before its event is acknowledged. Only draws of the last 7 days are news.
 */
@Injectable()
export class PoolNotices {
  private readonly logger = new Logger(PoolNotices.name);
  private readonly stream: StreamPublisher;

  constructor(
    private readonly database: TicketsDatabase,
    connection: JetStreamConnection,
  ) {
    this.stream = new StreamPublisher(connection, POOL_NOTICES_STREAM_SETTINGS);
  }

  /** Publishes every recent seal whose notice is not stored yet; resolves to how many were published. */
  async announceSeals(now = new Date()): Promise<number> {
    const { pools, poolMembers, poolSeals } = this.database.tables;
    const pool = await this.database.pool();
    const { rows } = await pool.query<{ pool_id: string; name: string; game: GameId; draw_date: string; hash: string; sequence: number; users: string[] }>(
      `select s.pool_id, p.name, s.game, s.draw_date::text, s.hash, s.sequence,
              array(select m.user_id::text from ${poolMembers} m where m.pool_id = s.pool_id and m.status = 'active' and m.user_id is not null order by m.user_id) as users
         from ${poolSeals} s join ${pools} p on p.id = s.pool_id
        where s.notice_published_at is null and s.draw_date >= $1::date
        order by s.sealed_at, s.pool_id`,
      [oldestRecentDrawDate(now)],
    );
    await this.publishAndMark(rows, 'notice_published_at', (row) => ({
      kind: 'seal',
      game: row.game,
      drawDate: row.draw_date,
      poolId: row.pool_id,
      poolName: row.name,
      users: row.users,
      sealHash: row.hash,
      sequence: row.sequence,
    }));
    return rows.length;
  }

  /**
   * Publishes the results notice of every sealed pool record of the game's checked draws among
   * `dates` not yet announced (recent draws only); rejects when one was not stored, so the caller
   * offers its draw event again.
   */
  async announceResults(game: GameId, dates: readonly string[], now = new Date()): Promise<void> {
    const recent = dates.filter((date) => date >= oldestRecentDrawDate(now));
    if (recent.length === 0) return;
    // The record's members are its spend shares' (one row per counted member, by the seal's key).
    const { pools, poolSeals, poolSpendShares, checkedDraws } = this.database.tables;
    const pool = await this.database.pool();
    const { rows } = await pool.query<{ pool_id: string; name: string; draw_date: string; users: string[] }>(
      `select s.pool_id, p.name, s.draw_date::text,
              array(select x.user_id::text from ${poolSpendShares} x
                     where x.pool_id = s.pool_id and x.game = s.game and x.draw_date = s.draw_date and x.user_id is not null
                     order by x.user_id) as users
         from ${poolSeals} s join ${pools} p on p.id = s.pool_id
        where s.game = $1 and s.draw_date = any($2::date[]) and s.results_published_at is null
          and exists (select 1 from ${checkedDraws} c where c.game = s.game and c.draw_date = s.draw_date)
        order by s.draw_date, s.pool_id`,
      [game, recent],
    );
    await this.publishAndMark(
      rows.map((row) => ({ ...row, game })),
      'results_published_at',
      (row) => ({ kind: 'results', game, drawDate: row.draw_date, poolId: row.pool_id, poolName: row.name, users: row.users }),
    );
    if (rows.length > 0) this.logger.log(`${game}: results of ${rows.length} pool records announced`);
  }

  /**
   * Publishes each seal's notice (none when it has no one to tell) and marks the seal in `column`
   * once the stream has stored it: PUBLISH_BATCH notices in flight at a time, each batch marked in
   * one statement. A notice that failed leaves its seal unmarked for the next try (the stream's
   * window keeps a repeat of a stored one once) and the call rejects after the batch is marked.
   */
  private async publishAndMark<Row extends { pool_id: string; game: GameId; draw_date: string; users: string[] }>(
    rows: readonly Row[],
    column: 'notice_published_at' | 'results_published_at',
    event: (row: Row) => PoolNoticeEvent,
  ): Promise<void> {
    const pool = await this.database.pool();
    for (let start = 0; start < rows.length; start += PUBLISH_BATCH) {
      const batch = rows.slice(start, start + PUBLISH_BATCH);
      const outcomes = await Promise.allSettled(
        batch.map(async (row) => {
          if (row.users.length === 0) return;
          const notice = event(row);
          await this.stream.publish(poolNoticeSubject(notice.game), JSON.stringify(notice), poolNoticeMsgId(notice));
        }),
      );
      const stored = batch.filter((_, index) => outcomes[index]!.status === 'fulfilled');
      if (stored.length > 0) {
        await pool.query(
          `update ${this.database.tables.poolSeals} s set ${column} = now()
             from unnest($1::uuid[], $2::text[], $3::date[]) as k(pool_id, game, draw_date)
            where s.pool_id = k.pool_id and s.game = k.game and s.draw_date = k.draw_date`,
          [stored.map((row) => row.pool_id), stored.map((row) => row.game), stored.map((row) => row.draw_date)],
        );
      }
      const failed = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
      if (failed) throw failed.reason;
    }
  }
}
