import { Module, type DynamicModule } from '@nestjs/common';
import { SUBJECTS } from '@pickwise/contracts';
import { ConfigModule, DatabaseModule, HealthModule, MetricsModule, databaseHealthCheck } from '@pickwise/nest-kit';
import { IDENTITY_ENTITIES } from './accounts/entities.js';
import { SERVICE_NAME, type IdentityConfig } from './config.js';
import { IDENTITY_MIGRATIONS } from './migrations/index.js';

/**
 * The identity service so far: its schema and health. Sign-up, tokens, sessions, JWKS, profiles
 * and roles over NATS come with the identity issue.
 */
@Module({})
export class AppModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forService({ schema: config.DATABASE_SCHEMA, entities: IDENTITY_ENTITIES, migrations: IDENTITY_MIGRATIONS, url: config.DATABASE_URL }),
        MetricsModule,
        HealthModule.forService({ service: SERVICE_NAME, natsSubject: SUBJECTS.identityHealth, databaseCheck: databaseHealthCheck }),
      ],
    };
  }
}
