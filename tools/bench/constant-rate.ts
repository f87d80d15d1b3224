// An open-model load run: requests start at a constant arrival rate whatever the answers do, as
// k6's `constant-arrival-rate` executor sends them (tests/load/budget.js), so the fixed-rate figures
// of `npm run bench` mean what the budgets of docs/architecture.md §10 mean.
//
// autocannon's `overallRate` does not: each connection sends its quota for the second back to
// back and then waits for the next second, so a "2,000 requests/s" run is a full-speed burst at
// the start of every second, and its latency histogram is padded as if each connection sent one
// request every millisecond. Its p99 at a fixed rate came out higher than at full load.
import { Pool } from 'undici';

export interface ConstantRateRun {
  origin: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Requests started per second. */
  rate: number;
  seconds: number;
  /** Upper bound on requests in flight (k6's VUs): a request that would exceed it is dropped and counted. */
  maxInFlight: number;
}

export interface ConstantRateResult {
  completed: number;
  requestsPerSecond: number;
  /** Response time from sending the request to the end of the answer, as k6's http_req_duration. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** How late requests started against their schedule (the load generator's own lag on shared cores). */
  startLagP99Ms: number;
  non2xx: number;
  errors: number;
  dropped: number;
  /** The requests that took the p99 or longer: when each was sent (ms since the epoch) and how long it took. */
  slowRequests: { sentAt: number; ms: number }[];
}

const SCHEDULER_TICK_MS = 1;

const percentile = (sorted: Float64Array, fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;

export async function runConstantRate(run: ConstantRateRun): Promise<ConstantRateResult> {
  const total = Math.round(run.rate * run.seconds);
  const intervalMs = 1000 / run.rate;
  const durations = new Float64Array(total);
  const startLags = new Float64Array(total);
  const sentAts = new Float64Array(total);
  const pool = new Pool(run.origin, { connections: run.maxInFlight, pipelining: 1 });
  let started = 0;
  let sent = 0;
  let completed = 0;
  let inFlight = 0;
  let non2xx = 0;
  let errors = 0;
  let dropped = 0;

  const send = async (scheduledAt: number) => {
    const sentAt = performance.now();
    startLags[sent++] = sentAt - scheduledAt;
    inFlight += 1;
    try {
      const response = await pool.request({ method: run.method, path: run.path, headers: run.headers, body: run.body });
      await response.body.dump();
      if (response.statusCode < 200 || response.statusCode >= 300) non2xx += 1;
      sentAts[completed] = sentAt;
      durations[completed++] = performance.now() - sentAt;
    } catch {
      errors += 1;
    } finally {
      inFlight -= 1;
    }
  };

  const begin = performance.now();
  const finished: Promise<void>[] = [];
  await new Promise<void>((resolve) => {
    const tick = () => {
      // Start every request whose time has come; timers fire at best every millisecond.
      const now = performance.now();
      while (started < total && begin + started * intervalMs <= now) {
        const scheduledAt = begin + started * intervalMs;
        started += 1;
        if (inFlight >= run.maxInFlight) dropped += 1;
        else finished.push(send(scheduledAt));
      }
      if (started < total) setTimeout(tick, SCHEDULER_TICK_MS);
      else resolve();
    };
    tick();
  });
  await Promise.all(finished);
  const elapsedSeconds = (performance.now() - begin) / 1000;
  await pool.close();

  const sorted = durations.slice(0, completed).sort();
  const lags = startLags.subarray(0, sent).sort();
  const p99Ms = percentile(sorted, 0.99);
  const slowRequests: ConstantRateResult['slowRequests'] = [];
  for (let index = 0; index < completed; index += 1) {
    if (durations[index]! >= p99Ms) slowRequests.push({ sentAt: performance.timeOrigin + sentAts[index]!, ms: durations[index]! });
  }
  return {
    completed,
    requestsPerSecond: Math.round(completed / elapsedSeconds),
    p50Ms: percentile(sorted, 0.5),
    p99Ms,
    maxMs: sorted[sorted.length - 1] ?? 0,
    startLagP99Ms: percentile(lags, 0.99),
    non2xx,
    errors,
    dropped,
    slowRequests,
  };
}
