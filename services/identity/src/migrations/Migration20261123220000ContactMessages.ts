import { Migration } from '@mikro-orm/migrations';

/** Messages sent through the contact form (docs/product-spec.md §3), newest first for the admin panel. */
export class Migration20261123220000ContactMessages extends Migration {
  override up(): void {
    this.addSql(`create table "contact_messages" (
      "id" uuid primary key default gen_random_uuid(),
      "name" varchar(100) not null,
      "email" varchar(255) not null,
      "subject" varchar(200) not null,
      "message" varchar(2000) not null,
      "received_at" timestamptz not null default now()
    )`);
    this.addSql('create index "contact_messages_received_at_index" on "contact_messages" ("received_at" desc)');
  }

  override down(): void {
    this.addSql('drop table if exists "contact_messages"');
  }
}
