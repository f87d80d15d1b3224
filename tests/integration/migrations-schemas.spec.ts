// Every service with a database owns one schema and applies its bundled migrations at start.
// Here each service's migrations run against an empty throwaway schema: they create exactly the
// service's tables, a restart applies nothing, two instances starting together apply them once,
// and they can be rolled back.
import type { EntitySchema } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Migration } from '@mikro-orm/migrations';
import { databaseOptions, migrateSchema } from '@pickwise/nest-kit';
import { Draw, DrawCorrectionRow, DrawSourceRow } from '../../services/draws/src/draws/draw.entity.js';
import { DRAWS_MIGRATIONS } from '../../services/draws/src/migrations/index.js';
import { GenerationLog } from '../../services/generation/src/logs/generation-log.entity.js';
import { GENERATION_MIGRATIONS } from '../../services/generation/src/migrations/index.js';
import { IDENTITY_ENTITIES } from '../../services/identity/src/accounts/entities.js';
import { identityMigrations } from '../../services/identity/src/migrations/index.js';
import { IngestLog } from '../../services/ingestion/src/ingest-log/ingest-log.entity.js';
import { INGESTION_MIGRATIONS } from '../../services/ingestion/src/migrations/index.js';
import { JackpotCache } from '../../services/jackpots/src/jackpot-cache/jackpot-cache.entity.js';
import { JACKPOTS_MIGRATIONS } from '../../services/jackpots/src/migrations/index.js';
import { NOTIFICATIONS_ENTITIES } from '../../services/notifications/src/database/tables.js';
import { NOTIFICATIONS_MIGRATIONS } from '../../services/notifications/src/migrations/index.js';
import { testKeyring } from '../support/data-encryption-keys.js';
import { DATABASE_URL, uniqueSchema } from '../support/infrastructure.js';

interface ServiceSchema {
  service: string;
  entities: EntitySchema[];
  migrations: (new (...args: never[]) => Migration)[];
  tables: string[];
}

const SERVICES: ServiceSchema[] = [
  { service: 'draws', entities: [Draw, DrawSourceRow, DrawCorrectionRow], migrations: DRAWS_MIGRATIONS, tables: ['draw_corrections', 'draw_sources', 'draws', 'history_seeds'] },
  { service: 'jackpots', entities: [JackpotCache], migrations: JACKPOTS_MIGRATIONS, tables: ['jackpot_cache', 'provider_usage'] },
  {
    service: 'identity',
    entities: IDENTITY_ENTITIES,
    migrations: identityMigrations(testKeyring()),
    tables: ['auth_rate_limits', 'contact_messages', 'factors', 'identities', 'mfa_challenges', 'one_time_tokens', 'profiles', 'refresh_tokens', 'schedule_ticks', 'sessions', 'sign_in_addresses', 'signing_keys', 'user_roles', 'users'],
  },
  { service: 'ingestion', entities: [IngestLog], migrations: INGESTION_MIGRATIONS, tables: ['ingest_logs', 'provider_usage', 'reconciliation_attempts', 'schedule_ticks'] },
  { service: 'generation', entities: [GenerationLog], migrations: GENERATION_MIGRATIONS, tables: ['generation_logs', 'schedule_ticks'] },
  { service: 'notifications', entities: NOTIFICATIONS_ENTITIES, migrations: NOTIFICATIONS_MIGRATIONS, tables: ['calendar_tokens', 'notification_rules', 'outbox', 'push_subscriptions', 'schedule_ticks'] },
];

const opened: MikroORM[] = [];
const schemas = new Set<string>();

async function ormFor(target: ServiceSchema, schema: string): Promise<MikroORM> {
  schemas.add(schema);
  const options = databaseOptions({ schema, entities: target.entities, migrations: target.migrations as never, url: DATABASE_URL });
  const orm = await MikroORM.init({ ...options, migrations: { ...options.migrations, silent: true } });
  opened.push(orm);
  return orm;
}

async function tablesOf(orm: MikroORM, schema: string): Promise<string[]> {
  const rows = await orm.em
    .getConnection()
    .execute<{ table_name: string }[]>('select table_name from information_schema.tables where table_schema = ? order by table_name', [schema]);
  return rows.map((row) => row.table_name);
}

afterAll(async () => {
  const [first] = opened;
  for (const schema of schemas) await first?.em.getConnection().execute(`drop schema if exists "${schema}" cascade`);
  await Promise.all(opened.map((orm) => orm.close()));
});

describe.each(SERVICES)('$service migrations', (target) => {
  const names = target.migrations.map((migration) => migration.name);

  it('create the schema and exactly its tables, and a restart applies nothing', async () => {
    const schema = uniqueSchema(`${target.service}_mig`);
    const orm = await ormFor(target, schema);
    expect((await migrateSchema(orm)).applied).toEqual(names);
    expect(await tablesOf(orm, schema)).toEqual([...target.tables, 'mikro_orm_migrations'].sort());

    const executed = await orm.em.getConnection().execute<{ name: string }[]>(`select name from "${schema}".mikro_orm_migrations order by id`);
    expect(executed.map((row) => row.name)).toEqual(names);

    expect((await migrateSchema(orm)).applied).toEqual([]);
    const restarted = await ormFor(target, schema);
    expect((await migrateSchema(restarted)).applied).toEqual([]);
    expect(await tablesOf(restarted, schema)).toEqual([...target.tables, 'mikro_orm_migrations'].sort());
  });

  it('are applied once when two instances start together', async () => {
    const schema = uniqueSchema(`${target.service}_race`);
    const [a, b] = await Promise.all([ormFor(target, schema), ormFor(target, schema)]);
    const outcomes = await Promise.all([migrateSchema(a), migrateSchema(b)]);
    expect(outcomes.flatMap((outcome) => outcome.applied)).toEqual(names);
  });

  it('roll back to an empty schema and apply again', async () => {
    const schema = uniqueSchema(`${target.service}_down`);
    const orm = await ormFor(target, schema);
    await migrateSchema(orm);
    await orm.migrator.down({ to: 0 });
    expect(await tablesOf(orm, schema)).toEqual(['mikro_orm_migrations']);
    expect((await migrateSchema(orm)).applied).toEqual(names);
  });
});
