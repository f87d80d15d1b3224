// Jest global setup of the integration project: resolves NATS and PostgreSQL once per run and hands
// them to the tests through NATS_URL / DATABASE_URL (read by infrastructure.ts).
import { resolveInfrastructure } from './resolve-infrastructure.ts';
import { INFRASTRUCTURE_KEY, type GlobalWithInfrastructure } from './global-teardown.ts';

export default async function globalSetup(): Promise<void> {
  const infrastructure = await resolveInfrastructure();
  process.env['NATS_URL'] = infrastructure.natsUrl;
  process.env['DATABASE_URL'] = infrastructure.databaseUrl;
  (globalThis as GlobalWithInfrastructure)[INFRASTRUCTURE_KEY] = infrastructure;
  if (infrastructure.sources.nats === 'testcontainers' || infrastructure.sources.database === 'testcontainers') {
    process.stderr.write(`Integration infrastructure from testcontainers: NATS ${infrastructure.natsUrl}, PostgreSQL ${infrastructure.databaseUrl}\n`);
  }
}
