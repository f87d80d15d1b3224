// `npm run bench:web`: Lighthouse (from the registry) driving the project's Chromium (tools/test/chromium.ts) against the site
// (started here on a free port, or the one answering on PORT when that is set): a home page, a
// generator page, a history page and a content page, each as a phone (Lighthouse's default:
// throttled 4G, slowed CPU) and as a desktop. Prints the four category scores, LCP, TBT (the lab
// stand-in for INP, which needs real interactions), CLS and the JavaScript transferred, and writes
// tests/load/last-web-results.json.
//
// A phone run's score moves by several points from one run to the next on a shared machine, so each
// page is audited BENCH_WEB_RUNS times (5 unless set) and the median run is reported, chosen as
// Lighthouse CI chooses it (lighthouse/core/lib/median-run.js: the run nearest the median first
// contentful paint and time to interactive), with the lowest and highest performance score of all runs.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { assertWorkspaceNode, workspaceRoot } from '../start/workspace.ts';
import { CHROMIUM_ARGS, chromiumExecutable } from '../test/chromium.ts';
import { benchSystem } from './bench-system.ts';

assertWorkspaceNode('npm run bench:web');

const chromePath = await chromiumExecutable();
const resultsFile = path.join(workspaceRoot, 'tests', 'load', 'last-web-results.json');
const PAGES = ['/', '/games/powerball/generate', '/history/powerball', '/faqs'];
const FORM_FACTORS = { mobile: undefined, desktop: desktopConfig as Config } as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUNS = Number(process.env['BENCH_WEB_RUNS'] ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`BENCH_WEB_RUNS must be a positive whole number, not ${process.env['BENCH_WEB_RUNS']}`);

interface PageResult {
  page: string;
  formFactor: keyof typeof FORM_FACTORS;
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  /** The lowest and highest performance score of all runs (the scores above are the median run's). */
  performanceRange: [number | null, number | null];
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** JavaScript transferred (compressed), in KB. */
  scriptKb: number | null;
  /** The audits that failed, for the categories other than performance. */
  failedAudits: string[];
}

const numeric = (result: Result, audit: string): number | null => result.audits[audit]?.numericValue ?? null;

function scriptKb(result: Result): number | null {
  const items = (result.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items;
  const scripts = items?.find((item) => item.resourceType === 'script');
  return scripts ? Math.round(scripts.transferSize / 102.4) / 10 : null;
}

function failedAudits(result: Result): string[] {
  return CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    (result.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (result.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
}

const score = (result: Result, category: string): number | null => {
  const value = result.categories[category]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
};

function summarise(page: string, formFactor: keyof typeof FORM_FACTORS, runs: Result[]): PageResult {
  const result = computeMedianRun(runs);
  const performance = runs.map((run) => score(run, 'performance')).filter((value) => value !== null);
  return {
    page,
    formFactor,
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, score(result, category)])) as PageResult['scores'],
    performanceRange: performance.length > 0 ? [Math.min(...performance), Math.max(...performance)] : [null, null],
    lcpMs: numeric(result, 'largest-contentful-paint'),
    tbtMs: numeric(result, 'total-blocking-time'),
    cls: numeric(result, 'cumulative-layout-shift'),
    scriptKb: scriptKb(result),
    failedAudits: failedAudits(result),
  };
}

function printTable(results: PageResult[]): void {
  const header = ['page', 'as', 'perf', `perf of ${RUNS}`, 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'JS KB'];
  const show = (value: number | null, digits = 0) => (value === null ? '–' : value.toFixed(digits));
  const rows = results.map((result) => [
    result.page,
    result.formFactor,
    show(result.scores.performance),
    result.performanceRange.map((value) => show(value)).join('–'),
    ...CATEGORIES.filter((category) => category !== 'performance').map((category) => show(result.scores[category])),
    show(result.lcpMs),
    show(result.tbtMs),
    show(result.cls, 3),
    show(result.scriptKb, 1),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  for (const result of results.filter((entry) => entry.failedAudits.length > 0)) console.log(`${result.page} (${result.formFactor}) failed: ${result.failedAudits.join(', ')}`);
}

/** One Lighthouse run, repeated once when the trace of a busy machine missed the page's start or first paint. */
async function audit(url: string, port: number, config: Config | undefined): Promise<Result> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] };
  let lhr: Result | undefined;
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    lhr = (await lighthouse(url, flags, config))?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
  }
  throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
}

async function main(): Promise<void> {
  const system = await benchSystem('bench-web');
  // Lighthouse's own launch flags (no first-run UI, no extensions…) plus headless and no sandbox
  // (a root container). Adding --disable-background-networking made Lighthouse miss the page's
  // navigation start or first paint on this machine.
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const results: PageResult[] = [];
    let lighthouseVersion = '';
    for (const page of PAGES) {
      for (const [formFactor, config] of Object.entries(FORM_FACTORS) as [keyof typeof FORM_FACTORS, Config | undefined][]) {
        const runs: Result[] = [];
        for (let run = 0; run < RUNS; run += 1) runs.push(await audit(`${system.baseUrl}${page}`, chrome.port, config));
        lighthouseVersion = runs[0]!.lighthouseVersion;
        results.push(summarise(page, formFactor, runs));
      }
    }
    printTable(results);
    await writeFile(resultsFile, `${JSON.stringify({ measuredAt: new Date().toISOString(), lighthouse: lighthouseVersion, runsPerPage: RUNS, results }, null, 2)}\n`);
    console.log(`\nresults written to ${path.relative(workspaceRoot, resultsFile)}`);
  } finally {
    chrome.kill();
    await system.stop();
  }
}

await main();
