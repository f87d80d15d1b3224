import { Module, type DynamicModule } from '@nestjs/common';
import { SUBJECTS } from '@pickwise/contracts';
import { ConfigModule, DatabaseModule, HealthModule, MetricsModule, databaseHealthCheck } from '@pickwise/nest-kit';
import { SERVICE_NAME, type IngestionConfig } from './config.js';
import { IngestLog } from './ingest-log/ingest-log.entity.js';
import { INGESTION_MIGRATIONS } from './migrations/index.js';

/**
 * The ingestion service so far: its schema and health. Provider fetches, runs, backfill, bootstrap
 * and the log queries come with the ingestion issue.
 */
@Module({})
export class AppModule {
  static forRoot(config: IngestionConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forService({ schema: config.DATABASE_SCHEMA, entities: [IngestLog], migrations: INGESTION_MIGRATIONS, url: config.DATABASE_URL }),
        MetricsModule,
        HealthModule.forService({ service: SERVICE_NAME, natsSubject: SUBJECTS.ingestionHealth, databaseCheck: databaseHealthCheck }),
      ],
    };
  }
}
