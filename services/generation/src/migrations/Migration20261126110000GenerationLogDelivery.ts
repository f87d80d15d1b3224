import { Migration } from '@mikro-orm/migrations';

/**
 * `generation_logs.delivery_id`: the id of the NATS request that asked for the generation, the same
 * on every copy of it (a caller sends a slow request again to another replica), unique so the log
 * holds one entry per request however many replicas answered it. Empty for older entries.
 */
export class Migration20261126110000GenerationLogDelivery extends Migration {
  override up(): void {
    this.addSql('alter table "generation_logs" add column "delivery_id" varchar(128) null');
    this.addSql('create unique index "generation_logs_delivery_id_key" on "generation_logs" ("delivery_id")');
  }

  override down(): void {
    this.addSql('drop index if exists "generation_logs_delivery_id_key"');
    this.addSql('alter table "generation_logs" drop column if exists "delivery_id"');
  }
}
