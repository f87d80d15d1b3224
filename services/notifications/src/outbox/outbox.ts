import { Injectable } from '@nestjs/common';
import type { NotificationChannel, NotificationKind } from '@pickwise/contracts';
import type { MessageKind } from '../messages/notification-texts.js';
import type { GameId } from '@pickwise/lottery';
import { NotificationsDatabase, type Sql } from '../database/notifications-database.js';
import { enqueuedMessages } from './outbox-metrics.js';
import { OutboxSender } from './outbox-sender.js';

/** Messages of one kind and game for the players whose rule asks for them. */
export interface OutboxMessages {
  kind: MessageKind;
  game: GameId;
  /** The users an event names; absent: every user with a rule of this kind and game. */
  userIds?: readonly string[];
  /** What the message is about: the draw's date (for a jackpot alert, the draw the figure is for). */
  occasion: string;
  /** What the text is made of (messages/notification-texts.ts); a jackpot alert's also get each rule's threshold. */
  facts: Record<string, unknown>;
  /**
   * Every user of `userIds` gets it by mail whatever their rules, and by push where their rule of
   * this kind and game has push on (a pool's seal: each member's copy of its hash). Absent: the
   * users' rules of `kind` decide both channels.
   */
  mailEveryUser?: { pushRule: NotificationKind };
}

/**
 * Puts messages in the outbox, set-based: one row per push subscription of each user whose rule has
 * push on, one per user whose rule has e-mail on. The dedupe key (`kind:game:occasion:channel:
 * target`) is unique, so an event delivered again, or a reminder swept by every replica, adds nothing.
 */
@Injectable()
export class Outbox {
  constructor(
    private readonly database: NotificationsDatabase,
    private readonly sender: OutboxSender,
  ) {}

  /** Enqueues and wakes this replica's sender; resolves to the number of messages added. */
  async enqueue(messages: OutboxMessages): Promise<number> {
    const added = await this.insert(await this.database.pool(), messages);
    if (added > 0) this.sender.wake();
    return added;
  }

  /** Enqueues within the caller's transaction; the caller wakes the sender (`wakeSender`) once it committed. */
  async insert(sql: Sql, { kind, game, userIds, occasion, facts, mailEveryUser }: OutboxMessages): Promise<number> {
    const { rules, pushSubscriptions, outbox } = this.database.tables;
    const chosen = mailEveryUser
      ? `select u.user_id, coalesce(r.push, false) as push, true as email, $3::text as occasion, $4::jsonb as facts
           from unnest($5::uuid[]) u(user_id)
           left join ${rules} r on r.user_id = u.user_id and r.kind = $6 and r.game = $2`
      : `select r.user_id, r.push, r.email, $3::text as occasion,
                $4::jsonb || case when r.threshold is null then '{}'::jsonb else jsonb_build_object('threshold', r.threshold) end as facts
           from ${rules} r
          where r.kind = $1 and r.game = $2 and (r.push or r.email) and ($5::uuid[] is null or r.user_id = any($5::uuid[]))`;
    const { rows } = await sql.query<{ channel: NotificationChannel; count: number }>(
      `with chosen as (${chosen}), messages as (
         select concat_ws(':', $1::text, $2::text, c.occasion, 'push', s.id) as dedupe_key, c.user_id, 'push' as channel, c.occasion, s.id as subscription_id, c.facts
           from chosen c join ${pushSubscriptions} s on s.user_id = c.user_id
          where c.push
         union all
         select concat_ws(':', $1::text, $2::text, c.occasion, 'email', c.user_id), c.user_id, 'email', c.occasion, null::uuid, c.facts
           from chosen c
          where c.email
       ), added as (
         insert into ${outbox} (dedupe_key, user_id, channel, kind, game, occasion, subscription_id, facts)
         select dedupe_key, user_id, channel, $1, $2, occasion, subscription_id, facts from messages
         on conflict (dedupe_key) do nothing
         returning channel
       )
       select channel, count(*)::int as count from added group by channel`,
      [kind, game, occasion, JSON.stringify(facts), userIds ?? null, ...(mailEveryUser ? [mailEveryUser.pushRule] : [])],
    );
    let added = 0;
    for (const { channel, count } of rows) {
      enqueuedMessages().inc({ kind, channel }, count);
      added += count;
    }
    return added;
  }

  wakeSender(): void {
    this.sender.wake();
  }
}
