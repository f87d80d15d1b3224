import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Cron, SchedulerRegistry } from '@nestjs/schedule';
import { DomainError } from '@pickwise/contracts';
import { GAME_IDS, findGame, type GameId } from '@pickwise/lottery';
import { APP_CONFIG, ScheduleTicks } from '@pickwise/nest-kit';
import type { IngestionConfig } from '../config.js';
import { IngestRunner } from '../runs/ingest-runner.js';

/** The specification's schedule (docs/product-spec.md §9): EuroMillions and EuroJackpot hourly, the others daily at 06:15 New York time. */
export const HOURLY_GAMES: readonly GameId[] = ['euromillions', 'eurojackpot'];
export const DAILY_GAMES: readonly GameId[] = GAME_IDS.filter((game) => !HOURLY_GAMES.includes(game));
export const HOURLY_CRON = '0 * * * *';
export const DAILY_CRON = '15 6 * * *';
/** The zone of the daily run; the cron library follows its daylight-saving changes. */
export const DAILY_TIME_ZONE = 'America/New_York';

const JOB_NAMES = ['ingest-hourly', 'ingest-daily'] as const;

/**
 * The in-service schedule (@nestjs/schedule). `INGESTION_SCHEDULE=off` stops it where Kubernetes
 * CronJobs send the runs instead. Every replica's timer fires: the first to claim the firing
 * (ScheduleTicks) runs the games, the others skip it; the run lock still keeps one run per game.
 */
@Injectable()
export class IngestionSchedule implements OnApplicationBootstrap {
  private readonly logger = new Logger(IngestionSchedule.name);

  constructor(
    private readonly runner: IngestRunner,
    private readonly ticks: ScheduleTicks,
    private readonly registry: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: IngestionConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.INGESTION_SCHEDULE === 'on') {
      this.logger.log(`Schedule on: ${HOURLY_GAMES.join(', ')} hourly; the others daily at 06:15 ${DAILY_TIME_ZONE}`);
      return;
    }
    for (const name of JOB_NAMES) void this.registry.getCronJob(name).stop();
    this.logger.log('Schedule off (INGESTION_SCHEDULE=off): runs come from CronJobs or the admin');
  }

  @Cron(HOURLY_CRON, { name: 'ingest-hourly', waitForCompletion: true })
  async hourly(): Promise<void> {
    await this.runFiring('ingest-hourly', new Date());
  }

  @Cron(DAILY_CRON, { name: 'ingest-daily', timeZone: DAILY_TIME_ZONE, waitForCompletion: true })
  async daily(): Promise<void> {
    await this.runFiring('ingest-daily', new Date());
  }

  /** Runs the job's games when this replica claimed the firing; another replica's claim makes it skip. */
  async runFiring(job: (typeof JOB_NAMES)[number], firedAt: Date): Promise<void> {
    const games = job === 'ingest-hourly' ? HOURLY_GAMES : DAILY_GAMES;
    const claimed = await this.ticks.claim(job, firedAt).catch((error: unknown) => {
      this.logger.error(`${job}: could not claim the firing of ${firedAt.toISOString()}: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    });
    if (claimed) await this.runAll(games);
    else this.logger.debug(`${job}: another replica runs the firing of ${firedAt.toISOString()}`);
  }

  private async runAll(games: readonly GameId[]): Promise<void> {
    for (const id of games) {
      const game = findGame(id);
      if (!game) continue;
      await this.runner.run(game, { kind: 'run' }).catch((error: unknown) => {
        if (error instanceof DomainError && error.code === 'CONFLICT') this.logger.debug(error.message);
        else this.logger.error(`Scheduled run of ${id} failed: ${error instanceof Error ? error.message : String(error)}`);
      });
    }
  }
}
