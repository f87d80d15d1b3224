import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceProviderUsage } from '@pickwise/contracts';
import { MigratedSchema } from '../database/database.module.js';

/** The UTC month of a moment, yyyy-MM: the period a provider's monthly quota is counted in. */
export const usageMonth = (at: Date = new Date()): string => at.toISOString().slice(0, 7);

/**
 * Counts each request a ProviderHttpClient sends (its `onRequestSent`) in `provider_usage`: per
 * provider and UTC month, in the schema of the service that sends them. Each such service creates
 * that table with a migration of its own (ingestion and jackpots:
 * `Migration20261123190000CreateProviderUsage`).
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
