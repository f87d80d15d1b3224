import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { GAMES, historyFileName, parseHistoryCsv, type Game } from '@pickwise/lottery';
import { APP_CONFIG, MigratedSchema } from '@pickwise/nest-kit';
import type { DrawsConfig } from '../config.js';
import { DrawsWriter } from '../draws/draws-writer.js';
import type { UpsertCounts } from '../draws/draws.repository.js';

export interface GameSeedResult extends UpsertCounts {
  game: string;
  /** Rows the file holds after parsing (invalid rows are reported, not stored). */
  rows: number;
  invalid: number;
}

export interface SeedReport {
  runId: string;
  games: GameSeedResult[];
  elapsedMs: number;
}

/**
 * Seeds `draws` from the shipped history on every start. The upsert is idempotent, so the first
 * start stores everything and later starts store only what a newer history file adds or corrects.
 * It runs during module initialisation, after the migrations and before the service subscribes to
 * NATS, so nobody reads a half-seeded table.
 */
@Injectable()
export class HistorySeeder implements OnModuleInit {
  private readonly logger = new Logger(HistorySeeder.name);

  constructor(
    // Injected only to order the seed after the migrations.
    readonly migrated: MigratedSchema,
    private readonly writer: DrawsWriter,
    @Inject(APP_CONFIG) private readonly config: DrawsConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    const report = await this.seed();
    const totals = report.games.reduce((sum, game) => ({ inserted: sum.inserted + game.inserted, updated: sum.updated + game.updated }), { inserted: 0, updated: 0 });
    this.logger.log(
      `history seed: ${report.games.reduce((sum, game) => sum + game.rows, 0)} rows from ${report.games.length} files, ` +
        `${totals.inserted} inserted, ${totals.updated} updated in ${report.elapsedMs} ms`,
    );
  }

  async seed(): Promise<SeedReport> {
    const started = performance.now();
    const runId = `seed-${new Date().toISOString()}`;
    const games: GameSeedResult[] = [];
    // One game at a time: each upsert is already a set-based statement, and running them side by
    // side only makes them compete for the same cores.
    for (const game of GAMES) games.push(await this.seedGame(game));
    const changed = games.filter((result) => result.inserted + result.updated > 0);
    await Promise.all(changed.map(({ game, inserted, updated, skipped }) => this.writer.announce({ game, runId, inserted, updated, skipped })));
    return { runId, games, elapsedMs: Math.round(performance.now() - started) };
  }

  private async seedGame(game: Game): Promise<GameSeedResult> {
    const file = path.join(this.config.HISTORY_DIR, historyFileName(game));
    const { rows, invalid } = parseHistoryCsv(game, await readFile(file, 'utf8'));
    for (const row of invalid) this.logger.warn(`${file}:${row.line} not seeded: ${row.reason}`);
    const counts = await this.writer.upsert(game, rows);
    return { game: game.id, rows: rows.length, invalid: invalid.length, ...counts };
  }
}
