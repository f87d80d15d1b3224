// Jest global setup of the integration and scale-out projects: resolves NATS and PostgreSQL once
// per run and hands them to the tests through NATS_URL / DATABASE_URL (read by infrastructure.ts),
// and gives each worker past the first a NATS of its own (worker-nats.ts).
import type { Config } from 'jest';
import { resolveInfrastructure } from './resolve-infrastructure.ts';
import { INFRASTRUCTURE_KEY, WORKER_NATS_KEY, type GlobalWithInfrastructure } from './global-teardown.ts';
import { WORKER_NATS_URLS_VARIABLE, startWorkerNats } from './worker-nats.ts';

export default async function globalSetup(globalConfig: { maxWorkers: number } & Config): Promise<void> {
  const infrastructure = await resolveInfrastructure();
  process.env['NATS_URL'] = infrastructure.natsUrl;
  process.env['DATABASE_URL'] = infrastructure.databaseUrl;
  const global = globalThis as GlobalWithInfrastructure;
  global[INFRASTRUCTURE_KEY] = infrastructure;
  if (infrastructure.sources.nats === 'testcontainers' || infrastructure.sources.database === 'testcontainers') {
    process.stderr.write(`Integration infrastructure from testcontainers: NATS ${infrastructure.natsUrl}, PostgreSQL ${infrastructure.databaseUrl}\n`);
  }
  const workerNats = await startWorkerNats(infrastructure.natsUrl, globalConfig.maxWorkers);
  global[WORKER_NATS_KEY] = workerNats;
  process.env[WORKER_NATS_URLS_VARIABLE] = JSON.stringify(workerNats.urls);
}
