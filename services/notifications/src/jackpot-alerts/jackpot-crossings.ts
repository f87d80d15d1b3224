import { Injectable } from '@nestjs/common';
import type { CurrencyCode, Game } from '@pickwise/lottery';
import { NotificationsDatabase } from '../database/notifications-database.js';
import { Outbox } from '../outbox/outbox.js';
import type { ComparableJackpot } from './comparable-jackpot.js';
import { PausedUsers } from './paused-users.js';

/**
 * The jackpot alerts' state machine. Each jackpot rule remembers whether the last figure seen was at
 * or above its amount (`above_threshold`); a new figure changes the rules on the other side of it,
 * and those that crossed upwards get a message whose occasion is the draw the figure is for. So a
 * player hears at most once per draw that its jackpot passed the amount, in whatever order or however
 * often the figures of that draw arrive (replicas refreshing apart, a live figure giving way to the
 * fallback and back); a jackpot staying above across draws says nothing new, and one that fell below
 * after a win and rises again alerts again under its new draw. Players with My tickets' pause on are
 * passed over (their rule still follows the figure, so no alert comes later for a crossing that
 * happened while they paused).
 */
@Injectable()
export class JackpotCrossings {
  constructor(
    private readonly database: NotificationsDatabase,
    private readonly outbox: Outbox,
    private readonly paused: PausedUsers,
  ) {}

  /**
   * Applies a new figure of the game's jackpot; resolves to the number of messages enqueued.
   * `working` is called between the steps that may take long, so the caller can tell JetStream the
   * change is still being applied.
   */
  async apply(game: Game, figure: ComparableJackpot, currency: CurrencyCode, working: () => void): Promise<number> {
    // The pause is asked before the transaction, so no rule stays locked while the tickets service
    // answers: of the players this figure lifts above their amount, the ones who paused.
    const candidates = await this.risingRules(game, figure.amount);
    const paused = candidates.size > 0 ? await this.paused.among([...candidates], working) : new Set<string>();
    working();
    const added = await this.database.transaction(async (sql) => {
      const { rows } = await sql.query<{ userId: string }>(
        `with changed as (
           update ${this.database.tables.rules}
              set above_threshold = ($2 >= threshold)
            where kind = 'jackpot' and game = $1 and above_threshold is distinct from ($2 >= threshold)
           returning user_id, above_threshold
         )
         select user_id as "userId" from changed where above_threshold`,
        [game.id, figure.amount],
      );
      // A rule that crossed but was not among the candidates was saved meanwhile: a save starts a rule
      // from the current figure, so this figure is its starting point, not a crossing to tell.
      const userIds = rows.map((row) => row.userId).filter((userId) => candidates.has(userId) && !paused.has(userId));
      if (userIds.length === 0) return 0;
      return this.outbox.insert(sql, { kind: 'jackpot', game: game.id, userIds, occasion: figure.drawDate, facts: { amount: figure.amount, currency, drawDate: figure.drawDate } });
    });
    if (added > 0) this.outbox.wakeSender();
    return added;
  }

  /** The players whose jackpot rule on the game is below its amount now and would be at or above it at `amount`. */
  private async risingRules(game: Game, amount: number): Promise<Set<string>> {
    const pool = await this.database.pool();
    const { rows } = await pool.query<{ userId: string }>(
      `select user_id as "userId" from ${this.database.tables.rules} where kind = 'jackpot' and game = $1 and not above_threshold and threshold <= $2`,
      [game.id, amount],
    );
    return new Set(rows.map((row) => row.userId));
  }
}
