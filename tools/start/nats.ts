// NATS for the launcher: NATS_URL when set, else a server answering on 127.0.0.1:4222, else a
// nats-server from PATH started with JetStream (data under .data/nats), else a message saying how to get one.
// Two PickWise systems on one NATS server would answer each other's requests (the services share queue
// groups), so a local server where another system already answers is skipped for a private nats-server.
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { ProcessGroup } from './processes.ts';
import { freePort } from './ports.ts';
import { dataDir } from './workspace.ts';

export interface NatsHandle {
  url: string;
  description: string;
}

const defaultUrl = 'nats://127.0.0.1:4222';
const probeTimeoutMs = 1_500;
const startTimeoutMs = 10_000;

export const natsMissingMessage = [
  'No NATS server found: NATS_URL is not set, nothing answers on 127.0.0.1:4222 and `nats-server` is not on PATH.',
  'Get one of these:',
  '  - Debian/Ubuntu: `sudo apt-get install nats-server` (then `npm start` starts it for you)',
  '  - any OS: download nats-server from https://nats.io/download/ (the NATS project) and put it on PATH',
  '  - an existing server: `NATS_URL=nats://host:4222 npm start` (JetStream must be enabled: `nats-server -js`)',
].join('\n');

export async function resolveNats(processes: ProcessGroup): Promise<NatsHandle> {
  const configured = process.env['NATS_URL'];
  if (configured) {
    if (!(await answersNatsInfo(configured))) {
      throw new Error(`NATS_URL=${configured} is set, but no NATS server answers there.`);
    }
    const responders = await pickwiseResponders(configured);
    const warning = responders.length > 0 ? `; warning: ${responders.join(', ')} already answered there (another PickWise system?)` : '';
    return { url: configured, description: `NATS_URL (${configured})${warning}` };
  }
  if (await answersNatsInfo(defaultUrl)) {
    const responders = await pickwiseResponders(defaultUrl);
    if (responders.length === 0) return { url: defaultUrl, description: `the NATS server already running on 127.0.0.1:4222` };
    if (!natsServerOnPath()) {
      throw new Error(
        `Another PickWise system already answers ${responders.join(', ')} on ${defaultUrl}; stop it, or set NATS_URL to another server.`,
      );
    }
    const started = await startNatsServer(processes);
    return { ...started, description: `${started.description} (another PickWise system already uses 127.0.0.1:4222)` };
  }
  if (!natsServerOnPath()) throw new Error(natsMissingMessage);
  return startNatsServer(processes);
}

/** The `<service>.health` subjects something already answers on the server at `url`. */
async function pickwiseResponders(url: string): Promise<string[]> {
  // Loaded here, not at the top: the launcher must run before the first build has produced contracts' dist.
  const [{ connect }, { SERVICE_NAMES, healthSubject }] = await Promise.all([import('@nats-io/transport-node'), import('@pickwise/contracts')]);
  const connection = await connect({ servers: url, timeout: probeTimeoutMs });
  try {
    const answered = await Promise.all(
      SERVICE_NAMES.map(async (service) => {
        const subject = healthSubject(service);
        try {
          // NestJS's NATS transport expects { pattern, data, id }; any reply means a service listens.
          await connection.request(subject, JSON.stringify({ pattern: subject, data: {}, id: 'launcher-probe' }), { timeout: 300 });
          return subject;
        } catch {
          return undefined; // no responders: nothing listens on that subject
        }
      }),
    );
    return answered.filter((subject): subject is string => subject !== undefined);
  } finally {
    await connection.close();
  }
}

/** True when a TCP connection to the URL's host and port gets a NATS `INFO {...}` greeting. */
export function answersNatsInfo(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url.split(',')[0] ?? url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 4222) });
    let received = '';
    const finish = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(probeTimeoutMs, () => finish(false));
    socket.on('error', () => finish(false));
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
      if (received.includes('\n')) finish(received.startsWith('INFO '));
    });
  });
}

function natsServerOnPath(): boolean {
  return spawnSync('nats-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

async function startNatsServer(processes: ProcessGroup): Promise<NatsHandle> {
  const port = await freePort();
  const storeDir = path.join(dataDir, 'nats');
  // Made here with the usual mode: nats-server would make every missing folder 0750, .data included.
  await mkdir(storeDir, { recursive: true });
  processes.start({
    name: 'nats',
    command: 'nats-server',
    args: ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir],
  });
  const url = `nats://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (await answersNatsInfo(url)) {
      return { url, description: `nats-server started with JetStream on 127.0.0.1:${port}, data in .data/nats` };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nats-server did not answer on ${url} within ${startTimeoutMs / 1000} s (see the [nats] lines above).`);
}
