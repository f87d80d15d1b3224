/**
 * The integration tests run in two Jest workers (or more, with --maxWorkers), and NATS subjects
 * cannot be kept apart on one server: two files' draws services would split each other's requests.
 * So each worker has a NATS of its own. Worker 1 uses the NATS the global setup resolved (NATS_URL,
 * else this machine's), and every other worker a nats-server that the global setup starts for it
 * (JetStream on, its store in a temp directory), stopped by the global teardown. PostgreSQL is shared:
 * every test works in throwaway schemas of its own.
 *
 * Imports carry `.ts`: Jest loads its global setup outside its own module resolution.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NatsServerProcess, freePort, natsServerBinary } from './nats-server-process.ts';

/** The NATS URL of each worker, in worker order, as the global setup hands them to the workers. */
export const WORKER_NATS_URLS_VARIABLE = 'PICKWISE_WORKER_NATS_URLS';

export interface WorkerNats {
  urls: string[];
  stop(): Promise<void>;
}

/** Worker 1 on `sharedUrl`, and a nats-server started here for each of the `workers - 1` others. */
export async function startWorkerNats(sharedUrl: string, workers: number): Promise<WorkerNats> {
  const others = Math.max(0, workers - 1);
  if (others > 0 && !natsServerBinary()) {
    throw new Error(`${workers} integration workers need a nats-server binary for workers 2..${workers} (NATS_SERVER_BIN or /usr/sbin/nats-server); run with --runInBand to use ${sharedUrl} alone`);
  }
  const storeRoot = others > 0 ? await mkdtemp(path.join(tmpdir(), 'pickwise-worker-nats-')) : undefined;
  const servers: NatsServerProcess[] = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => server.kill()));
    if (storeRoot) await rm(storeRoot, { recursive: true, force: true });
  };
  try {
    for (let worker = 2; worker <= workers; worker++) {
      const server = new NatsServerProcess(await freePort(), path.join(storeRoot as string, `worker-${worker}`));
      servers.push(server);
      await server.start(60_000);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { urls: [sharedUrl, ...servers.map((server) => server.url)], stop };
}

/**
 * In a test file's environment (Jest's setupFiles, before any module reads NATS_URL): NATS_URL
 * becomes this worker's server.
 */
export function useWorkerNats(env: NodeJS.ProcessEnv = process.env): void {
  const urls = env[WORKER_NATS_URLS_VARIABLE];
  if (!urls) return;
  const worker = Number(env['JEST_WORKER_ID'] ?? '1');
  const url = (JSON.parse(urls) as string[])[worker - 1];
  if (!url) throw new Error(`Jest worker ${worker} has no NATS of its own (${urls}): the global setup started fewer servers than there are workers`);
  env['NATS_URL'] = url;
}
