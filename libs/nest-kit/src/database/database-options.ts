import type { Constructor, EntitySchema } from '@mikro-orm/core';
import { Migrator, type Migration } from '@mikro-orm/migrations';
import { PostgreSqlDriver, type Options } from '@mikro-orm/postgresql';
import { assertSchemaName } from './schema-name.js';

/** Where each service's applied migrations are recorded, inside that service's own schema. */
export const MIGRATIONS_TABLE = 'mikro_orm_migrations';

export interface ServiceDatabaseOptions {
  /** The PostgreSQL schema this service owns (`draws`, `identity`, …); created if missing. */
  schema: string;
  /** `defineEntity` schemas of the service; their tables live in `schema`. */
  entities: EntitySchema[];
  /**
   * Migration classes compiled with the service, oldest first. They are written without a schema
   * qualifier and run with `search_path` set to `schema`, so the same classes can build a
   * throwaway schema in tests.
   */
  migrations: Constructor<Migration>[];
  /** PostgreSQL connection URL (DATABASE_URL, validated by the service's configuration). */
  url: string;
}

/** MikroORM options for one service: PostgreSQL, its own schema, bundled migrations, no snapshots. */
export function databaseOptions(options: ServiceDatabaseOptions): Options {
  const schema = assertSchemaName(options.schema);
  return {
    driver: PostgreSqlDriver,
    clientUrl: options.url,
    schema,
    entities: options.entities,
    extensions: [Migrator],
    pool: { min: 0, max: 10 },
    migrations: {
      tableName: MIGRATIONS_TABLE,
      schema,
      // Keyed by class name, which tsc keeps as written (nothing here is minified).
      migrationsList: options.migrations.map((migration) => ({ name: migration.name, class: migration })),
      // Schema snapshots are a development aid for generating migrations; a running service must
      // not write files next to its code.
      snapshot: false,
      transactional: true,
      allOrNothing: true,
    },
  };
}
