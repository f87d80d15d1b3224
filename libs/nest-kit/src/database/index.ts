export { DatabaseModule, MigratedSchema } from './database.module.js';
export { databaseOptions, MIGRATIONS_TABLE, type ServiceDatabaseOptions } from './database-options.js';
export { migrateSchema, type MigrationOutcome } from './migrate.js';
export { assertSchemaName, SCHEMA_NAME_PATTERN } from './schema-name.js';
export { databaseSchemaEnvSchema } from './database-env.js';
export { qualifiedTableName } from './table-name.js';
export { PgDatabase, type PgPool, type Sql } from './pg-database.js';
