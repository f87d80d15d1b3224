/**
 * A nats-server of a test's own (JetStream on, file store in a temp directory, 127.0.0.1 only),
 * which the test may SIGKILL and start again on the same port and store, the way a crashed NATS
 * comes back. The machine's shared NATS is never touched.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { connect } from '@nats-io/transport-node';

const NATS_SERVER_CANDIDATES = [process.env['NATS_SERVER_BIN'], '/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server'];

/** The nats-server binary (NATS_SERVER_BIN, else the usual install paths), or undefined. */
export const natsServerBinary = (): string | undefined => NATS_SERVER_CANDIDATES.find((candidate): candidate is string => !!candidate && existsSync(candidate));

/** A TCP port free on 127.0.0.1 right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Resolves once `child` has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export class NatsServerProcess {
  private child?: ChildProcess;
  private readonly output: string[] = [];

  constructor(
    readonly port: number,
    readonly storeDir: string,
    private readonly binary = natsServerBinary() ?? '/usr/sbin/nats-server',
  ) {}

  get url(): string {
    return `nats://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the server and resolves once it accepts a client connection (within minutes: a busy machine is slow to start one). */
  async start(timeoutMs = 60_000): Promise<void> {
    if (this.running) throw new Error(`nats-server on ${this.port} is already running`);
    const child = spawn(this.binary, ['-p', String(this.port), '-a', '127.0.0.1', '-js', '-sd', this.storeDir], { stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    const keep = (chunk: Buffer) => {
      this.output.push(chunk.toString());
      if (this.output.length > 50) this.output.shift();
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const started = Date.now();
    for (;;) {
      if (!this.running) throw new Error(`nats-server on ${this.port} exited at start: ${this.output.join('').slice(-2_000)}`);
      try {
        const probe = await connect({ servers: this.url, timeout: 5_000, reconnect: false });
        await probe.close();
        return;
      } catch (error) {
        if (Date.now() - started > timeoutMs) {
          throw new Error(
            `Gave up after ${Math.round((Date.now() - started) / 1000)} s waiting for nats-server on ${this.port} to accept a connection; last seen: ${error instanceof Error ? error.message : String(error)}; its output: ${this.output.join('').slice(-2_000)}`,
            { cause: error },
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }

  /** SIGKILL, as a crash: no flush, no goodbye to clients. Resolves once the process is gone. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    child.kill('SIGKILL');
    await exited(child);
  }
}
