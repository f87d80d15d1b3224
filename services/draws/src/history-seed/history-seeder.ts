import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { GAMES, historyFileName, parseHistoryCsv, type Game } from '@pickwise/lottery';
import { APP_CONFIG, MigratedSchema } from '@pickwise/nest-kit';
import type { DrawsConfig } from '../config.js';
import { DrawsWriter } from '../draws/draws-writer.js';
import { DrawsRepository, type UpsertCounts } from '../draws/draws.repository.js';

export interface GameSeedResult extends UpsertCounts {
  game: string;
  /** Rows the file holds after parsing (invalid rows are reported, not stored); 0 when it was not read again. */
  rows: number;
  invalid: number;
  /** The file is the one seeded last time (same SHA-256): nothing was written. */
  unchanged: boolean;
}

export interface SeedReport {
  runId: string;
  games: GameSeedResult[];
  elapsedMs: number;
}

/**
 * Seeds `draws` from the shipped history at start. The first start stores everything; a later one
 * seeds only the files whose SHA-256 differs from the one recorded in `history_seeds` when they were
 * last seeded (a newer history adds or corrects draws), with the same idempotent upsert. It runs
 * during module initialisation, after the migrations and before the service subscribes to NATS, so
 * nobody reads a half-seeded table.
 */
@Injectable()
export class HistorySeeder implements OnModuleInit {
  private readonly logger = new Logger(HistorySeeder.name);

  constructor(
    // Also orders the seed after the migrations.
    private readonly migrated: MigratedSchema,
    private readonly em: EntityManager,
    private readonly writer: DrawsWriter,
    private readonly repository: DrawsRepository,
    @Inject(APP_CONFIG) private readonly config: DrawsConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    const report = await this.seed();
    const totals = report.games.reduce((sum, game) => ({ inserted: sum.inserted + game.inserted, updated: sum.updated + game.updated }), { inserted: 0, updated: 0 });
    const seeded = report.games.filter((game) => !game.unchanged);
    this.logger.log(
      `history seed: ${seeded.reduce((sum, game) => sum + game.rows, 0)} rows from ${seeded.length} changed files ` +
        `(${report.games.length - seeded.length} unchanged), ${totals.inserted} inserted, ${totals.updated} updated in ${report.elapsedMs} ms`,
    );
  }

  async seed(): Promise<SeedReport> {
    const started = performance.now();
    const runId = `seed-${new Date().toISOString()}`;
    const games: GameSeedResult[] = [];
    // One game at a time: each upsert is already a set-based statement, and running them side by
    // side only makes them compete for the same cores.
    for (const game of GAMES) games.push(await this.seedGame(game, runId));
    return { runId, games, elapsedMs: Math.round(performance.now() - started) };
  }

  private async seedGame(game: Game, runId: string): Promise<GameSeedResult> {
    const name = historyFileName(game);
    const file = path.join(this.config.HISTORY_DIR, name);
    const text = await readFile(file, 'utf8');
    const sha256 = createHash('sha256').update(text).digest('hex');
    const table = `"${this.migrated.schema}"."history_seeds"`;
    const connection = this.em.getConnection();
    const [seeded] = await connection.execute<{ sha256: string; seeded_at: Date | string }[]>(`select sha256, seeded_at from ${table} where file = ?`, [name]);
    if (seeded?.sha256 === sha256) return { game: game.id, rows: 0, invalid: 0, unchanged: true, inserted: 0, updated: 0, skipped: 0 };
    const { rows, invalid } = parseHistoryCsv(game, text);
    for (const row of invalid) this.logger.warn(`${file}:${row.line} not seeded: ${row.reason}`);
    // The file is one source of its draws, named by each row's repository, its hash the file's.
    const { inserted, updated, skipped, statusChanged } = await this.writer.upsert(game, rows, { payloadSha256: sha256, fromHistory: true });
    const counts = { inserted, updated, skipped };
    // The file is recorded as seeded only once its changes are announced. A start that stored them
    // and then failed to announce (JetStream down, the process killed) leaves the file unrecorded,
    // and the next start's upsert finds nothing to change: so the event names every date written
    // since the file's previous seed (draws ingested since then too; the tickets service's checks
    // are idempotent), not only what this upsert changed.
    const dates = await this.repository.datesWrittenSince(game.id, seeded?.seeded_at);
    if (counts.inserted + counts.updated + statusChanged > 0 || dates.length > 0) {
      try {
        await this.writer.announce({ game: game.id, runId, ...counts, statusChanged, dates });
      } catch (error) {
        this.logger.error(`${game.id}: history seeded but not announced; the next start announces it again: ${String(error)}`);
        return { game: game.id, rows: rows.length, invalid: invalid.length, unchanged: false, ...counts };
      }
    }
    await connection.execute(`insert into ${table} (file, sha256) values (?, ?) on conflict (file) do update set sha256 = excluded.sha256, seeded_at = now()`, [name, sha256]);
    return { game: game.id, rows: rows.length, invalid: invalid.length, unchanged: false, ...counts };
  }
}
