// `npm run bench:wheels` (issue 28): how many lines the wheel builder needs and how long it takes, for
// n = 10, 15, 20, 25, 30 chosen numbers of a 6/49 game (Lotto 6aus49) and a 5/50 game (EuroMillions)
// with the guarantees 3 if 3, 3 if 4 and 4 if 5 (wheels/cases.ts).
// 1. In Node: buildVerifiedWheel, the screen's pipeline, with its search, exhaustive verification and
//    figures timed apart (wheels/node.ts); lines beside the lower bound and the full wheel.
// 2. In the browser: the same cases' share links opened on the real screen in the project's Chromium,
//    against the system on PORT (or one started here on a free port; bench-system.ts), each wheel
//    built in the screen's Web Worker; the screen's own time from request to verified wheel
//    (wheels/browser.ts). Issue 28's target: under 2 s for n = 20.
// Each time is the median of BENCH_WHEELS_RUNS runs (3 unless set) with its range; BENCH_WHEELS_CASES
// picks cases (comma-separated, e.g. "6/49:20:3if3,5/50:30:4if5"); `-- --node-only` skips the browser.
// Everything is written to tests/load/last-wheel-results.json. A system started here needs the embedded
// PostgreSQL (.data/postgres) to itself: while another launcher holds it, give DATABASE_URL a database
// of the bench's own.
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { assertWorkspaceNode, workspaceRoot } from '../start/workspace.ts';
import { benchSystem } from './bench-system.ts';
import { launchBrowser } from './web/browser.ts';
import { BEST_KNOWN_SOURCES } from './wheels/best-known.ts';
import { measureInBrowser, type BrowserCaseResult } from './wheels/browser.ts';
import { describeCases, selectCases } from './wheels/cases.ts';
import { measureInNode } from './wheels/node.ts';
import { targetSummary, wheelTable, type WheelCaseReport } from './wheels/report.ts';

assertWorkspaceNode('npm run bench:wheels');

const RUNS = Number(process.env['BENCH_WHEELS_RUNS'] ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`BENCH_WHEELS_RUNS must be a positive whole number, not ${process.env['BENCH_WHEELS_RUNS']}`);
const CASES = selectCases(process.env['BENCH_WHEELS_CASES']);
const NODE_ONLY = process.argv.includes('--node-only');
// Generous: a build that takes this long has failed issue 28's purpose anyway, and the bench goes on.
const BROWSER_BUILD_TIMEOUT_MS = 600_000;
const resultsFile = path.join(workspaceRoot, 'tests', 'load', 'last-wheel-results.json');

async function inBrowser(reports: WheelCaseReport[]): Promise<string | null> {
  const system = await benchSystem('bench-wheels');
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    console.log(`\nIn the browser (Chromium ${browser.version()}, the screen's worker) on ${system.baseUrl}:`);
    for (const report of reports) {
      const measured: BrowserCaseResult = await measureInBrowser(browser, system.baseUrl, report.benchCase, RUNS, BROWSER_BUILD_TIMEOUT_MS);
      report.browser = measured;
      console.log(`  ${report.benchCase.id}: ${measured.error ? `failed: ${measured.error}` : `${measured.lines} lines, ${measured.runs.map((run) => run.buildMs).join(', ')} ms`}`);
    }
    return browser.version();
  } finally {
    await browser?.close();
    await system.stop();
  }
}

async function main(): Promise<void> {
  console.log(describeCases());
  console.log(`${CASES.length} cases, ${RUNS} run${RUNS === 1 ? '' : 's'} each; Node ${process.version}, ${os.cpus().length} cores, load average (1 min) ${os.loadavg()[0]?.toFixed(2)}`);
  console.log('\nIn Node (buildVerifiedWheel in this process):');
  const reports: WheelCaseReport[] = [];
  for (const benchCase of CASES) {
    const node = measureInNode(benchCase, RUNS);
    reports.push({ benchCase, node });
    console.log(`  ${benchCase.id}: ${node.error ? `failed: ${node.error}` : `${node.lines} lines, search ${node.runs.map((run) => Math.round(run.searchMs)).join(', ')} ms`}`);
  }
  const chromium = NODE_ONLY ? null : await inBrowser(reports);

  console.log(`\n${wheelTable(reports, RUNS).join('\n')}`);
  console.log(`best known: the smallest published wheel and how many more lines this one has; ${Object.entries(BEST_KNOWN_SOURCES).map(([key, text]) => `${key}: ${text}`).join('; ')}`);
  const target = targetSummary(reports);
  if (target) console.log(`\n${target}`);
  const results = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    chromium,
    cores: os.cpus().length,
    runsPerCase: RUNS,
    cases: describeCases(),
    results: reports.map(({ benchCase, node, browser }) => ({
      id: benchCase.id,
      game: benchCase.matrix.game,
      n: benchCase.n,
      t: benchCase.t,
      m: benchCase.m,
      node,
      browser: browser ?? null,
    })),
  };
  await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nresults written to ${path.relative(workspaceRoot, resultsFile)}`);
}

await main();
