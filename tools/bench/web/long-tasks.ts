// The unthrottled main-thread time of a page's first visit: the page loaded in the project's Chromium
// with no CPU or network throttling, its long tasks (over 50 ms) recorded from before its first
// script until it has been quiet for a while after load. Unlike Lighthouse's TBT (the phone's 4×
// slowed CPU, minus 50 ms per task) this is what the page costs on this machine's own core, which the
// benchmark index printed beside it puts in proportion.
import type { Browser } from '@playwright/test';
import { freshPage, readRecord, waitUntilQuiet } from './browser.ts';
import { longTaskTotals, spread, type Spread } from './figures.ts';
import type { FormFactor } from './lighthouse.ts';

export interface LongTaskSummary {
  /** Sum of the long tasks' durations of each load: median and range. */
  totalMs: Spread | null;
  /** How many long tasks a load ran: median and range. */
  count: Spread | null;
  /** The longest single task of any load. */
  longestMs: number;
}

/** One first visit: the durations of its long tasks. */
async function loadOnce(browser: Browser, url: string, formFactor: FormFactor): Promise<number[]> {
  const { context, page } = await freshPage(browser, formFactor);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await waitUntilQuiet(page, { quietMs: 3_000, maxMs: 30_000 });
    return (await readRecord(page)).longTasks.map((task) => task.duration);
  } finally {
    await context.close();
  }
}

export async function measureLongTasks(browser: Browser, url: string, formFactor: FormFactor, runs: number): Promise<LongTaskSummary> {
  const loads = [];
  for (let run = 0; run < runs; run += 1) loads.push(longTaskTotals(await loadOnce(browser, url, formFactor)));
  return {
    totalMs: spread(loads.map((load) => load.totalMs)),
    count: spread(loads.map((load) => load.count)),
    longestMs: Math.max(...loads.map((load) => load.longestMs)),
  };
}
