// Loaded with `--import` into every process of a traced bench run (`npm run bench -- --trace`): writes
// each garbage-collection pause of 4 ms or more and each event-loop stall (a 5 ms timer 10 ms late or
// more) to BENCH_TRACE_DIR/<process>-<pid>.jsonl, so that tail-report.ts can say what the slowest
// requests of a fixed-rate scenario ran into.
//
// For a stall it also says where the main thread was meanwhile, from /proc/self/schedstat (Linux):
// on a core (`runMs`: JavaScript, a GC pause, a long callback) or ready but waiting for one
// (`waitMs`: the machine's cores were taken by other processes). Elsewhere those two are left out.
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PerformanceObserver, constants } from 'node:perf_hooks';

const traceDir = process.env['BENCH_TRACE_DIR'];
const TICK_MS = 5;
const STALL_MS = 10;
const GC_MS = 4;

const gcKinds: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};

/** The service (services/<name>/…), the launcher, the load generator (the bench itself), or the script's file name. */
function processName(): string {
  const script = process.argv[1] ?? 'node';
  const service = /services\/([a-z-]+)\//.exec(script)?.[1];
  if (service) return service;
  if (script.includes(`tools${path.sep}start`)) return 'launcher';
  if (script.includes(`tools${path.sep}bench`)) return 'load generator';
  return path.basename(script).replace(/\.[cm]?[jt]s$/, '');
}

/** Main thread: nanoseconds on a core and waiting in the run queue, or undefined off Linux. */
function schedstat(): [number, number] | undefined {
  try {
    const [run, wait] = readFileSync('/proc/self/schedstat', 'utf8').split(' ').map(Number);
    return run === undefined || wait === undefined ? undefined : [run, wait];
  } catch {
    return undefined;
  }
}

if (traceDir) {
  mkdirSync(traceDir, { recursive: true });
  const file = path.join(traceDir, `${processName()}-${process.pid}.jsonl`);
  const record = (event: object) => appendFileSync(file, `${JSON.stringify(event)}\n`);

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.duration < GC_MS) continue;
      const kind = gcKinds[(entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? -1] ?? 'other';
      record({ at: performance.timeOrigin + entry.startTime, ms: entry.duration, kind: `gc ${kind}` });
    }
  }).observe({ entryTypes: ['gc'] });

  let lastTick = performance.now();
  let lastSched = schedstat();
  setInterval(() => {
    const now = performance.now();
    const sched = schedstat();
    const lateMs = now - lastTick - TICK_MS;
    if (lateMs >= STALL_MS) {
      const where = sched && lastSched ? { runMs: (sched[0] - lastSched[0]) / 1e6, waitMs: (sched[1] - lastSched[1]) / 1e6 } : {};
      record({ at: performance.timeOrigin + lastTick, ms: now - lastTick, kind: 'stall', ...where });
    }
    lastTick = now;
    lastSched = sched;
  }, TICK_MS).unref();
}
