import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 36: pools. A pool's members stand by a pseudonymous id (`pool_members.id`); their account
 * (`user_id`) and display name are nulled when the account is deleted, and the sealed records keep
 * only the salted name hash. A seal is the canonical text of its record (kept byte for byte, so its
 * hash can be recomputed) with the hash; one per pool and draw, numbered in the order they were made.
 * Pool tickets cover one draw each and are checked like saved tickets, into `pool_line_results`.
 */
export class Migration20261207090000Pools extends Migration {
  override up(): void {
    this.addSql(`create table "pools" (
      "id" uuid primary key,
      "name" varchar(80) not null,
      "games" text[] not null,
      "share_mode" varchar(8) not null check ("share_mode" in ('equal', 'shares')),
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    )`);
    this.addSql(`create table "pool_members" (
      "id" uuid primary key,
      "pool_id" uuid not null references "pools" ("id") on delete cascade,
      "user_id" uuid null,
      "display_name" varchar(100) null,
      "name_salt" varchar(32) not null,
      "shares" smallint not null default 1,
      "status" varchar(8) not null check ("status" in ('pending', 'active', 'left', 'removed')),
      "organiser" boolean not null default false,
      "joined_at" timestamptz not null default now()
    )`);
    this.addSql(`create unique index "pool_members_pool_user_idx" on "pool_members" ("pool_id", "user_id") where "user_id" is not null`);
    this.addSql(`create index "pool_members_user_idx" on "pool_members" ("user_id")`);
    // Every member of a pool, with an account or not (the unique index above holds only those with one):
    // the pool's page and its counts read them by pool, and so does the cascade when a pool is deleted.
    this.addSql(`create index "pool_members_pool_idx" on "pool_members" ("pool_id")`);
    this.addSql(`create table "pool_invitations" (
      "id" uuid primary key,
      "pool_id" uuid not null references "pools" ("id") on delete cascade,
      "token_sha256" char(64) not null unique,
      "expires_at" timestamptz not null,
      "revoked_at" timestamptz null,
      "created_at" timestamptz not null default now()
    )`);
    this.addSql(`create table "pool_agreements" (
      "pool_id" uuid not null references "pools" ("id") on delete cascade,
      "version" int not null,
      "text_en" text not null,
      "text_es" text not null,
      "text_sha256" char(64) not null,
      "created_at" timestamptz not null default now(),
      primary key ("pool_id", "version")
    )`);
    this.addSql(`create table "pool_acceptances" (
      "member_id" uuid not null references "pool_members" ("id") on delete cascade,
      "version" int not null,
      "accepted_at" timestamptz not null default now(),
      primary key ("member_id", "version")
    )`);
    this.addSql(`create table "pool_tickets" (
      "id" uuid primary key,
      "pool_id" uuid not null references "pools" ("id") on delete cascade,
      "game" varchar(64) not null,
      "draw_date" date not null,
      "line_price_minor" int not null,
      "currency" varchar(3) not null,
      "origin" varchar(16) not null,
      "photo_sha256" char(64) null,
      "photo_media_type" varchar(16) null,
      "photo" bytea null,
      "added_at" timestamptz not null default now()
    )`);
    this.addSql(`create index "pool_tickets_draw_idx" on "pool_tickets" ("game", "draw_date")`);
    this.addSql(`create index "pool_tickets_pool_idx" on "pool_tickets" ("pool_id", "game", "draw_date")`);
    this.addSql(`create table "pool_ticket_lines" (
      "id" bigserial primary key,
      "ticket_id" uuid not null references "pool_tickets" ("id") on delete cascade,
      "line_index" smallint not null,
      "main" smallint[] not null,
      "special" smallint[] not null
    )`);
    this.addSql(`create index "pool_ticket_lines_ticket_idx" on "pool_ticket_lines" ("ticket_id")`);
    // The columns of line_results, so one checker writes both (checking/draw-checker.ts).
    this.addSql(`create table "pool_line_results" (
      "line_id" bigint not null references "pool_ticket_lines" ("id") on delete cascade,
      "draw_date" date not null,
      "ticket_id" uuid not null references "pool_tickets" ("id") on delete cascade,
      "main_hits" smallint[] not null,
      "special_hits" smallint[] not null,
      "bonus_hit" boolean not null,
      "tier" varchar(16) null,
      "prize_kind" varchar(16) null,
      "prize_amount" numeric(14,2) null,
      "prize_paid_as" varchar(16) null,
      "checked_at" timestamptz not null default now(),
      "read_at" timestamptz null,
      primary key ("line_id", "draw_date")
    )`);
    this.addSql(`create index "pool_line_results_ticket_idx" on "pool_line_results" ("ticket_id")`);
    this.addSql(`create table "pool_prize_amounts" (
      "ticket_id" uuid not null references "pool_tickets" ("id") on delete cascade,
      "line_index" smallint not null,
      "amount_minor" bigint not null,
      "recorded_at" timestamptz not null default now(),
      primary key ("ticket_id", "line_index")
    )`);
    this.addSql(`create table "pool_contributions" (
      "pool_id" uuid not null references "pools" ("id") on delete cascade,
      "game" varchar(64) not null,
      "draw_date" date not null,
      "member_id" uuid not null references "pool_members" ("id") on delete cascade,
      "amount_minor" int not null,
      "recorded_at" timestamptz not null default now(),
      "confirmed_at" timestamptz null,
      primary key ("pool_id", "game", "draw_date", "member_id")
    )`);
    this.addSql(`create table "pool_seals" (
      "pool_id" uuid not null references "pools" ("id") on delete cascade,
      "game" varchar(64) not null,
      "draw_date" date not null,
      "sequence" int not null,
      "hash" char(64) not null,
      "record" text not null,
      "sealed_at" timestamptz not null,
      "sealed_by" varchar(16) not null check ("sealed_by" in ('organiser', 'sales-cutoff')),
      -- Null until the seal's notice (its hash, to every member) and its results' notice are stored in POOL_NOTICES.
      "notice_published_at" timestamptz null,
      "results_published_at" timestamptz null,
      primary key ("pool_id", "game", "draw_date"),
      unique ("pool_id", "sequence")
    )`);
    this.addSql(`create index "pool_seals_unannounced_idx" on "pool_seals" ("draw_date") where "notice_published_at" is null`);
    // Each counted member's share of a sealed draw's spend (the split rule's), which My tickets' budgets count.
    this.addSql(`create table "pool_spend_shares" (
      "pool_id" uuid not null,
      "game" varchar(64) not null,
      "draw_date" date not null,
      "member_id" uuid not null references "pool_members" ("id") on delete cascade,
      "user_id" uuid null,
      "currency" varchar(3) not null,
      "amount_minor" int not null,
      primary key ("pool_id", "game", "draw_date", "member_id"),
      foreign key ("pool_id", "game", "draw_date") references "pool_seals" ("pool_id", "game", "draw_date") on delete cascade
    )`);
    this.addSql(`create index "pool_spend_shares_user_idx" on "pool_spend_shares" ("user_id", "currency", "draw_date")`);
  }

  override down(): void {
    for (const table of ['pool_spend_shares', 'pool_seals', 'pool_contributions', 'pool_prize_amounts', 'pool_line_results', 'pool_ticket_lines', 'pool_tickets', 'pool_acceptances', 'pool_agreements', 'pool_invitations', 'pool_members', 'pools']) {
      this.addSql(`drop table if exists "${table}"`);
    }
  }
}
