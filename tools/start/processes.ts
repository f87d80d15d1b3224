// Child processes started by the launcher: prefixed logs, one place that knows how to stop them all,
// and a report when one ends while nobody asked it to.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { pipeLines, prefixedWriter } from './log.ts';
import { childEnvironment, workspaceRoot } from './workspace.ts';

export interface StartRequest {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export type UnexpectedExitHandler = (name: string, code: number | null, signal: NodeJS.Signals | null) => void;

const stopGraceMs = 10_000;

export class ProcessGroup {
  private readonly running = new Map<string, ManagedProcess>();
  private stopping = false;
  private readonly onUnexpectedExit: UnexpectedExitHandler;

  constructor(onUnexpectedExit: UnexpectedExitHandler) {
    this.onUnexpectedExit = onUnexpectedExit;
    // Last resort when the launcher itself dies abruptly: never leave orphans behind.
    process.once('exit', () => {
      for (const { child } of this.running.values()) child.kill('SIGKILL');
    });
  }

  start(request: StartRequest): ManagedProcess {
    const child = spawn(request.command, request.args, {
      cwd: workspaceRoot,
      env: childEnvironment(request.env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    pipeLines(child.stdout, prefixedWriter(request.name));
    pipeLines(child.stderr, prefixedWriter(request.name, process.stderr));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
      child.once('exit', (code, signal) => {
        this.running.delete(request.name);
        if (!this.stopping) this.onUnexpectedExit(request.name, code, signal);
        resolve({ code, signal });
      });
      child.once('error', (error) => {
        prefixedWriter(request.name, process.stderr)(`could not start: ${error.message}`);
      });
    });
    const managed = { name: request.name, child, exited };
    this.running.set(request.name, managed);
    return managed;
  }

  /** SIGTERM to every child (newest first), SIGKILL to those still alive after the grace period. */
  async stopAll(): Promise<void> {
    this.stopping = true;
    const processes = [...this.running.values()].reverse();
    for (const { child } of processes) child.kill('SIGTERM');
    await Promise.all(
      processes.map(async ({ child, exited }) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), stopGraceMs);
        await exited;
        clearTimeout(timer);
      }),
    );
  }
}
