// Jest global teardown of the integration project: stops the containers global-setup.ts started.
import type { ResolvedInfrastructure } from './resolve-infrastructure.ts';

/** Jest runs global setup and teardown in one process: the resolved infrastructure waits on globalThis. */
export const INFRASTRUCTURE_KEY = '__pickwiseIntegrationInfrastructure';
export type GlobalWithInfrastructure = typeof globalThis & { [INFRASTRUCTURE_KEY]?: ResolvedInfrastructure };

export default async function globalTeardown(): Promise<void> {
  await (globalThis as GlobalWithInfrastructure)[INFRASTRUCTURE_KEY]?.stop();
}
