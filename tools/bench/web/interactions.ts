// Four interactions of issue 24 timed as a phone would feel them: the page opened at 390×844 with the
// CPU slowed 4× (the DevTools protocol's Emulation.setCPUThrottlingRate, as Lighthouse's phone), left
// to settle, then the action done by Playwright (real input events). Its latency is INP's measure: the
// longest Event Timing duration (input to the next paint) among the events of that interaction.
// The time until the result is on screen is kept too: "Generate Now" paints its pending state at once
// and its sets after the API answers, which INP does not see.
import type { Browser, Page } from '@playwright/test';
import { EVENT_DURATION_THRESHOLD_MS, freshPage, readRecord, waitUntilQuiet } from './browser.ts';
import { interactionLatency, spread, type Spread } from './figures.ts';

const CPU_SLOWDOWN = 4;
const STEP_TIMEOUT_MS = 30_000;

interface Interaction {
  name: string;
  /** What is done, for the table. */
  description: string;
  path: string;
  /** Waits until the control is there and usable. */
  ready(page: Page): Promise<void>;
  act(page: Page): Promise<void>;
  /** Waits until the interaction's result is on screen. */
  done(page: Page): Promise<void>;
}

// Accessible names in both languages, so a path under /es/ works as well.
const generateNow = (page: Page) => page.getByRole('button', { name: /^(Generate Now|Generar ahora)$/ });
const historyCards = (page: Page) => page.getByTestId('history-cards').locator('li');

export const INTERACTIONS: readonly Interaction[] = [
  {
    name: 'generate',
    description: '"Generate Now" to five sets',
    path: '/games/powerball/generate',
    ready: (page) => generateNow(page).waitFor({ timeout: STEP_TIMEOUT_MS }),
    act: (page) => generateNow(page).click(),
    done: async (page) => {
      await page.getByTestId('result-set').nth(4).waitFor({ timeout: STEP_TIMEOUT_MS });
    },
  },
  {
    // On a page of the application, where the toggle is the router's navigation; on the home page and
    // the text pages (served with islands) it is a plain link that loads the other page.
    name: 'language-toggle',
    description: 'language toggle, /choose-lottery to /es/choose-lottery',
    path: '/choose-lottery',
    ready: (page) => page.getByRole('link', { name: 'ES – Ver en español' }).waitFor({ timeout: STEP_TIMEOUT_MS }),
    act: (page) => page.getByRole('link', { name: 'ES – Ver en español' }).click(),
    done: async (page) => {
      await page.waitForURL(/\/es\/choose-lottery$/, { timeout: STEP_TIMEOUT_MS, waitUntil: 'commit' });
      await page.waitForFunction(() => document.documentElement.lang === 'es', undefined, { timeout: STEP_TIMEOUT_MS });
      await page.getByRole('link', { name: 'EN – View in English' }).waitFor({ timeout: STEP_TIMEOUT_MS });
    },
  },
  {
    // The history's filters are three buttons (Last 10, Last 50, This Month); on a phone the draws are cards.
    name: 'history-filter',
    description: 'history filter "Last 50"',
    path: '/history/powerball',
    ready: (page) => historyCards(page).nth(9).waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS }),
    act: (page) => page.getByRole('button', { name: /^(Last 50|Últimos 50)$/ }).click(),
    done: (page) => historyCards(page).nth(49).waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS }),
  },
  {
    // The methods that take options (Lucky Numbers, Birthday, Horoscope) open their dialog on "Generate Now".
    name: 'method-dialog',
    description: 'Lucky Numbers dialog opens',
    path: '/games/powerball/generate?method=lucky',
    ready: (page) => generateNow(page).waitFor({ timeout: STEP_TIMEOUT_MS }),
    act: (page) => generateNow(page).click(),
    done: (page) => page.getByRole('dialog').waitFor({ timeout: STEP_TIMEOUT_MS }),
  },
];

export interface InteractionRun {
  /** INP-style latency; null when no event of the interaction lasted the 16 ms the browser reports from. */
  latencyMs: number | null;
  /** From the action to its result on screen (includes Playwright's polling, a few ms). */
  resultMs: number;
}

export interface InteractionResult {
  name: string;
  description: string;
  page: string;
  cpuSlowdown: number;
  /** Median and range over the runs; a run under the reporting threshold counts as 16 ms. */
  latencyMs: Spread | null;
  /** Runs whose interaction stayed under the 16 ms reporting threshold. */
  runsUnderThreshold: number;
  resultMs: Spread | null;
  runs: InteractionRun[];
  /** Why the runs stopped early, when one failed. */
  error?: string;
}

async function runOnce(browser: Browser, baseUrl: string, interaction: Interaction): Promise<InteractionRun> {
  const { context, page } = await freshPage(browser, 'mobile');
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${baseUrl}${interaction.path}`, { waitUntil: 'commit' });
    await waitUntilQuiet(page, { quietMs: 2_000, maxMs: 60_000 });
    await interaction.ready(page);
    // A marker on this document: if the action loaded a new one, its event timings are lost with it.
    const since = await page.evaluate(() => {
      (window as unknown as { __benchWebDocument: boolean }).__benchWebDocument = true;
      return performance.now();
    });
    const started = Date.now();
    await interaction.act(page);
    await interaction.done(page);
    const resultMs = Date.now() - started;
    if (!(await page.evaluate(() => (window as unknown as { __benchWebDocument?: boolean }).__benchWebDocument === true))) {
      throw new Error(`${interaction.name}: the action loaded a new document, so its event timings cannot be read`);
    }
    // Entries are delivered after the paint that ends the interaction (the press and the release may
    // end in different frames): give them a moment, then wait longer only if none came.
    await page.waitForTimeout(300);
    let latency = interactionLatency((await readRecord(page)).events, since);
    for (let attempt = 0; latency === null && attempt < 8; attempt += 1) {
      await page.waitForTimeout(250);
      latency = interactionLatency((await readRecord(page)).events, since);
    }
    return { latencyMs: latency?.ms ?? null, resultMs };
  } finally {
    await context.close();
  }
}

/**
 * The interaction's runs. A run that fails (the control or its result never appeared) ends the
 * interaction's measuring with its error recorded, so the other figures of a long bench are not lost.
 */
export async function measureInteraction(browser: Browser, baseUrl: string, interaction: Interaction, runs: number): Promise<InteractionResult> {
  const results: InteractionRun[] = [];
  let error: string | undefined;
  try {
    for (let run = 0; run < runs; run += 1) results.push(await runOnce(browser, baseUrl, interaction));
  } catch (caught) {
    error = (caught instanceof Error ? caught.message : String(caught)).split('\n')[0];
  }
  return {
    name: interaction.name,
    description: interaction.description,
    page: interaction.path,
    cpuSlowdown: CPU_SLOWDOWN,
    ...(error === undefined ? {} : { error }),
    latencyMs: spread(results.map((run) => run.latencyMs ?? EVENT_DURATION_THRESHOLD_MS)),
    runsUnderThreshold: results.filter((run) => run.latencyMs === null).length,
    resultMs: spread(results.map((run) => run.resultMs)),
    runs: results,
  };
}
