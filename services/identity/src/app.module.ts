import { Module, type DynamicModule } from '@nestjs/common';
import { SUBJECTS } from '@pickwise/contracts';
import { ConfigModule, DatabaseModule, HealthModule, MetricsModule, databaseHealthCheck } from '@pickwise/nest-kit';
import { IDENTITY_ENTITIES } from './accounts/entities.js';
import { SERVICE_NAME, type IdentityConfig } from './config.js';
import { JwksController } from './keys/jwks.controller.js';
import { SigningKey } from './keys/signing-key.entity.js';
import { SigningKeys } from './keys/signing-keys.js';
import { IDENTITY_MIGRATIONS } from './migrations/index.js';

/**
 * The identity service so far: its schema, health and signing keys (published as JWKS). Sign-up,
 * tokens, sessions, profiles and roles over NATS come with the identity issue.
 */
@Module({})
export class AppModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forService({ schema: config.DATABASE_SCHEMA, entities: [...IDENTITY_ENTITIES, SigningKey], migrations: IDENTITY_MIGRATIONS, url: config.DATABASE_URL }),
        MetricsModule,
        HealthModule.forService({ service: SERVICE_NAME, natsSubject: SUBJECTS.identityHealth, databaseCheck: databaseHealthCheck }),
      ],
      controllers: [JwksController],
      providers: [SigningKeys],
    };
  }
}
