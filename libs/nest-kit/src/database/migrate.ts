import type { MikroORM } from '@mikro-orm/postgresql';
import { assertSchemaName } from './schema-name.js';

export interface MigrationOutcome {
  schema: string;
  /** Migrations applied by this call, oldest first (empty when the schema was already current). */
  applied: string[];
}

/**
 * Creates the service's schema (the ORM's `schema` option) if missing and applies its pending migrations. Two instances of a
 * service starting together are serialised by a session advisory lock keyed by the schema name, so
 * the loser finds the migrations already applied instead of failing half-way.
 */
export async function migrateSchema(orm: MikroORM): Promise<MigrationOutcome> {
  const schema = assertSchemaName(orm.config.get('schema') ?? '');
  const pool = await orm.em.getConnection().getNativeClient();
  const lockSession = await pool.connect();
  try {
    await lockSession.query('select pg_advisory_lock(hashtext($1))', [`pickwise-migrations:${schema}`]);
    await lockSession.query(`create schema if not exists "${schema}"`);
    const applied = await orm.migrator.up({ schema });
    return { schema, applied: applied.map((migration) => migration.name) };
  } finally {
    await lockSession.query('select pg_advisory_unlock(hashtext($1))', [`pickwise-migrations:${schema}`]).catch(() => undefined);
    lockSession.release();
  }
}
