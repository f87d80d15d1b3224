// What the slowest requests of each fixed-rate scenario ran into, from the pauses stall-recorder.ts
// wrote in every process of a traced run: which processes paused while each request was in flight,
// and whether their main threads were on a core meanwhile (work, GC) or waiting for one.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface Pause {
  process: string;
  at: number;
  ms: number;
  kind: string;
  runMs?: number;
  waitMs?: number;
}

export interface TracedScenario {
  name: string;
  p99Ms: number;
  slowRequests: { sentAt: number; ms: number }[];
}

/** Every pause recorded under `traceDir`, named by process (the file name without its pid). */
export async function readPauses(traceDir: string): Promise<Pause[]> {
  const pauses: Pause[] = [];
  for (const file of await readdir(traceDir)) {
    if (!file.endsWith('.jsonl')) continue;
    const process = file.replace(/-\d+\.jsonl$/, '');
    for (const line of (await readFile(path.join(traceDir, file), 'utf8')).split('\n')) {
      if (line) pauses.push({ process, ...(JSON.parse(line) as Omit<Pause, 'process'>) });
    }
  }
  return pauses;
}

/** Processes pausing at the same moment, idle ones among them, point at the machine (its cores taken), not at a request's path. */
const MANY_PROCESSES = 3;

/** One line per scenario: how many of its slow requests overlapped a pause, where, and of what kind. */
export function tailReport(scenario: TracedScenario, pauses: readonly Pause[]): string {
  const slow = scenario.slowRequests;
  const byProcess = new Map<string, { requests: number; runMs: number; waitMs: number; gcMs: number }>();
  let overlapping = 0;
  let manyAtOnce = 0;
  const counted = new Set<Pause>();
  for (const request of slow) {
    const during = pauses.filter((pause) => pause.at < request.sentAt + request.ms && pause.at + pause.ms > request.sentAt);
    if (during.length === 0) continue;
    overlapping += 1;
    const processes = new Set(during.map((pause) => pause.process));
    if (processes.size >= MANY_PROCESSES) manyAtOnce += 1;
    for (const name of processes) {
      const entry = byProcess.get(name) ?? { requests: 0, runMs: 0, waitMs: 0, gcMs: 0 };
      entry.requests += 1;
      byProcess.set(name, entry);
    }
    for (const pause of during) {
      if (counted.has(pause)) continue;
      counted.add(pause);
      const entry = byProcess.get(pause.process)!;
      if (pause.kind.startsWith('gc')) entry.gcMs += pause.ms;
      entry.runMs += pause.runMs ?? 0;
      entry.waitMs += pause.waitMs ?? 0;
    }
  }
  const ms = (value: number) => `${Math.round(value)} ms`;
  const processes = [...byProcess]
    .sort((a, b) => b[1].requests - a[1].requests)
    .map(([name, entry]) => `${name} ${entry.requests} (GC ${ms(entry.gcMs)}; stalls: main thread on a core ${ms(entry.runMs)}, waiting for one ${ms(entry.waitMs)})`);
  return (
    `${scenario.name}: ${slow.length} requests at or over the p99 (${scenario.p99Ms} ms); ${overlapping} overlapped a pause ` +
    `(${manyAtOnce} pauses of ${MANY_PROCESSES} or more processes at once)${processes.length ? `; by process: ${processes.join(', ')}` : ''}`
  );
}
