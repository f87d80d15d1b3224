import { Module, type DynamicModule } from '@nestjs/common';
import { SUBJECTS } from '@pickwise/contracts';
import { JetStreamConnection, ProviderUsageStore, ServiceModule } from '@pickwise/nest-kit';
import { AdminReportsHandler } from './admin-reports/admin-reports.handler.js';
import { AdminReports } from './admin-reports/admin-reports.service.js';
import { SERVICE_NAME, type IngestionConfig } from './config.js';
import { FreshnessHandler } from './freshness/freshness.handler.js';
import { DrawsFreshnessReport } from './freshness/freshness.service.js';
import { IngestLog } from './ingest-log/ingest-log.entity.js';
import { IngestLogRetention } from './ingest-log/ingest-log-retention.js';
import { IngestLogRepository } from './ingest-log/ingest-log.repository.js';
import { INGESTION_MIGRATIONS } from './migrations/index.js';
import { ProviderClients } from './providers/provider-clients.js';
import { Reconciler } from './reconciliation/reconciler.js';
import { ReconciliationAttempts } from './reconciliation/reconciliation-attempts.js';
import { ReconciliationMetrics } from './reconciliation/reconciliation-metrics.js';
import { ReconciliationSchedule } from './reconciliation/reconciliation-schedule.js';
import { BatchConfirmations } from './runs/batch-confirmations.js';
import { BootstrapAll } from './runs/bootstrap-all.js';
import { DrawsPublisher } from './runs/draws-publisher.js';
import { IngestRunner } from './runs/ingest-runner.js';
import { IngestionHandler } from './runs/ingestion.handler.js';
import { IngestionMetrics } from './runs/ingestion-metrics.js';
import { LastSuccessRestore } from './runs/last-success-restore.js';
import { ProviderFetch } from './runs/provider-fetch.js';
import { RunLock } from './runs/run-lock.js';
import { IngestionSchedule } from './schedule/ingestion-schedule.js';

/**
 * The ingestion service: provider fetches behind breakers, runs published on JetStream and logged
 * in `ingest_logs` (deleted past their retention period), the in-service schedule, the
 * reconciliation of unverified draws with the games' other providers, the admin
 * panel's reports (game health, paid-provider usage), the history pages' freshness, and its health
 * and metrics.
 */
@Module({})
export class AppModule {
  static forRoot(config: IngestionConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceModule.forService({
          service: SERVICE_NAME,
          config,
          healthSubject: SUBJECTS.ingestionHealth,
          database: { entities: [IngestLog], migrations: INGESTION_MIGRATIONS },
          natsClient: { connectionName: 'ingestion-client' },
          schedule: true,
        }),
      ],
      controllers: [IngestionHandler, AdminReportsHandler, FreshnessHandler],
      providers: [
        IngestLogRepository,
        ProviderClients,
        ProviderFetch,
        RunLock,
        JetStreamConnection,
        DrawsPublisher,
        BatchConfirmations,
        IngestionMetrics,
        LastSuccessRestore,
        IngestRunner,
        BootstrapAll,
        IngestionSchedule,
        ReconciliationAttempts,
        ReconciliationMetrics,
        Reconciler,
        ReconciliationSchedule,
        IngestLogRetention,
        ProviderUsageStore,
        AdminReports,
        DrawsFreshnessReport,
      ],
    };
  }
}
