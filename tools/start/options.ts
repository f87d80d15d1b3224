// The launcher's command line: what to start and how many of each.
import { parseArgs } from 'node:util';
import { allServiceNames } from './services.ts';

export interface LaunchOptions {
  build: boolean;
  /** Processes per service (the gateway included); 1 each unless --replicas says otherwise. */
  replicas: Readonly<Record<string, number>>;
  /** Nodes of the local NATS cluster the launcher starts; 0 = one server (found or started), as before. */
  natsClusterNodes: number;
  /**
   * Whether a process that dies is started again (with back-off), as Kubernetes would: on as soon as
   * the system is scaled out (replicas or a cluster); off for the one-of-each system, where a death
   * stops everything so that a half-working system never looks healthy.
   */
  restartDeadProcesses: boolean;
}

export const MAX_REPLICAS = 8;
export const MAX_NATS_NODES = 5;

export const usage = `Usage: npm start [-- --no-build] [--replicas N | --replicas <service>=N ...] [--nats-cluster N]

Starts PickWise on this machine: site and API on http://localhost:$PORT (default 8080).
  --no-build            start from the existing build outputs (npm run build) instead of building first
  --replicas N          run N processes of every service, the gateway included (1-${MAX_REPLICAS}); with
                        gateway replicas, a balancer on $PORT spreads visitors over them
  --replicas name=N     N processes of one service (repeatable; after --replicas N it overrides it),
                        e.g. --replicas generation=3
  --nats-cluster N      start a cluster of N nats-server nodes with JetStream on loopback ports (3 for
                        streams kept on 3 nodes), instead of using or starting a single server
With replicas or a cluster, a process that dies is started again with back-off; otherwise one death
stops the whole system.

Environment: PORT, DATABASE_URL (else an embedded PostgreSQL in .data/postgres), NATS_URL (else
127.0.0.1:4222, else nats-server from PATH), LOG_LEVEL; every other variable is passed to the services.`;

export class UsageError extends Error {}

function positiveCount(text: string, what: string, max: number): number {
  const count = Number(text);
  if (!/^\d+$/.test(text) || count < 1 || count > max) throw new UsageError(`${what} must be a whole number from 1 to ${max}, not "${text}"`);
  return count;
}

export function parseLaunchOptions(argv: readonly string[]): LaunchOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: {
        'no-build': { type: 'boolean', default: false },
        replicas: { type: 'string', multiple: true, default: [] },
        'nats-cluster': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (parsed.values.help) throw new UsageError('');
  const replicas: Record<string, number> = Object.fromEntries(allServiceNames.map((name) => [name, 1]));
  let scaled = false;
  for (const value of parsed.values.replicas) {
    const [name, count] = value.includes('=') ? value.split('=', 2) : [undefined, value];
    if (name === undefined) {
      const all = positiveCount(count ?? '', '--replicas', MAX_REPLICAS);
      for (const service of allServiceNames) replicas[service] = all;
    } else {
      if (!allServiceNames.includes(name)) throw new UsageError(`--replicas names an unknown service "${name}"; the services are ${allServiceNames.join(', ')}`);
      replicas[name] = positiveCount(count ?? '', `--replicas ${name}`, MAX_REPLICAS);
    }
    scaled = true;
  }
  const clusterText = parsed.values['nats-cluster'];
  const natsClusterNodes = clusterText === undefined ? 0 : positiveCount(clusterText, '--nats-cluster', MAX_NATS_NODES);
  return {
    build: !parsed.values['no-build'],
    replicas,
    natsClusterNodes,
    restartDeadProcesses: (scaled && Object.values(replicas).some((count) => count > 1)) || natsClusterNodes > 0,
  };
}
