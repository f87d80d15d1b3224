import { Migration } from '@mikro-orm/migrations';

/**
 * What the sign-in flows need beyond the first model: how each session authenticated (`amr`),
 * e-mailed one-time tokens (confirmation, recovery), MFA challenges, the last TOTP step accepted
 * per factor (a code is good once), and the per-IP rate-limit counters shared by all replicas.
 */
export class Migration20261123100000AuthFlows extends Migration {
  override up(): void {
    this.addSql(`alter table "users"
      add column "confirmation_sent_at" timestamptz null,
      add column "recovery_sent_at" timestamptz null`);

    this.addSql(`alter table "sessions"
      add column "amr" jsonb not null default '[]',
      add column "refreshed_at" timestamptz null`);

    this.addSql('alter table "factors" add column "last_verified_step" bigint null');
    this.addSql('create unique index "factors_user_friendly_name_unique" on "factors" ("user_id", "friendly_name") where "friendly_name" is not null');

    this.addSql(`create table "mfa_challenges" (
      "id" uuid primary key default gen_random_uuid(),
      "factor_id" uuid not null references "factors" ("id") on delete cascade,
      "ip" inet null,
      "created_at" timestamptz not null default now(),
      "verified_at" timestamptz null
    )`);
    this.addSql('create index "mfa_challenges_factor_id_index" on "mfa_challenges" ("factor_id")');

    this.addSql(`create table "one_time_tokens" (
      "id" uuid primary key default gen_random_uuid(),
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "token_type" varchar(16) not null check ("token_type" in ('confirmation', 'recovery')),
      "token_hash" char(64) not null,
      "created_at" timestamptz not null default now(),
      constraint "one_time_tokens_token_hash_unique" unique ("token_hash"),
      constraint "one_time_tokens_user_type_unique" unique ("user_id", "token_type")
    )`);

    this.addSql('create index "refresh_tokens_parent_hash_index" on "refresh_tokens" ("parent_hash")');
    this.addSql('create index "user_roles_user_newest_index" on "user_roles" ("user_id", "created_at" desc)');

    // The layout rate-limiter-flexible's PostgreSQL store reads and writes (key, points, expire in ms).
    this.addSql(`create table "auth_rate_limits" (
      "key" varchar(255) primary key,
      "points" integer not null default 0,
      "expire" bigint
    )`);
  }

  override down(): void {
    this.addSql('drop table if exists "auth_rate_limits"');
    this.addSql('drop index if exists "user_roles_user_newest_index"');
    this.addSql('drop index if exists "refresh_tokens_parent_hash_index"');
    this.addSql('drop table if exists "one_time_tokens"');
    this.addSql('drop table if exists "mfa_challenges"');
    this.addSql('drop index if exists "factors_user_friendly_name_unique"');
    this.addSql('alter table "factors" drop column "last_verified_step"');
    this.addSql('alter table "sessions" drop column "amr", drop column "refreshed_at"');
    this.addSql('alter table "users" drop column "confirmation_sent_at", drop column "recovery_sent_at"');
  }
}
