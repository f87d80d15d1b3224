// The services the launcher runs, in start order, and how it knows one is ready.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { workspaceRoot } from './workspace.ts';

export interface ServiceDefinition {
  name: string;
  defaultPort: number;
}

/** Back-end services that only talk NATS; they start together, before the gateway. */
export const backendServices: readonly ServiceDefinition[] = [
  { name: 'generation', defaultPort: 3001 },
  { name: 'draws', defaultPort: 3002 },
  { name: 'jackpots', defaultPort: 3003 },
  { name: 'identity', defaultPort: 3004 },
  { name: 'ingestion', defaultPort: 3005 },
  { name: 'tickets', defaultPort: 3006 },
  { name: 'notifications', defaultPort: 3007 },
];

export const gatewayService: ServiceDefinition = { name: 'gateway', defaultPort: 8080 };

/** Every service the launcher runs, by name (`--replicas <name>=N`). */
export const allServiceNames: readonly string[] = [...backendServices, gatewayService].map((service) => service.name);

export const frontends = ['shell', 'public-site', 'admin'] as const;

export function serviceEntry(name: string): string {
  return path.join(workspaceRoot, 'services', name, 'dist', 'main.js');
}

/** Build outputs `--no-build` relies on; the first one missing is named in the error. */
export function missingBuildOutputs(): string[] {
  const expected = [
    ...[...backendServices, gatewayService].map((service) => serviceEntry(service.name)),
    ...frontends.map((name) => path.join(workspaceRoot, 'frontends', name, 'dist')),
  ];
  return expected.filter((file) => !existsSync(file)).map((file) => path.relative(workspaceRoot, file));
}

const healthPollMs = 250;

/**
 * Resolves when GET http://127.0.0.1:<port>/health/ready answers 200 (its database and NATS answer); rejects when `exited` settles first
 * (the process died while starting) or the deadline passes.
 */
export async function waitForHealth(name: string, port: number, exited: Promise<unknown>, timeoutMs: number): Promise<void> {
  let processEnded = false;
  void exited.then(() => (processEnded = true));
  const url = `http://127.0.0.1:${port}/health/ready`;
  const deadline = Date.now() + timeoutMs;
  while (!processEnded && Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, healthPollMs));
  }
  if (processEnded) throw new Error(`${name} exited while starting (see the [${name}] lines above).`);
  throw new Error(`${name} did not answer ${url} with 200 within ${timeoutMs / 1000} s.`);
}
