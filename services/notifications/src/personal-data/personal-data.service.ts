import { Injectable } from '@nestjs/common';
import type { NotificationsPersonalDataPage, NotificationsPersonalDataPageRequest } from '@pickwise/contracts';
import { CalendarFeeds } from '../calendars/calendar-feeds.service.js';
import { NotificationsDatabase, isoTimestamp, type Timestamp } from '../database/notifications-database.js';

interface RuleRow {
  kind: string;
  game: string;
  push: boolean;
  email: boolean;
  threshold: number | null;
  above_threshold: boolean;
  updated_at: Timestamp;
}

interface SubscriptionRow {
  endpoint: string;
  user_agent: string | null;
  created_at: Timestamp;
}

interface MessageRow {
  /** The outbox id as text (bigint), a page's cursor. */
  outbox_id: string;
  channel: string;
  kind: string;
  game: string;
  occasion: string;
  status: string;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

/**
 * Messages per page of the export: a NATS reply holds 1 MB, and a message is under 200 bytes, so a page
 * stays under 400 KB beside the rules and at most PUSH_SUBSCRIPTIONS_PER_USER_MAX browsers.
 */
export const EXPORT_PAGE_MESSAGES = 2_000;

/** A player's rows in the notifications schema: all of them as the export gives them, and their erasure. */
@Injectable()
export class PersonalDataService {
  constructor(
    private readonly database: NotificationsDatabase,
    private readonly calendars: CalendarFeeds,
  ) {}

  /**
   * A page of the caller's part: their alert rules, push subscriptions (the endpoint and browser,
   * never the keys messages are encrypted with), whether a calendar address exists (never its token:
   * only a hash is kept), all read for every page, and the next EXPORT_PAGE_MESSAGES messages the
   * outbox holds for them after `cursor` (an outbox id), in its order; `nextCursor` is the last one's
   * id while more follow, else null.
   */
  async exportPage({ cursor, ...caller }: NotificationsPersonalDataPageRequest): Promise<NotificationsPersonalDataPage> {
    const pool = await this.database.pool();
    const { rules, pushSubscriptions, outbox } = this.database.tables;
    const [ruleRows, subscriptionRows, messageRows, calendarFeed] = await Promise.all([
      pool.query<RuleRow>(`select kind, game, push, email, threshold::float8 as threshold, above_threshold, updated_at from ${rules} where user_id = $1 order by game, kind`, [caller.userId]),
      pool.query<SubscriptionRow>(`select endpoint, user_agent, created_at from ${pushSubscriptions} where user_id = $1 order by created_at, id`, [caller.userId]),
      // One more than a page holds tells whether any follow.
      pool.query<MessageRow>(
        `select id::text as outbox_id, channel, kind, game, occasion, status, created_at, sent_at from ${outbox}
          where user_id = $1 and ($2::bigint is null or id > $2::bigint) order by id limit $3`,
        [caller.userId, cursor, EXPORT_PAGE_MESSAGES + 1],
      ),
      this.calendars.status(caller),
    ]);
    const messages = messageRows.rows.slice(0, EXPORT_PAGE_MESSAGES);
    return {
      rules: ruleRows.rows.map((row) => ({
        kind: row.kind,
        game: row.game,
        push: row.push,
        email: row.email,
        threshold: row.threshold,
        aboveThreshold: row.above_threshold,
        updatedAt: isoTimestamp(row.updated_at),
      })),
      pushSubscriptions: subscriptionRows.rows.map((row) => ({ endpoint: row.endpoint, userAgent: row.user_agent, createdAt: isoTimestamp(row.created_at) })),
      calendarFeed,
      messages: messages.map((row) => ({
        channel: row.channel,
        kind: row.kind,
        game: row.game,
        occasion: row.occasion,
        status: row.status,
        createdAt: isoTimestamp(row.created_at),
        sentAt: row.sent_at === null ? null : isoTimestamp(row.sent_at),
      })),
      nextCursor: messageRows.rows.length > messages.length ? messages.at(-1)!.outbox_id : null,
    };
  }

  /**
   * Deletes every row keyed by the user, in one transaction: the outbox's messages to them (sent or
   * not: a message being sent meanwhile finds its row gone, and its outcome changes nothing), their
   * browsers, rules and calendar address. Every message is made from a rule, so with the rules gone
   * no later event (results, a jackpot, a reminder) enqueues anything for them. Erasing an erased
   * user deletes nothing. Resolves to the number of rows deleted.
   */
  async erase(userId: string): Promise<number> {
    const { outbox, pushSubscriptions, rules, calendarTokens } = this.database.tables;
    return this.database.transaction(async (sql) => {
      let deleted = 0;
      for (const table of [outbox, pushSubscriptions, rules, calendarTokens]) deleted += (await sql.query(`delete from ${table} where user_id = $1`, [userId])).rowCount ?? 0;
      return deleted;
    });
  }
}
