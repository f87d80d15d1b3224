// The system a benchmark measures: with PORT set, the one answering there (else one started there);
// without, always one started here on a free port, so a benchmark never measures, or loads, a system
// someone else runs on this machine. A system started here goes through the launcher (which builds
// first, unless the benchmark was given --no-build), with its output in .data/<name>-launcher.log,
// and is stopped afterwards.
import type { LauncherReport } from '../start/report.ts';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { answersNatsInfo } from '../start/nats.ts';
import { freePort } from '../start/ports.ts';
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
  /** Each process of a system started here (name → pid, as the launcher reports them); empty otherwise. */
  processes: ReadonlyMap<string, number>;
  /** The system's NATS: as the launcher reports it, else NATS_URL or the local default (a system already running). */
  natsUrl: string;
  stop(): Promise<void>;
}

const defaultNatsUrl = () => process.env['NATS_URL'] ?? 'nats://127.0.0.1:4222';

const startTimeoutMs = 300_000;
const natsStartTimeoutMs = 10_000;

/**
 * The system on PORT if one answers there, else one started (on PORT, or a free port) with `env`
 * added to the launcher's environment; `--no-build` among the benchmark's arguments is passed on.
 */
export async function benchSystem(name: string, env: Record<string, string> = {}): Promise<BenchSystem> {
  const requestedPort = process.env['PORT'];
  if (requestedPort && (await answers(`http://127.0.0.1:${requestedPort}/api/health`))) {
    return { baseUrl: `http://127.0.0.1:${requestedPort}`, startedHere: false, processes: new Map(), natsUrl: defaultNatsUrl(), stop: async () => {} };
  }
  const port = requestedPort ? Number(requestedPort) : await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  await mkdir(dataDir, { recursive: true });
  const logFile = path.join(dataDir, `${name}-launcher.log`);
  const log = openSync(logFile, 'w');
  // The launcher's own scaling options, given to the benchmark: `npm run bench -- --replicas 2 --nats-cluster 3`.
  const scaling = launcherScaling(process.argv.slice(2));
  const nats = scaling.includes('--nats-cluster') ? undefined : await privateNats(name, log);
  console.log(`Starting a system on ${baseUrl}${nats ? ` with its own NATS (${nats.url})` : ''} (log: ${path.relative(workspaceRoot, logFile)})…`);
  const launcherArgs = [...(process.argv.includes('--no-build') ? ['--no-build'] : []), ...scaling];
  const launcher = spawn(process.execPath, [path.join(workspaceRoot, 'tools', 'start', 'main.ts'), ...launcherArgs], {
    cwd: workspaceRoot,
    env: childEnvironment({ PORT: String(port), LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'warn', ...(nats ? { NATS_URL: nats.url } : {}), ...env }),
    stdio: ['ignore', log, log, 'ipc'],
  });
  const processes = new Map<string, number>();
  let readyNatsUrl: string | undefined;
  launcher.on('message', (message: LauncherReport) => {
    if (message.type === 'started') processes.set(message.name, message.pid);
    if (message.type === 'ready') readyNatsUrl = message.natsUrl;
  });
  const stop = async () => {
    await stopProcess(launcher);
    if (nats) await stopProcess(nats.server);
  };
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (launcher.exitCode !== null) {
      await stop();
      throw new Error(`the launcher exited (code ${launcher.exitCode}); see ${logFile}`);
    }
    // The launcher reports the system ready (with its NATS) right after the gateway answers.
    if (readyNatsUrl && (await answers(`${baseUrl}/api/health`))) return { baseUrl, startedHere: true, processes, natsUrl: readyNatsUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the system did not answer on ${baseUrl} within ${startTimeoutMs / 1000} s; see ${logFile}`);
}

/** `--replicas …` and `--nats-cluster N` among the benchmark's arguments, passed on to the launcher. */
export function launcherScaling(args: readonly string[]): string[] {
  const passed: string[] = [];
  args.forEach((arg, index) => {
    if ((arg === '--replicas' || arg === '--nats-cluster') && args[index + 1] !== undefined) passed.push(arg, args[index + 1] as string);
  });
  return passed;
}

/**
 * A nats-server for the system started here, on a free port (JetStream data in .data/<name>-nats):
 * on a NATS server another PickWise system uses, the two systems' services share queue groups and
 * answer each other's requests, and the load of one would show in the other's figures. None when
 * NATS_URL is set (the caller chose) or nats-server is not on PATH (the launcher then finds one).
 */
export async function privateNats(name: string, log: number): Promise<{ url: string; server: ChildProcess } | undefined> {
  if (process.env['NATS_URL']) return undefined;
  if (spawnSync('nats-server', ['--version'], { stdio: 'ignore' }).status !== 0) {
    console.log('nats-server is not on PATH: the system started here uses the NATS server the launcher finds.');
    return undefined;
  }
  const port = await freePort();
  const url = `nats://127.0.0.1:${port}`;
  const server = spawn('nats-server', ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', path.join(dataDir, `${name}-nats`)], { stdio: ['ignore', log, log] });
  const deadline = Date.now() + natsStartTimeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    if (await answersNatsInfo(url)) return { url, server };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stopProcess(server);
  throw new Error(`nats-server did not answer on ${url} within ${natsStartTimeoutMs / 1000} s`);
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
