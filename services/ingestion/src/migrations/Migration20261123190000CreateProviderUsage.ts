import { Migration } from '@mikro-orm/migrations';

/**
 * `provider_usage`: requests this service sent to each outside provider per UTC month, counted by
 * nest-kit's ProviderUsageStore. Moved here from libs/nest-kit under the same class name, which
 * MikroORM records as the migration's name, so a schema that already ran it does not run it again.
 * Unqualified names: the migrator sets `search_path`.
 */
export class Migration20261123190000CreateProviderUsage extends Migration {
  override up(): void {
    this.addSql(`create table "provider_usage" (
      "provider" varchar(64) not null,
      "month" char(7) not null,
      "calls" integer not null default 0 check ("calls" >= 0),
      primary key ("provider", "month")
    )`);
  }

  override down(): void {
    this.addSql('drop table if exists "provider_usage"');
  }
}
