// `npm run bench:web`: how the site's pages load and respond, against the system on PORT (or one
// started here on a free port; tools/bench/bench-system.ts), in the project's Chromium
// (tools/test/chromium.ts). For each page, as a phone and as a desktop:
// - Lighthouse (from the registry): the four category scores, LCP, TBT, CLS, the JavaScript
//   transferred, and Lighthouse's benchmark index of this machine (web/lighthouse.ts);
// - the unthrottled main-thread time in tasks over 50 ms of a first visit, through Playwright
//   (web/long-tasks.ts).
// Then four interactions timed under 4× CPU throttling as INP times them (web/interactions.ts).
// Each figure is the median of BENCH_WEB_RUNS runs (5 unless set) with its range, printed beside
// issue 24's budgets (web/report.ts), and all of it is written to tests/load/last-web-results.json.
//
// A phone run's score moves by several points from one run to the next on a shared machine, hence
// the median of several runs. Other variables: BENCH_WEB_PAGES (comma-separated paths),
// BENCH_WEB_FORM_FACTORS (mobile,desktop), BENCH_WEB_INTERACTIONS (names from web/interactions.ts;
// empty for none).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { assertWorkspaceNode, workspaceRoot } from '../start/workspace.ts';
import { CHROMIUM_ARGS, chromiumExecutable } from '../test/chromium.ts';
import { benchSystem } from './bench-system.ts';
import { launchBrowser } from './web/browser.ts';
import { BUDGETS } from './web/figures.ts';
import { INTERACTIONS, measureInteraction, type InteractionResult } from './web/interactions.ts';
import { FORM_FACTOR_CONFIGS, audit, summariseLighthouse, type FormFactor } from './web/lighthouse.ts';
import { measureLongTasks } from './web/long-tasks.ts';
import { budgetSummary, interactionTable, pageTable, type PageResult } from './web/report.ts';

assertWorkspaceNode('npm run bench:web');

/** A comma-separated list from the environment, or the default when unset; set but empty is an empty list. */
const listFromEnv = (name: string, fallback: readonly string[]): string[] => {
  const value = process.env[name];
  if (value === undefined) return [...fallback];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
};

/** Issue 24's sample: the pages of both languages a visitor meets first, the generator and the content pages. */
const DEFAULT_PAGES = [
  '/',
  '/es/',
  '/games/powerball/generate',
  '/es/games/euromillions/generate',
  '/history/powerball',
  '/history/euromillions',
  '/es/history/euromillions',
  '/odds/powerball',
  '/es/odds/powerball',
  '/faqs',
  '/es/faqs',
  '/topics/hot-numbers-lottery',
  '/choose-lottery',
  '/contact',
];

const chromePath = await chromiumExecutable();
const resultsFile = path.join(workspaceRoot, 'tests', 'load', 'last-web-results.json');
const PAGES = listFromEnv('BENCH_WEB_PAGES', DEFAULT_PAGES);
const FORM_FACTORS = listFromEnv('BENCH_WEB_FORM_FACTORS', Object.keys(FORM_FACTOR_CONFIGS)).map((name) => {
  if (!(name in FORM_FACTOR_CONFIGS)) throw new Error(`BENCH_WEB_FORM_FACTORS: ${name} is not one of ${Object.keys(FORM_FACTOR_CONFIGS).join(', ')}`);
  return name as FormFactor;
});
const interactions = listFromEnv(
  'BENCH_WEB_INTERACTIONS',
  INTERACTIONS.map((interaction) => interaction.name),
).map((name) => {
  const interaction = INTERACTIONS.find((candidate) => candidate.name === name);
  if (!interaction) throw new Error(`BENCH_WEB_INTERACTIONS: ${name} is not one of ${INTERACTIONS.map((candidate) => candidate.name).join(', ')}`);
  return interaction;
});
const RUNS = Number(process.env['BENCH_WEB_RUNS'] ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`BENCH_WEB_RUNS must be a positive whole number, not ${process.env['BENCH_WEB_RUNS']}`);

async function main(): Promise<void> {
  const system = await benchSystem('bench-web');
  // Lighthouse's own launch flags (no first-run UI, no extensions…) plus headless and no sandbox
  // (a root container). Adding --disable-background-networking made Lighthouse miss the page's
  // navigation start or first paint on this machine.
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  // A second browser, driven by Playwright, for the unthrottled loads and the interactions; the two
  // never measure at the same time.
  const browser = await launchBrowser();
  try {
    const pages: PageResult[] = [];
    let lighthouseVersion = '';
    for (const page of PAGES) {
      for (const formFactor of FORM_FACTORS) {
        const url = `${system.baseUrl}${page}`;
        const runs: Result[] = [];
        for (let run = 0; run < RUNS; run += 1) runs.push(await audit(url, chrome.port, formFactor));
        lighthouseVersion = runs[0]!.lighthouseVersion;
        pages.push({ page, formFactor, ...summariseLighthouse(runs), longTasks: await measureLongTasks(browser, url, formFactor, RUNS) });
      }
    }
    const interactionResults: InteractionResult[] = [];
    for (const interaction of interactions) interactionResults.push(await measureInteraction(browser, system.baseUrl, interaction, RUNS));

    if (pages.length > 0) console.log(pageTable(pages, RUNS).join('\n'));
    if (interactionResults.length > 0) console.log(`\n${interactionTable(interactionResults, RUNS).join('\n')}`);
    console.log(`\n${budgetSummary(pages, interactionResults).join('\n')}`);
    const results = { measuredAt: new Date().toISOString(), lighthouse: lighthouseVersion || null, runsPerPage: RUNS, budgets: BUDGETS, results: pages, interactions: interactionResults };
    await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nresults written to ${path.relative(workspaceRoot, resultsFile)}`);
  } finally {
    await browser.close();
    chrome.kill();
    await system.stop();
  }
}

await main();
