import { Injectable } from '@nestjs/common';
import {
  SUBJECTS,
  jackpotsResponseSchema,
  limitsSchema,
  notificationRuleSchema,
  recipientsResponseSchema,
  type JackpotsResponse,
  type NotificationPreferences,
  type NotificationPreferencesView,
  type NotificationRule,
  type SignedInCaller,
} from '@pickwise/contracts';
import { findGame, type Game } from '@pickwise/lottery';
import { NatsRequester } from '@pickwise/nest-kit';
import { NotificationsDatabase } from '../database/notifications-database.js';
import { comparableJackpot, type ComparableJackpot } from '../jackpot-alerts/comparable-jackpot.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';

interface RuleRow {
  kind: string;
  game: string;
  push: boolean;
  email: boolean;
  threshold: number | null;
  above_threshold: boolean;
}

/** A player's rules, and what the preferences page shows beside them. */
@Injectable()
export class PreferencesService {
  constructor(
    private readonly database: NotificationsDatabase,
    private readonly subscriptions: SubscriptionsService,
    private readonly nats: NatsRequester,
  ) {}

  /**
   * The rules with the account's push devices, language (identity) and pause (tickets). When identity
   * or tickets does not answer, the request fails (UNAVAILABLE) rather than show a guess.
   */
  async view(caller: SignedInCaller): Promise<NotificationPreferencesView> {
    const [rows, pushDevices, language, paused] = await Promise.all([this.rules(caller.userId), this.subscriptions.count(caller.userId), this.language(caller.userId), this.paused(caller)]);
    const rules = rows.map((row) => ({ rule: toRule(row), above: row.above_threshold }));
    return {
      rules: rules.map(({ rule }) => rule),
      pushDevices,
      language,
      paused,
      jackpotsAbove: rules.filter(({ rule, above }) => rule.kind === 'jackpot' && above).map(({ rule }) => rule.game),
    };
  }

  /**
   * Replaces every rule of the player. A jackpot rule whose threshold is new or changed starts from
   * the current figure (above it or not), so its first message comes when the jackpot next passes the
   * amount, not at once for a jackpot already above it; an unchanged threshold keeps its state. A
   * jackpot alert's occasion is its draw, so a player already told about this draw's jackpot (under
   * any amount) hears of it again only for a later draw.
   */
  async update(caller: SignedInCaller, preferences: NotificationPreferences): Promise<NotificationPreferencesView> {
    const figures = await this.jackpotFigures(preferences.rules);
    const wanted = preferences.rules.map((rule) => ({
      kind: rule.kind,
      game: rule.game,
      push: rule.push,
      email: rule.email,
      threshold: rule.kind === 'jackpot' ? rule.threshold : null,
      above: rule.kind === 'jackpot' && isAtOrAbove(comparableJackpot(gameOf(rule.game), figures[rule.game]), rule.threshold),
    }));
    const { rules } = this.database.tables;
    await this.database.transaction(async (sql) => {
      // One replacement at a time per player: two saves at once leave one list, not a mix of both.
      await this.database.lock(sql, `notification-rules:${caller.userId}`);
      await sql.query(
        `delete from ${rules} x where x.user_id = $1
           and not exists (select 1 from jsonb_to_recordset($2::jsonb) as w(kind text, game text) where w.kind = x.kind and w.game = x.game)`,
        [caller.userId, JSON.stringify(wanted)],
      );
      await sql.query(
        `insert into ${rules} as x (user_id, kind, game, push, email, threshold, above_threshold, updated_at)
         select $1, w.kind, w.game, w.push, w.email, w.threshold, w.above, now()
         from jsonb_to_recordset($2::jsonb) as w(kind text, game text, push boolean, email boolean, threshold numeric, above boolean)
         on conflict (user_id, kind, game) do update set push = excluded.push, email = excluded.email, threshold = excluded.threshold,
           above_threshold = case when x.threshold is distinct from excluded.threshold then excluded.above_threshold else x.above_threshold end,
           updated_at = now()`,
        [caller.userId, JSON.stringify(wanted)],
      );
    });
    return this.view(caller);
  }

  private async rules(userId: string): Promise<RuleRow[]> {
    const pool = await this.database.pool();
    const { rows } = await pool.query<RuleRow>(
      `select kind, game, push, email, threshold::float8 as threshold, above_threshold from ${this.database.tables.rules} where user_id = $1 order by game, kind`,
      [userId],
    );
    return rows;
  }

  /** The language of the account's profile (English until one is kept). */
  private async language(userId: string): Promise<NotificationPreferencesView['language']> {
    const { recipients } = await this.nats.request(SUBJECTS.identityRecipients, { userIds: [userId] }, { schema: recipientsResponseSchema });
    return recipients.find((recipient) => recipient.userId === userId)?.language ?? 'en';
  }

  private async paused(caller: SignedInCaller): Promise<boolean> {
    const limits = await this.nats.request(SUBJECTS.ticketsLimitsGet, { userId: caller.userId, sessionId: caller.sessionId }, { schema: limitsSchema });
    return limits.paused;
  }

  /** The current jackpots of the games the rules set thresholds on (none asked when there are none). */
  private async jackpotFigures(rules: readonly NotificationRule[]): Promise<JackpotsResponse> {
    const games = rules.filter((rule) => rule.kind === 'jackpot').map((rule) => rule.game);
    return games.length ? this.nats.request(SUBJECTS.jackpotsGet, { games }, { schema: jackpotsResponseSchema }) : {};
  }
}

/** The rules' games are the contracts' game ids, each a game of libs/lottery. */
function gameOf(id: string): Game {
  const game = findGame(id);
  if (!game) throw new Error(`Unknown game ${id}`);
  return game;
}

/** An unknown figure is below every threshold: the first figure known at or above it sends the message. */
const isAtOrAbove = (figure: ComparableJackpot | null, threshold: number) => figure !== null && figure.amount >= threshold;

/** A stored rule as the contract has it (the row's kind and game are the schema's by its checks). */
function toRule(row: RuleRow): NotificationRule {
  const { kind, game, push, email } = row;
  return notificationRuleSchema.parse(kind === 'jackpot' ? { kind, game, push, email, threshold: row.threshold } : { kind, game, push, email });
}
