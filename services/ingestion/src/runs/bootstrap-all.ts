import { Injectable } from '@nestjs/common';
import { SUBJECTS, gameStatsSchema, type IngestionBootstrapResult } from '@pickwise/contracts';
import { GAMES, type Game } from '@pickwise/lottery';
import { NatsRequester } from '@pickwise/nest-kit';
import { IngestRunner } from './ingest-runner.js';

type BootstrapEntry = IngestionBootstrapResult['results'][number];

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * `ingestion.bootstrap`: a run of every game, one after another, then a check that the draws
 * service computes the game's statistics from what is stored (the specification's Bootstrap
 * result: fetchSuccess and statsSuccess counted separately).
 */
@Injectable()
export class BootstrapAll {
  constructor(
    private readonly runner: IngestRunner,
    private readonly nats: NatsRequester,
  ) {}

  async bootstrap(): Promise<IngestionBootstrapResult> {
    const startedAt = performance.now();
    const results: BootstrapEntry[] = [];
    for (const game of GAMES) results.push(await this.bootstrapGame(game));
    return {
      totalGames: GAMES.length,
      fetchSuccess: results.filter((result) => result.fetchStatus === 'success').length,
      statsSuccess: results.filter((result) => result.statsStatus === 'success').length,
      executionTimeMs: Math.round(performance.now() - startedAt),
      results,
    };
  }

  private async bootstrapGame(game: Game): Promise<BootstrapEntry> {
    const fetch = await this.runner.run(game, { kind: 'run' }).then(
      (result) => ({ status: result.status, message: result.message }),
      (error: unknown) => ({ status: 'failed' as const, message: reason(error) }),
    );
    const stats = await this.nats.request(SUBJECTS.drawsStats, { game: game.id }, { schema: gameStatsSchema }).then(
      (result) => ({ status: 'success' as const, message: `statistics over ${result.draws} draws` }),
      (error: unknown) => ({ status: 'failed' as const, message: `statistics failed: ${reason(error)}` }),
    );
    return { game: game.id, fetchStatus: fetch.status, statsStatus: stats.status, message: `${fetch.message}; ${stats.message}` };
  }
}
