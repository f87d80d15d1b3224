import { Migration } from '@mikro-orm/migrations';

/**
 * Alerts: the browsers subscribed to push, each player's rules (kind × game × channel), the per-user
 * calendar feed's token, and the outbox every message goes through. Unqualified names: the migrator
 * sets `search_path` to the service's schema.
 */
export class Migration20261126190000CreateNotifications extends Migration {
  override up(): void {
    // An endpoint is one browser's: subscribed again by another account, it moves to that account.
    this.addSql(`create table "push_subscriptions" (
      "id" uuid primary key default gen_random_uuid(),
      "user_id" uuid not null,
      "endpoint" text not null unique,
      "p256dh" text not null,
      "auth" text not null,
      "user_agent" text null,
      "created_at" timestamptz not null default now()
    )`);
    this.addSql('create index "push_subscriptions_user_idx" on "push_subscriptions" ("user_id", "created_at")');

    this.addSql(`create table "notification_rules" (
      "user_id" uuid not null,
      "kind" text not null,
      "game" text not null,
      "push" boolean not null,
      "email" boolean not null,
      -- Jackpot rules only: the amount, in whole units of the game's currency.
      "threshold" numeric null,
      -- Jackpot: the last figure seen was at or above the threshold; a message goes when it turns true
      -- (once per draw: the draw is the occasion of the message's dedupe key).
      "above_threshold" boolean not null default false,
      "updated_at" timestamptz not null default now(),
      primary key ("user_id", "kind", "game"),
      constraint "notification_rules_kind_check" check ("kind" in ('results', 'jackpot', 'reminder')),
      constraint "notification_rules_threshold_check" check (("kind" = 'jackpot') = ("threshold" is not null))
    )`);
    // An event of a game reads the rules of that kind and game.
    this.addSql('create index "notification_rules_kind_game_idx" on "notification_rules" ("kind", "game")');

    // The feed's address is the token; only its hash is kept.
    this.addSql(`create table "calendar_tokens" (
      "user_id" uuid primary key,
      "token_hash" bytea not null unique,
      "created_at" timestamptz not null default now()
    )`);

    // One row per message, channel and target: the unique dedupe key makes a redelivered event harmless.
    this.addSql(`create table "outbox" (
      "id" bigserial primary key,
      "dedupe_key" text not null unique,
      "user_id" uuid not null,
      "channel" text not null,
      "kind" text not null,
      "game" text not null,
      "occasion" text not null,
      "subscription_id" uuid null references "push_subscriptions" ("id") on delete set null,
      "facts" jsonb not null default '{}',
      "status" text not null default 'pending',
      "attempts" int not null default 0,
      "next_attempt_at" timestamptz not null default now(),
      "lease_until" timestamptz null,
      "sent_at" timestamptz null,
      "last_error" text null,
      "created_at" timestamptz not null default now(),
      constraint "outbox_channel_check" check ("channel" in ('push', 'email')),
      constraint "outbox_kind_check" check ("kind" in ('results', 'jackpot', 'reminder')),
      constraint "outbox_status_check" check ("status" in ('pending', 'sending', 'sent', 'failed', 'dropped'))
    )`);
    // The sender's claim reads only the rows still to send.
    this.addSql(`create index "outbox_due_idx" on "outbox" ("next_attempt_at") where "status" in ('pending', 'sending')`);
    // The e-mail unsubscribe drops the pending mails of one player: it finds them by user, not by a scan.
    this.addSql('create index "outbox_user_kind_idx" on "outbox" ("user_id", "kind")');
  }

  override down(): void {
    this.addSql('drop table if exists "outbox"');
    this.addSql('drop table if exists "calendar_tokens"');
    this.addSql('drop table if exists "notification_rules"');
    this.addSql('drop table if exists "push_subscriptions"');
  }
}
