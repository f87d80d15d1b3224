import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { IngestLogRepository } from '../ingest-log/ingest-log.repository.js';
import { IngestionMetrics } from './ingestion-metrics.js';

/**
 * Sets `ingestion_last_success_timestamp_seconds` from the ingest log at start, so a restarted
 * service does not look as if no game had ever been ingested (the 36-hour alert reads it).
 */
@Injectable()
export class LastSuccessRestore implements OnApplicationBootstrap {
  private readonly logger = new Logger(LastSuccessRestore.name);

  constructor(
    private readonly logs: IngestLogRepository,
    private readonly metrics: IngestionMetrics,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.logs
      .lastSuccessByGame()
      .then((byGame) => this.metrics.restoreLastSuccess(byGame))
      .catch((error: unknown) => this.logger.warn(`Last successful runs not restored from the log: ${String(error)}`));
  }
}
