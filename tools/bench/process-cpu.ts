// CPU time of the system's processes, from /proc (Linux): what each scenario cost each service, per
// request. A service's replicas are added together (generation-1 and generation-2 are "generation").
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** User plus system CPU of one process so far, in milliseconds; undefined when it is gone. */
function cpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command (which may hold spaces) start after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return undefined;
  }
}

/** `generation-2` → `generation`, `nats-1` → `nats`. */
export const serviceOfProcess = (name: string) => name.replace(/-\d+$/, '');

export type CpuSnapshot = Map<string, number>;

/** CPU so far of each named process. */
export function snapshot(processes: ReadonlyMap<string, number>): CpuSnapshot {
  const taken: CpuSnapshot = new Map();
  for (const [name, pid] of processes) {
    const used = cpuMs(pid);
    if (used !== undefined) taken.set(name, used);
  }
  return taken;
}

/** CPU milliseconds per request of each service between two snapshots, rounded to 3 decimals. */
export function cpuPerRequest(before: CpuSnapshot, after: CpuSnapshot, requests: number): Record<string, number> {
  const perService = new Map<string, number>();
  for (const [name, end] of after) {
    const start = before.get(name);
    if (start === undefined) continue;
    perService.set(serviceOfProcess(name), (perService.get(serviceOfProcess(name)) ?? 0) + end - start);
  }
  return Object.fromEntries([...perService].map(([service, ms]) => [service, Math.round((ms / Math.max(1, requests)) * 1000) / 1000]));
}
