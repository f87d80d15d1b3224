// Jest global teardown of the integration and scale-out projects: stops the workers' own NATS
// servers and the containers global-setup.ts started.
import type { ResolvedInfrastructure } from './resolve-infrastructure.ts';
import type { WorkerNats } from './worker-nats.ts';

/** Jest runs global setup and teardown in one process: what they started waits on globalThis. */
export const INFRASTRUCTURE_KEY = '__pickwiseIntegrationInfrastructure';
export const WORKER_NATS_KEY = '__pickwiseWorkerNats';
export type GlobalWithInfrastructure = typeof globalThis & { [INFRASTRUCTURE_KEY]?: ResolvedInfrastructure; [WORKER_NATS_KEY]?: WorkerNats };

export default async function globalTeardown(): Promise<void> {
  const global = globalThis as GlobalWithInfrastructure;
  await global[WORKER_NATS_KEY]?.stop();
  await global[INFRASTRUCTURE_KEY]?.stop();
}
