// draws, jackpots, identity and ingestion each start with their own schema migrated, answer
// `<name>.health` over NATS (their readiness) and GET /health/live and /health/ready over HTTP with
// the database and NATS up, and serve /metrics. readiness-faults.spec.ts takes the dependencies away.
import { healthSubject, serviceHealthSchema, type ServiceName } from '@pickwise/contracts';
import { assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { natsCaller, startTestDraws, startTestIdentity, startTestIngestion, startTestJackpots, type TestService } from '../support/services.js';

const NAMES = ['draws', 'jackpots', 'identity', 'ingestion'] as const satisfies readonly ServiceName[];
const FIRST_MIGRATION: Record<(typeof NAMES)[number], string> = {
  draws: 'Migration20261121220000CreateDraws',
  jackpots: 'Migration20261121220000CreateJackpotCache',
  identity: 'Migration20261121220000CreateIdentityTables',
  ingestion: 'Migration20261121220000CreateIngestLogs',
};

const services = new Map<string, TestService>();
let caller: ReturnType<typeof natsCaller>;

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders(NAMES.map(healthSubject));
  const started = await Promise.all([startTestDraws(), startTestJackpots(), startTestIdentity(), startTestIngestion()]);
  started.forEach((service, index) => services.set(NAMES[index] as string, service));
  caller = natsCaller();
});

afterAll(async () => {
  await caller?.close();
  await Promise.all([...services.values()].map((service) => service.stop()));
});

describe.each(NAMES)('%s', (name) => {
  const service = () => services.get(name) as TestService;

  it('applied its first migration in its own schema at start', async () => {
    const rows = await service().em.getConnection().execute<{ name: string }[]>(`select name from "${service().schema}".mikro_orm_migrations`);
    expect(rows.map((row) => row.name)).toContain(FIRST_MIGRATION[name]);
  });

  it(`answers ${name}.health over NATS: ready, its database and NATS connections up`, async () => {
    const health = serviceHealthSchema.parse(await caller.requester.request(healthSubject(name), {}));
    expect(health).toMatchObject({ service: name, status: 'up', checks: { database: { status: 'up' }, nats: { status: 'up' } } });
    expect(Object.values(health.checks).every((check) => check.status === 'up')).toBe(true);
  });

  it('answers GET /health/live and /health/ready with 200, no longer GET /health, and serves Prometheus metrics', async () => {
    const live = await fetch(`${service().url}/health/live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toMatchObject({ status: 'ok' });
    const ready = await fetch(`${service().url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toMatchObject({ status: 'ok', details: { database: { status: 'up' }, nats: { status: 'up' } } });
    expect((await fetch(`${service().url}/health`)).status).toBe(404);
    const metrics = await fetch(`${service().url}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('process_cpu_user_seconds_total');
  });
});
