import { Injectable } from '@nestjs/common';
import type { NotificationsPersonalData, SignedInCaller } from '@pickwise/contracts';
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
  channel: string;
  kind: string;
  game: string;
  occasion: string;
  status: string;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

/** A player's rows in the notifications schema: all of them as the export gives them, and their erasure. */
@Injectable()
export class PersonalDataService {
  constructor(
    private readonly database: NotificationsDatabase,
    private readonly calendars: CalendarFeeds,
  ) {}

  /**
   * The caller's alert rules, push subscriptions (the endpoint and browser, never the keys messages
   * are encrypted with), whether a calendar address exists (never its token: only a hash is kept),
   * and the messages the outbox holds for them.
   */
  async export(caller: SignedInCaller): Promise<NotificationsPersonalData> {
    const pool = await this.database.pool();
    const { rules, pushSubscriptions, outbox } = this.database.tables;
    const [ruleRows, subscriptionRows, messageRows, calendarFeed] = await Promise.all([
      pool.query<RuleRow>(`select kind, game, push, email, threshold::float8 as threshold, above_threshold, updated_at from ${rules} where user_id = $1 order by game, kind`, [caller.userId]),
      pool.query<SubscriptionRow>(`select endpoint, user_agent, created_at from ${pushSubscriptions} where user_id = $1 order by created_at, id`, [caller.userId]),
      pool.query<MessageRow>(`select channel, kind, game, occasion, status, created_at, sent_at from ${outbox} where user_id = $1 order by id`, [caller.userId]),
      this.calendars.status(caller),
    ]);
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
      messages: messageRows.rows.map((row) => ({
        channel: row.channel,
        kind: row.kind,
        game: row.game,
        occasion: row.occasion,
        status: row.status,
        createdAt: isoTimestamp(row.created_at),
        sentAt: row.sent_at === null ? null : isoTimestamp(row.sent_at),
      })),
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
