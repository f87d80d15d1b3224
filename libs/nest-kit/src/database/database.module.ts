import { Logger, Module, type DynamicModule } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { MikroORM } from '@mikro-orm/postgresql';
import { databaseOptions, type ServiceDatabaseOptions } from './database-options.js';
import { migrateSchema, type MigrationOutcome } from './migrate.js';

/**
 * Resolved once the service's schema exists and its migrations are applied. Providers that touch
 * the database at start (seeding, consumers) inject it so they run strictly after the migrations.
 */
export abstract class MigratedSchema implements MigrationOutcome {
  abstract readonly schema: string;
  abstract readonly applied: string[];
}

@Module({})
export class DatabaseModule {
  /**
   * PostgreSQL through MikroORM for one service: its own schema, its bundled migrations applied
   * while the application is being created (before it subscribes to anything or listens), the
   * EntityManager injectable everywhere (HealthModule's readiness pings its PostgreSQL).
   */
  static forService(options: ServiceDatabaseOptions): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      imports: [MikroOrmModule.forRoot(databaseOptions(options))],
      providers: [
        {
          provide: MigratedSchema,
          inject: [MikroORM],
          useFactory: async (orm: MikroORM): Promise<MigratedSchema> => {
            const outcome = await migrateSchema(orm);
            const logger = new Logger('Database');
            logger.log(
              outcome.applied.length
                ? `schema ${outcome.schema}: applied ${outcome.applied.join(', ')}`
                : `schema ${outcome.schema}: migrations up to date`,
            );
            return outcome;
          },
        },
      ],
      exports: [MigratedSchema],
    };
  }
}
