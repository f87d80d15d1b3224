// Child processes started by the launcher: prefixed logs, one place that knows how to stop them all,
// and what happens when one ends while nobody asked it to: started again with back-off (a scaled-out
// system, as Kubernetes restarts a container), or reported (then the launcher stops the rest).
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { pipeLines, prefixedWriter } from './log.ts';
import { childEnvironment, workspaceRoot } from './workspace.ts';

export interface StartRequest {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** Start it again when it dies, after a back-off that doubles while it keeps dying young. */
  restart?: boolean;
}

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ManagedProcess {
  name: string;
  /** Settles when the first process started for this request ends. */
  exited: Promise<ProcessExit>;
}

export interface ProcessEvents {
  /** A process without `restart` ended while nobody asked it to. */
  unexpectedExit(name: string, exit: ProcessExit): void;
  /** A process was started (first time, or again after it died). */
  started?(name: string, pid: number): void;
}

const stopGraceMs = 10_000;
/** Back-off before a restart: 1 s, doubling to 30 s; a process that ran this long starts at 1 s again. */
export const RESTART_BACKOFF = { firstMs: 1_000, maxMs: 30_000, healthyRunMs: 30_000 } as const;

export function restartDelayMs(previousDelayMs: number | undefined, ranForMs: number): number {
  if (previousDelayMs === undefined || ranForMs >= RESTART_BACKOFF.healthyRunMs) return RESTART_BACKOFF.firstMs;
  return Math.min(previousDelayMs * 2, RESTART_BACKOFF.maxMs);
}

interface Entry {
  request: StartRequest;
  child: ChildProcess;
  startedAt: number;
  exited: Promise<ProcessExit>;
  lastDelayMs?: number;
  restartTimer?: NodeJS.Timeout;
}

export class ProcessGroup {
  private readonly entries = new Map<string, Entry>();
  private stopping = false;
  private readonly events: ProcessEvents;

  constructor(events: ProcessEvents) {
    this.events = events;
    // Last resort when the launcher itself dies abruptly: never leave orphans behind.
    process.once('exit', () => {
      for (const { child } of this.entries.values()) child.kill('SIGKILL');
    });
  }

  start(request: StartRequest): ManagedProcess {
    // child, startedAt and exited are set by launch().
    const entry = { request } as Entry;
    entry.exited = this.launch(entry);
    this.entries.set(request.name, entry);
    return { name: request.name, exited: entry.exited };
  }

  /** Starts the entry's process (again, after a restart); settles when that process ends. */
  private launch(entry: Entry): Promise<ProcessExit> {
    const { request } = entry;
    const child = spawn(request.command, request.args, {
      cwd: workspaceRoot,
      env: childEnvironment(request.env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    pipeLines(child.stdout, prefixedWriter(request.name));
    pipeLines(child.stderr, prefixedWriter(request.name, process.stderr));
    child.once('error', (error) => prefixedWriter(request.name, process.stderr)(`could not start: ${error.message}`));
    entry.child = child;
    entry.startedAt = Date.now();
    if (child.pid) this.events.started?.(request.name, child.pid);
    return new Promise<ProcessExit>((resolve) => {
      child.once('exit', (code, signal) => {
        resolve({ code, signal });
        if (this.stopping) return;
        if (request.restart) this.scheduleRestart(entry, { code, signal });
        else {
          this.entries.delete(request.name);
          this.events.unexpectedExit(request.name, { code, signal });
        }
      });
    });
  }

  private scheduleRestart(entry: Entry, exit: ProcessExit): void {
    const delay = restartDelayMs(entry.lastDelayMs, Date.now() - entry.startedAt);
    entry.lastDelayMs = delay;
    prefixedWriter(entry.request.name, process.stderr)(
      `stopped unexpectedly (${exit.signal ?? `exit code ${exit.code}`}); starting it again in ${delay / 1000} s`,
    );
    entry.restartTimer = setTimeout(() => {
      entry.restartTimer = undefined;
      if (!this.stopping) void this.launch(entry);
    }, delay);
  }

  /** SIGTERM to every child (newest first), SIGKILL to those still alive after the grace period. */
  async stopAll(): Promise<void> {
    this.stopping = true;
    const entries = [...this.entries.values()].reverse();
    for (const entry of entries) clearTimeout(entry.restartTimer);
    const running = entries.map((entry) => entry.child).filter((child) => child.exitCode === null && child.signalCode === null);
    for (const child of running) child.kill('SIGTERM');
    await Promise.all(
      running.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const timer = setTimeout(() => child.kill('SIGKILL'), stopGraceMs);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
          }),
      ),
    );
  }
}
