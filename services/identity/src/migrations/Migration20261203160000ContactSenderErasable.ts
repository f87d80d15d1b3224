import { Migration } from '@mikro-orm/migrations';

/**
 * A deleted account's contact messages stay for the admins without who sent them (issue 40): the
 * erasure sets their sender's name and address to null.
 */
export class Migration20261203160000ContactSenderErasable extends Migration {
  override up(): void {
    this.addSql('alter table "contact_messages" alter column "name" drop not null, alter column "email" drop not null');
  }

  override down(): void {
    // The senders erased stay unknown: an empty name and address, as the columns require.
    this.addSql(`update "contact_messages" set "name" = coalesce("name", ''), "email" = coalesce("email", '') where "name" is null or "email" is null`);
    this.addSql('alter table "contact_messages" alter column "name" set not null, alter column "email" set not null');
  }
}
