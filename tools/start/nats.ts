// NATS for the launcher: NATS_URL when set, else a server answering on 127.0.0.1:4222, else a
// nats-server from PATH started with JetStream (data under .data/nats), else a message saying how to get one.
import { spawnSync } from 'node:child_process';
import net from 'node:net';
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
    return { url: configured, description: `NATS_URL (${configured})` };
  }
  if (await answersNatsInfo(defaultUrl)) {
    return { url: defaultUrl, description: `the NATS server already running on 127.0.0.1:4222` };
  }
  if (!natsServerOnPath()) throw new Error(natsMissingMessage);
  return startNatsServer(processes);
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
