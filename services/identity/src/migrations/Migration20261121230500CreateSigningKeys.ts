import { Migration } from '@mikro-orm/migrations';

/**
 * The keys access tokens are signed with. At most one key is active (the partial unique index), so
 * replicas that start together and each try to create the first key end up with one.
 */
export class Migration20261121230500CreateSigningKeys extends Migration {
  override up(): void {
    this.addSql(`create table "signing_keys" (
      "kid" varchar(64) primary key,
      "algorithm" varchar(16) not null check ("algorithm" in ('ES256')),
      "public_jwk" jsonb not null,
      "private_key" text not null,
      "created_at" timestamptz not null default now(),
      "active" boolean not null default true
    )`);
    this.addSql('create unique index "signing_keys_one_active" on "signing_keys" ("active") where "active"');
  }

  override down(): void {
    this.addSql('drop table if exists "signing_keys"');
  }
}
