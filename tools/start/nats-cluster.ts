// `npm start -- --nats-cluster N`: N nats-server nodes with JetStream, clustered by nats-server's own
// routes on loopback ports, each with its data under .data/nats-cluster-<site port>/<node> (two
// systems started side by side never share a store). The services get every
// node's URL (a client reconnects to another node when its own goes) and keep their streams on
// min(N, 3) nodes (NATS_STREAM_REPLICAS).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from './ports.ts';
import type { ProcessGroup } from './processes.ts';
import { dataDir } from './workspace.ts';

export interface NatsClusterNode {
  name: string;
  clientUrl: string;
  monitorUrl: string;
}

export interface NatsCluster {
  /** Every node's client URL, comma-separated: NATS_URL for the services. */
  url: string;
  nodes: NatsClusterNode[];
  /** How many nodes keep each stream and key-value bucket. */
  streamReplicas: number;
  description: string;
}

const CLUSTER_NAME = 'pickwise';

/** Where the cluster of the system on this site port keeps its streams. */
export const natsClusterDir = (sitePort: number) => path.join(dataDir, `nats-cluster-${sitePort}`);
const startTimeoutMs = 30_000;

export async function startNatsCluster(processes: ProcessGroup, nodeCount: number, sitePort: number): Promise<NatsCluster> {
  const storeDir = natsClusterDir(sitePort);
  // Made here with the usual mode: nats-server would make every missing folder 0750, .data included.
  await mkdir(storeDir, { recursive: true });
  const ports = [];
  for (let index = 0; index < nodeCount; index++) ports.push({ client: await freePort(), route: await freePort(), monitor: await freePort() });
  const routes = ports.map(({ route }) => `nats://127.0.0.1:${route}`).join(',');
  const nodes = ports.map(({ client, route, monitor }, index) => {
    const name = `nats-${index + 1}`;
    processes.start({
      name,
      command: 'nats-server',
      args: [
        '-a', '127.0.0.1', '-p', String(client), '-m', String(monitor),
        '--server_name', name, '--cluster_name', CLUSTER_NAME,
        '--cluster', `nats://127.0.0.1:${route}`, '--routes', routes,
        '-js', '-sd', path.join(storeDir, name),
      ],
      restart: true,
    });
    return { name, clientUrl: `nats://127.0.0.1:${client}`, monitorUrl: `http://127.0.0.1:${monitor}` };
  });
  await waitUntilJetStreamReady(nodes);
  return {
    url: nodes.map((node) => node.clientUrl).join(','),
    nodes,
    streamReplicas: Math.min(nodeCount, 3),
    description: `a cluster of ${nodeCount} nats-server nodes with JetStream (${nodes.map((node) => node.clientUrl.replace('nats://', '')).join(', ')}), data in ${path.relative(path.dirname(dataDir), storeDir)}`,
  };
}

/** Every node answers its /healthz, which in a cluster says JetStream's meta leader is known and current. */
async function waitUntilJetStreamReady(nodes: readonly NatsClusterNode[]): Promise<void> {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    const healthy = await Promise.all(
      nodes.map((node) => fetch(`${node.monitorUrl}/healthz`, { signal: AbortSignal.timeout(1_000) }).then((answer) => answer.ok, () => false)),
    );
    if (healthy.every(Boolean)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the NATS cluster did not become healthy within ${startTimeoutMs / 1000} s (see the [nats-…] lines above).`);
}
