import { Module, type DynamicModule } from '@nestjs/common';
import { SUBJECTS } from '@pickwise/contracts';
import { ServiceModule } from '@pickwise/nest-kit';
import { SERVICE_NAME, type DrawsConfig } from './config.js';
import { Draw, DrawCorrectionRow, DrawSourceRow } from './draws/draw.entity.js';
import { DrawsModule } from './draws/draws.module.js';
import { IngestModule } from './ingest/ingest.module.js';
import { DRAWS_MIGRATIONS } from './migrations/index.js';

@Module({})
export class AppModule {
  static forRoot(config: DrawsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceModule.forService({ service: SERVICE_NAME, config, healthSubject: SUBJECTS.drawsHealth, database: { entities: [Draw, DrawSourceRow, DrawCorrectionRow], migrations: DRAWS_MIGRATIONS } }),
        DrawsModule,
        IngestModule,
      ],
    };
  }
}
