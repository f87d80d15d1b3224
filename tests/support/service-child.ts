/**
 * A service's build (`services/<name>/dist/main.js`) run as a child process, so a test can SIGKILL
 * it the way a crashed pod dies, and start it again on the same port, schema and durables. Ready
 * once its /health/ready answers; `kill()` waits for the process to be gone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eventually } from './eventually.js';
import { exited, freePort } from './nats-server-process.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

export class ServiceChild {
  private child?: ChildProcess;
  private readonly output: string[] = [];

  private constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  /** A child of service `name` with `env` (PATH, HOST and PORT are added), not started yet. */
  static async of(name: string, env: Record<string, string>): Promise<ServiceChild> {
    return new ServiceChild(name, await freePort(), env);
  }

  /** The build this child runs; a test checks it exists before starting (the integration tests run after the build). */
  static mainOf(name: string): string {
    return path.join(root, 'services', name, 'dist/main.js');
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the build and resolves once it is ready; a child that exits first rejects with its last output. */
  async start(): Promise<void> {
    const child = spawn(process.execPath, [ServiceChild.mainOf(this.name)], {
      cwd: root,
      env: { PATH: process.env['PATH'] ?? '', HOST: '127.0.0.1', PORT: String(this.port), LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'warn', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const keep = (chunk: Buffer) => {
      this.output.push(chunk.toString());
      if (this.output.length > 200) this.output.shift();
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const ready = eventually(
      `${this.name}'s /health/ready`,
      async () => {
        const response = await fetch(`${this.url}/health/ready`);
        if (!response.ok) throw new Error(`/health/ready answered ${response.status}`);
        return true;
      },
      { intervalMs: 100 },
    );
    const died = exited(child).then(() => {
      throw new Error(`${this.name} exited (${child.exitCode ?? child.signalCode})`);
    });
    try {
      await Promise.race([ready, died]);
    } catch (error) {
      await this.kill();
      throw new Error(`${this.name} did not start: ${String(error)}\n${this.output.join('').slice(-3_000)}`);
    } finally {
      died.catch(() => undefined);
      ready.catch(() => undefined);
    }
  }

  /** SIGKILL: no shutdown hook runs, nothing in hand is acknowledged. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child) return;
    child.kill('SIGKILL');
    await exited(child);
    this.child = undefined;
  }
}
