// The system a benchmark measures: the one answering on PORT, or one started here through the
// launcher (which builds if needed) with its output in .data/<name>-launcher.log, stopped afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { childEnvironment, dataDir, workspaceRoot } from '../start/workspace.ts';

export async function answers(url: string, init?: RequestInit): Promise<boolean> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(3_000) });
    return response.ok;
  } catch {
    return false;
  }
}

export interface BenchSystem {
  baseUrl: string;
  /** Whether this run started it (and so may raise its limits for the load). */
  startedHere: boolean;
  stop(): Promise<void>;
}

/** The running system on `port`, else one started with `env` added to the launcher's environment. */
export async function benchSystem(name: string, port: number, env: Record<string, string> = {}): Promise<BenchSystem> {
  const baseUrl = `http://127.0.0.1:${port}`;
  if (await answers(`${baseUrl}/api/health`)) return { baseUrl, startedHere: false, stop: async () => {} };
  await mkdir(dataDir, { recursive: true });
  const logFile = path.join(dataDir, `${name}-launcher.log`);
  console.log(`Nothing answers on ${baseUrl}; starting the system (log: ${path.relative(workspaceRoot, logFile)})…`);
  const log = openSync(logFile, 'w');
  const launcher = spawn(process.execPath, [path.join(workspaceRoot, 'tools', 'start', 'main.ts')], {
    cwd: workspaceRoot,
    env: childEnvironment({ PORT: String(port), LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'warn', ...env }),
    stdio: ['ignore', log, log],
  });
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (launcher.exitCode !== null) throw new Error(`the launcher exited (code ${launcher.exitCode}); see ${logFile}`);
    if (await answers(`${baseUrl}/api/health`)) return { baseUrl, startedHere: true, stop: () => stopLauncher(launcher) };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  launcher.kill('SIGTERM');
  throw new Error(`the system did not answer on ${baseUrl} within 300 s; see ${logFile}`);
}

async function stopLauncher(launcher: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => launcher.once('exit', resolve));
  launcher.kill('SIGTERM');
  await exited;
}
