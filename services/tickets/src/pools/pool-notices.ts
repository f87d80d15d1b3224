import { Injectable, Logger } from '@nestjs/common';
import { POOL_NOTICES_STREAM_SETTINGS, poolNoticeMsgId, poolNoticeSubject, type PoolNoticeEvent } from '@pickwise/contracts';
import type { GameId } from '@pickwise/lottery';
import { JetStreamConnection, StreamPublisher } from '@pickwise/nest-kit';
import { TicketsDatabase } from '../database/tickets-database.js';
import { oldestRecentDrawDate } from '../draw-events/results-announcer.js';

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
    for (const row of rows) {
      if (row.users.length > 0) {
        await this.publish({ kind: 'seal', game: row.game, drawDate: row.draw_date, poolId: row.pool_id, poolName: row.name, users: row.users, sealHash: row.hash, sequence: row.sequence });
      }
      await pool.query(`update ${poolSeals} set notice_published_at = now() where pool_id = $1 and game = $2 and draw_date = $3::date`, [row.pool_id, row.game, row.draw_date]);
    }
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
    for (const row of rows) {
      if (row.users.length > 0) await this.publish({ kind: 'results', game, drawDate: row.draw_date, poolId: row.pool_id, poolName: row.name, users: row.users });
      await pool.query(`update ${poolSeals} set results_published_at = now() where pool_id = $1 and game = $2 and draw_date = $3::date`, [row.pool_id, game, row.draw_date]);
    }
    if (rows.length > 0) this.logger.log(`${game}: results of ${rows.length} pool records announced`);
  }

  private async publish(event: PoolNoticeEvent): Promise<void> {
    await this.stream.publish(poolNoticeSubject(event.game), JSON.stringify(event), poolNoticeMsgId(event));
  }
}
