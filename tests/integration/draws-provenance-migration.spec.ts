// The provenance migration (issue 39) on a schema that already holds draws: each keeps its one
// source (a history repository with the seeded file's hash, or a provider without one), first seen
// when last written, and is provisional unless that source is the game's operator.
import { MikroORM } from '@mikro-orm/postgresql';
import { databaseOptions, migrateSchema } from '@pickwise/nest-kit';
import { Draw, DrawCorrectionRow, DrawSourceRow } from '../../services/draws/src/draws/draw.entity.js';
import { DRAWS_MIGRATIONS } from '../../services/draws/src/migrations/index.js';
import { Migration20261203160000DrawProvenance } from '../../services/draws/src/migrations/Migration20261203160000DrawProvenance.js';
import { DATABASE_URL, uniqueSchema } from '../support/infrastructure.js';

const schema = uniqueSchema('draws_provenance');
const opened: MikroORM[] = [];

async function ormWith(migrations: typeof DRAWS_MIGRATIONS): Promise<MikroORM> {
  const options = databaseOptions({ schema, entities: [Draw, DrawSourceRow, DrawCorrectionRow], migrations: migrations as never, url: DATABASE_URL });
  const orm = await MikroORM.init({ ...options, migrations: { ...options.migrations, silent: true } });
  opened.push(orm);
  return orm;
}

afterAll(async () => {
  await opened[0]?.em.getConnection().execute(`drop schema if exists "${schema}" cascade`);
  await Promise.all(opened.map((orm) => orm.close()));
});

it('gives every stored draw its one source, and verifies only those of the operator', async () => {
  const before = DRAWS_MIGRATIONS.filter((migration) => migration !== Migration20261203160000DrawProvenance);
  expect(before).toHaveLength(DRAWS_MIGRATIONS.length - 1);
  const old = await ormWith(before);
  await migrateSchema(old);
  const sql = <T>(query: string, params: unknown[] = []) => old.em.getConnection().execute<T[]>(query, params);
  await sql(`insert into "${schema}".history_seeds (file, sha256) values ('powerball.csv', ?)`, ['c'.repeat(64)]);
  await sql(
    `insert into "${schema}".draws (game, draw_date, main, special, jackpot, source, ingested_at) values
       ('powerball', '2026-07-08', '{12,29,37,43,55}', '{18}', null, 'jbaranski/jeffs-lottery-utils', '2026-07-09T00:00:00Z'),
       ('powerball', '2026-07-11', '{8,10,14,45,59}', '{5}', null, 'ny-open-data', '2026-07-12T00:00:00Z'),
       ('eurojackpot', '2026-07-10', '{4,17,23,38,49}', '{3,11}', 12000000, 'magayo', '2026-07-11T00:00:00Z')`,
  );

  expect((await migrateSchema(await ormWith(DRAWS_MIGRATIONS))).applied).toEqual(['Migration20261203160000DrawProvenance']);
  const instant = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
  const draws = await sql<{ source: string; status: string; first_seen_at: string; verified_at: string | null }>(
    `select source, status, ${instant('first_seen_at')} as first_seen_at, ${instant('verified_at')} as verified_at from "${schema}".draws order by draw_date`,
  );
  expect(draws.map(({ source, status, first_seen_at, verified_at }) => [source, status, first_seen_at, verified_at])).toEqual([
    ['jbaranski/jeffs-lottery-utils', 'provisional', '2026-07-09T00:00:00Z', null],
    ['magayo', 'provisional', '2026-07-11T00:00:00Z', null],
    ['ny-open-data', 'verified', '2026-07-12T00:00:00Z', '2026-07-12T00:00:00Z'],
  ]);
  const sources = await sql<{ provider: string; payload_sha256: string | null; from_history: boolean; jackpot: string | null }>(
    `select s.provider, s.payload_sha256, s.from_history, s.jackpot from "${schema}".draw_sources s join "${schema}".draws d on d.id = s.draw_id order by d.draw_date`,
  );
  expect(sources).toEqual([
    { provider: 'jbaranski/jeffs-lottery-utils', payload_sha256: 'c'.repeat(64), from_history: true, jackpot: null },
    { provider: 'magayo', payload_sha256: null, from_history: false, jackpot: '12000000.00' },
    { provider: 'ny-open-data', payload_sha256: null, from_history: false, jackpot: null },
  ]);
});
