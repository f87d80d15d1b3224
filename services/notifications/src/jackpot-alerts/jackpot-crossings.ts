import { Injectable } from '@nestjs/common';
import type { JackpotChangedEvent } from '@pickwise/contracts';
import type { Game } from '@pickwise/lottery';
import { NotificationsDatabase } from '../database/notifications-database.js';
import { Outbox } from '../outbox/outbox.js';
import { PausedUsers } from './paused-users.js';

/**
 * The jackpot alerts' state machine. Each jackpot rule remembers whether the last figure seen was
 * at or above its amount (`above_threshold`) and how often it crossed upwards (`crossings`). A new
 * figure changes the rules on the other side of it; those that crossed upwards get one message,
 * whose occasion is the new count, so a figure that falls below and rises again alerts again, while
 * further rises above the amount say nothing. Players with My tickets' pause on are passed over
 * (their rule still follows the figure, so no alert comes later for a crossing that happened while
 * they paused). The change and the messages are one transaction.
 */
@Injectable()
export class JackpotCrossings {
  constructor(
    private readonly database: NotificationsDatabase,
    private readonly outbox: Outbox,
    private readonly paused: PausedUsers,
  ) {}

  /** Applies a new figure of the game's jackpot; resolves to the number of messages enqueued. */
  async apply(game: Game, amount: number, event: Pick<JackpotChangedEvent, 'currencyCode' | 'drawDate'>): Promise<number> {
    const added = await this.database.transaction(async (sql) => {
      const { rows } = await sql.query<{ userId: string }>(
        `with changed as (
           update ${this.database.tables.rules}
              set above_threshold = ($2 >= threshold),
                  crossings = crossings + case when $2 >= threshold and not above_threshold then 1 else 0 end
            where kind = 'jackpot' and game = $1 and above_threshold is distinct from ($2 >= threshold)
           returning user_id, above_threshold
         )
         select user_id as "userId" from changed where above_threshold`,
        [game.id, amount],
      );
      if (rows.length === 0) return 0;
      const crossed = rows.map((row) => row.userId);
      const paused = await this.paused.among(crossed);
      const userIds = crossed.filter((userId) => !paused.has(userId));
      if (userIds.length === 0) return 0;
      return this.outbox.insert(sql, { kind: 'jackpot', game: game.id, userIds, facts: { amount, currency: event.currencyCode, drawDate: event.drawDate } });
    });
    if (added > 0) this.outbox.wakeSender();
    return added;
  }
}
