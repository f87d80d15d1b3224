import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Migration } from '@mikro-orm/migrations';
import type { ServiceProviderUsage } from '@pickwise/contracts';
import { MigratedSchema } from '../database/database.module.js';

/** The UTC month of a moment, yyyy-MM: the period a provider's monthly quota is counted in. */
export const usageMonth = (at: Date = new Date()): string => at.toISOString().slice(0, 7);

/**
 * `provider_usage`: requests sent to each outside provider per UTC month, kept by every service
 * that calls providers (in its own schema), so a paid provider's calls can be set against its
 * quota. Each service lists this migration in its own migrations. Unqualified names: the
 * migrator sets `search_path`.
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

/**
 * Counts each request a ProviderHttpClient sends (its `onRequestSent`) in `provider_usage`.
 * Counting never holds up or fails the call itself: a failed write is logged and that call is not
 * counted.
 */
@Injectable()
export class ProviderUsageStore {
  private readonly logger = new Logger(ProviderUsageStore.name);
  private readonly table: string;

  constructor(
    private readonly em: EntityManager,
    // Injected so no count is written before the table exists; its schema qualifies the table.
    migrated: MigratedSchema,
  ) {
    this.table = `"${migrated.schema}"."provider_usage"`;
  }

  /** Counts one request sent to `provider` now; resolves when stored (or the failure was logged). */
  async record(provider: string, at: Date = new Date()): Promise<void> {
    try {
      await this.em
        .getConnection()
        .execute(
          `insert into ${this.table} (provider, month, calls) values (?, ?, 1) on conflict (provider, month) do update set calls = ${this.table}.calls + 1`,
          [provider, usageMonth(at)],
        );
    } catch (error) {
      this.logger.error(`Counting a ${provider} request failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** The requests sent to each provider in `month` (default: this UTC month). */
  async usage(month: string = usageMonth()): Promise<ServiceProviderUsage> {
    const rows = await this.em
      .getConnection()
      .execute<{ provider: string; calls: number }[]>(`select provider, calls from ${this.table} where month = ?`, [month]);
    return { month, calls: Object.fromEntries(rows.map((row) => [row.provider, Number(row.calls)])) };
  }
}
