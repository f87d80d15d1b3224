/**
 * Where the integration tests find NATS (with JetStream) and PostgreSQL (docs/architecture.md §9):
 * NATS_URL / DATABASE_URL when set, else this machine's defaults when they answer, else — only
 * where a Docker engine answers — `nats:2.10-alpine -js` and `postgres:17-alpine` started with
 * testcontainers, else an error saying what to set. Runs once per `jest` run (global-setup.ts).
 *
 * Imports carry `.ts`: Jest loads its global setup outside its own module resolution.
 */
import http from 'node:http';
import net from 'node:net';
import { answersNatsInfo } from '../../tools/start/nats.ts';

export const LOCAL_NATS_URL = 'nats://127.0.0.1:4222';
export const LOCAL_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
const DEFAULT_DOCKER_HOST = 'unix:///var/run/docker.sock';
const PROBE_TIMEOUT_MS = 2_000;

export type InfrastructureSource = 'environment' | 'local default' | 'testcontainers';

export interface ResolvedInfrastructure {
  natsUrl: string;
  databaseUrl: string;
  sources: { nats: InfrastructureSource; database: InfrastructureSource };
  /** Stops the containers this call started (nothing otherwise). */
  stop(): Promise<void>;
}

export interface InfrastructureOptions {
  env?: NodeJS.ProcessEnv;
  localNatsUrl?: string;
  localDatabaseUrl?: string;
}

interface Found {
  url: string;
  source: InfrastructureSource;
}

export async function resolveInfrastructure(options: InfrastructureOptions = {}): Promise<ResolvedInfrastructure> {
  const env = options.env ?? process.env;
  const localNatsUrl = options.localNatsUrl ?? LOCAL_NATS_URL;
  const localDatabaseUrl = options.localDatabaseUrl ?? LOCAL_DATABASE_URL;
  const [nats, database] = await Promise.all([
    configuredOrLocal(env['NATS_URL'], localNatsUrl, answersNatsInfo),
    configuredOrLocal(env['DATABASE_URL'], localDatabaseUrl, acceptsPostgresConnection),
  ]);
  if (nats && database) {
    return { natsUrl: nats.url, databaseUrl: database.url, sources: { nats: nats.source, database: database.source }, stop: async () => {} };
  }
  const dockerHost = env['DOCKER_HOST'] || DEFAULT_DOCKER_HOST;
  if (!(await dockerEngineAnswers(dockerHost))) {
    throw new Error(missingInfrastructureMessage({ nats: !nats, database: !database }, localNatsUrl, localDatabaseUrl, dockerHost));
  }
  const containers = await startContainers({ nats: !nats, database: !database });
  return {
    natsUrl: nats?.url ?? (containers.natsUrl as string),
    databaseUrl: database?.url ?? (containers.databaseUrl as string),
    sources: { nats: nats?.source ?? 'testcontainers', database: database?.source ?? 'testcontainers' },
    stop: containers.stop,
  };
}

async function configuredOrLocal(configured: string | undefined, localUrl: string, answers: (url: string) => Promise<boolean>): Promise<Found | undefined> {
  // A configured URL is used as given: a test then fails naming it, rather than silently using another server.
  if (configured) return { url: configured, source: 'environment' };
  return (await answers(localUrl)) ? { url: localUrl, source: 'local default' } : undefined;
}

/** True when PostgreSQL at `url` accepts a connection and answers `select 1` (credentials and database included). */
export async function acceptsPostgresConnection(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  // A quick TCP check first: the driver's own connect has no timeout of its own.
  if (!(await tcpPortOpen(hostname, Number(port || 5432)))) return false;
  const { MikroORM, PostgreSqlDriver } = await import('@mikro-orm/postgresql');
  // ensureDatabase off: a probe must not create the database it looks for.
  const orm = await MikroORM.init({ driver: PostgreSqlDriver, clientUrl: url, entities: [], discovery: { warnWhenNoEntities: false }, ensureDatabase: false });
  try {
    await withTimeout(orm.em.getConnection().execute('select 1'), PROBE_TIMEOUT_MS);
    return true;
  } catch {
    return false;
  } finally {
    await withTimeout(orm.close(), PROBE_TIMEOUT_MS).catch(() => undefined);
  }
}

/** True when a Docker engine answers `GET /_ping` at DOCKER_HOST (unix:///path or tcp://host:port). */
export function dockerEngineAnswers(dockerHost: string): Promise<boolean> {
  const target = dockerHost.startsWith('unix://')
    ? { socketPath: dockerHost.slice('unix://'.length) }
    : (() => {
        const { hostname, port } = new URL(dockerHost.replace(/^tcp:/, 'http:'));
        return { host: hostname, port: Number(port || 2375) };
      })();
  return new Promise((resolve) => {
    const request = http.get({ ...target, path: '/_ping', timeout: PROBE_TIMEOUT_MS }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

function tcpPortOpen(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const finish = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(PROBE_TIMEOUT_MS, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function missingInfrastructureMessage(missing: { nats: boolean; database: boolean }, localNatsUrl: string, localDatabaseUrl: string, dockerHost: string): string {
  const lines = ['The integration tests need a real NATS (with JetStream) and a real PostgreSQL, and found:'];
  if (missing.nats) lines.push(`  - no NATS: NATS_URL is not set and nothing answers at ${localNatsUrl}`);
  if (missing.database) lines.push(`  - no PostgreSQL: DATABASE_URL is not set and ${localDatabaseUrl} does not accept a connection`);
  lines.push(`  - no Docker engine at ${dockerHost} for testcontainers`);
  lines.push('Set NATS_URL=nats://host:4222 (server started with -js) and/or DATABASE_URL=postgres://user@host:5432/db, start them locally, or start a Docker engine (DOCKER_HOST).');
  return lines.join('\n');
}

async function startContainers(need: { nats: boolean; database: boolean }): Promise<{ natsUrl?: string; databaseUrl?: string; stop(): Promise<void> }> {
  // Loaded only here: testcontainers pulls the ssh2/cpu-features native addons, which fail to load
  // under Node 24 (compiled at install against Node 20's headers); a run that does not start containers never loads them.
  const { GenericContainer, Wait } = await import('testcontainers');
  const [nats, postgres] = await Promise.all([
    need.nats
      ? new GenericContainer('nats:2.10-alpine').withCommand(['-js']).withExposedPorts(4222).withWaitStrategy(Wait.forLogMessage(/Server is ready/)).start()
      : undefined,
    need.database
      ? new GenericContainer('postgres:17-alpine')
          .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust', POSTGRES_DB: 'test' })
          .withExposedPorts(5432)
          // The image restarts the server once after initdb; the second "ready" is the real one.
          .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
          .start()
      : undefined,
  ]);
  return {
    ...(nats ? { natsUrl: `nats://${nats.getHost()}:${nats.getMappedPort(4222)}` } : {}),
    ...(postgres ? { databaseUrl: `postgres://postgres@${postgres.getHost()}:${postgres.getMappedPort(5432)}/test` } : {}),
    stop: async () => {
      await Promise.all([nats?.stop(), postgres?.stop()]);
    },
  };
}
