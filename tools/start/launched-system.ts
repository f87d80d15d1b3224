// A PickWise started by the launcher (`tools/start/main.ts --no-build …`, e.g. `--replicas 2
// --nats-cluster 3`), as a developer would start it, for a program that kills and watches its
// processes (the scale-out test, the fault phases of `npm run bench`): the pid of every process as
// it is started and started again, from the launcher's IPC reports, and the system's addresses once
// ready. The launcher stops everything when its IPC channel closes (stop(), or this process ending).
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { workspaceRoot } from './workspace.ts';
import type { LauncherReport } from './report.ts';

type Ready = Extract<LauncherReport, { type: 'ready' }>;


export class LaunchedSystem {
  private readonly pids = new Map<string, number>();
  private readonly waiters: (() => void)[] = [];
  private ready?: Ready;

  private readonly launcher: ChildProcess;

  private constructor(launcher: ChildProcess) {
    this.launcher = launcher;
    launcher.on('message', (message: LauncherReport) => {
      if (message.type === 'started') this.pids.set(message.name, message.pid);
      else this.ready = message;
      for (const wake of this.waiters.splice(0)) wake();
    });
    launcher.on('exit', () => {
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** Starts the launcher with these arguments and variables; its output goes to `logFile`. */
  static async start(args: readonly string[], env: Record<string, string>, logFile: string, timeoutMs: number): Promise<LaunchedSystem> {
    mkdirSync(path.dirname(logFile), { recursive: true });
    const log = createWriteStream(logFile);
    await new Promise((resolve) => log.once('open', resolve));
    const launcher = spawn(process.execPath, [path.join(workspaceRoot, 'tools/start/main.ts'), '--no-build', ...args], {
      cwd: workspaceRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', log, log, 'ipc'],
    });
    const system = new LaunchedSystem(launcher);
    await system.until(() => system.ready !== undefined, timeoutMs, `the system to be ready (see ${logFile})`);
    return system;
  }

  get addresses(): Ready {
    if (!this.ready) throw new Error('the system is not ready');
    return this.ready;
  }

  pidOf(name: string): number {
    const pid = this.pids.get(name);
    if (pid === undefined) throw new Error(`no process named ${name}`);
    return pid;
  }

  portOf(name: string): number {
    const service = this.addresses.services.find((entry) => entry.name === name);
    if (!service) throw new Error(`no service named ${name}`);
    return service.port;
  }

  /** Sends `signal` to the named process; resolves with its pid. */
  signal(name: string, signal: NodeJS.Signals): number {
    const pid = this.pidOf(name);
    process.kill(pid, signal);
    return pid;
  }

  /** Resolves once the launcher has started the named process again after `oldPid`. */
  async restarted(name: string, oldPid: number, timeoutMs: number): Promise<number> {
    await this.until(() => this.pids.get(name) !== oldPid, timeoutMs, `${name} to be started again`);
    return this.pidOf(name);
  }

  /** Resolves once `url` answers 200. */
  async answers(url: string, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const ok = await fetch(url, { signal: AbortSignal.timeout(1_000) }).then((answer) => answer.ok, () => false);
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
  }

  /** Closes the IPC channel (the launcher stops everything) and waits for the launcher to exit. */
  async stop(): Promise<void> {
    if (this.launcher.exitCode !== null || this.launcher.signalCode !== null) return;
    const exited = new Promise((resolve) => this.launcher.once('exit', resolve));
    if (this.launcher.connected) this.launcher.disconnect();
    else this.launcher.kill('SIGTERM');
    await exited;
  }

  private async until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      if (this.launcher.exitCode !== null || this.launcher.signalCode !== null) throw new Error(`the launcher exited while waiting for ${what}`);
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(remaining, 500));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}
