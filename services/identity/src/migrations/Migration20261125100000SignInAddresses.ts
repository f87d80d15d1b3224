import { Migration } from '@mikro-orm/migrations';

/**
 * The client addresses each account signed in from (AccountSignInLimits): a failed-sign-in lock
 * caused from elsewhere does not apply at those addresses. Rows older than 30 days are deleted.
 */
export class Migration20261125100000SignInAddresses extends Migration {
  override up(): void {
    this.addSql(`create table "sign_in_addresses" (
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "ip" inet not null,
      "last_signed_in_at" timestamptz not null default now(),
      primary key ("user_id", "ip")
    )`);
  }

  override down(): void {
    this.addSql('drop table if exists "sign_in_addresses"');
  }
}
