// In-process cost of each generation method: one request = 5 Powerball sets with statistics over
// the real shipped history, as the generation service makes it (stats computed once and reused).
// Run after building the lib: `npx tsc -p libs/lottery/tsconfig.json && npx node tools/bench/methods.ts`.
// Optional argument: requests per method (default 20000).
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  computeStats,
  EXAMPLE_METHOD_OPTIONS,
  findGame,
  generateSets,
  historyFileName,
  METHOD_IDS,
  parseHistoryCsv,
} from '@pickwise/lottery';

const BUDGET_MICROSECONDS = 1000;
const SETS_PER_REQUEST = 5;
const requests = Number(process.argv[2] ?? 20_000);
const warmUpRequests = Math.min(2000, requests);


const game = findGame('powerball');
if (!game) throw new Error('powerball is missing from the game catalogue');
const historyFile = new URL(`../../services/draws/data/history/${historyFileName(game)}`, import.meta.url);
const { rows } = parseHistoryCsv(game, readFileSync(historyFile, 'utf8'));
const stats = computeStats(game, rows, { includePastLines: true });

const percentile = (sorted: Float64Array, share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
const format = (microseconds: number) => microseconds.toFixed(1).padStart(8);

console.log(`${requests} requests of ${SETS_PER_REQUEST} Powerball sets per method; stats over ${stats.draws} draws (${stats.rules} since ${stats.since})`);
// Wall-clock times: on a busy machine the p99 mostly measures waiting for a CPU, hence the load.
console.log(`load average (1 min) at start: ${loadavg()[0]?.toFixed(2)}`);
// CPU µs: process CPU time per request, which waiting for a CPU does not inflate.
console.log(
  `${'method'.padEnd(10)} ${'mean µs'.padStart(8)} ${'p50 µs'.padStart(8)} ${'p99 µs'.padStart(8)} ${'CPU µs'.padStart(8)}  p99 within ${BUDGET_MICROSECONDS} µs`,
);

let overBudget = 0;
for (const method of METHOD_IDS) {
  const request = (i: number) =>
    generateSets({ game, method, count: SETS_PER_REQUEST, seed: `bench-${i}`, options: EXAMPLE_METHOD_OPTIONS[method], stats });
  for (let i = 0; i < warmUpRequests; i++) request(-i - 1);
  const durations = new Float64Array(requests);
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < requests; i++) {
    const start = performance.now();
    request(i);
    durations[i] = (performance.now() - start) * 1000;
  }
  const cpu = process.cpuUsage(cpuBefore);
  const cpuPerRequest = (cpu.user + cpu.system) / requests;
  const mean = durations.reduce((sum, d) => sum + d, 0) / requests;
  durations.sort();
  const p99 = percentile(durations, 0.99);
  const verdict = p99 < BUDGET_MICROSECONDS ? 'ok' : 'OVER';
  if (verdict === 'OVER') overBudget++;
  console.log(`${method.padEnd(10)} ${format(mean)} ${format(percentile(durations, 0.5))} ${format(p99)} ${format(cpuPerRequest)}  ${verdict}`);
}
process.exitCode = overBudget > 0 ? 1 : 0;
