// The browser half of `npm run bench:wheels`: each case's share link opened on the real screen in the
// project's Chromium (a fresh context per run, as bench:web's loads), which builds the wheel in its
// Web Worker at once; the figure is the screen's own, `data-build-ms` on the result: the time from
// posting the request to the worker to the verified wheel (performance.now() in the page).
import type { Browser } from '@playwright/test';
import { wheelQuery } from '@pickwise/contracts';
import { freshPage } from '../web/browser.ts';
import { spread, type Spread } from '../web/figures.ts';
import { caseRequest, type WheelBenchCase } from './cases.ts';

export interface BrowserRun {
  buildMs: number;
  lines: number;
  verifiedCases: number;
}

export interface BrowserCaseResult {
  id: string;
  /** The share link opened, from the site's root. */
  path: string;
  buildMs: Spread | null;
  /** As the screen showed them (every run showed the same, or the case failed). */
  lines: number | null;
  verifiedCases: number | null;
  runs: BrowserRun[];
  error?: string;
}

export const wheelSharePath = (benchCase: WheelBenchCase): string => `/wheels?${wheelQuery(caseRequest(benchCase)).toString()}`;

/** A whole number read off the result's data attribute; anything else is the screen's fault, named. */
function attributeNumber(value: string | null, name: string): number {
  const number = Number(value);
  if (value === null || value === '' || !Number.isInteger(number)) throw new Error(`the result's ${name} is ${JSON.stringify(value)}, not a whole number`);
  return number;
}

export async function measureInBrowser(browser: Browser, baseUrl: string, benchCase: WheelBenchCase, runs: number, timeoutMs: number): Promise<BrowserCaseResult> {
  const path = wheelSharePath(benchCase);
  const result: BrowserCaseResult = { id: benchCase.id, path, buildMs: null, lines: null, verifiedCases: null, runs: [] };
  try {
    for (let run = 0; run < runs; run += 1) {
      const { context, page } = await freshPage(browser, 'desktop');
      try {
        await page.goto(`${baseUrl}${path}`);
        const wheel = page.getByTestId('wheel-result');
        // The screen says why when it builds nothing (a refused link, a failed build): stop there, with its words.
        const refusal = page.locator('.ps-wheels__outcome [role="alert"]');
        await wheel.or(refusal).first().waitFor({ timeout: timeoutMs });
        if (await refusal.isVisible()) throw new Error(`the screen said: ${(await refusal.innerText()).trim()}`);
        const timed: BrowserRun = {
          buildMs: attributeNumber(await wheel.getAttribute('data-build-ms'), 'data-build-ms'),
          lines: attributeNumber(await wheel.getAttribute('data-lines'), 'data-lines'),
          verifiedCases: attributeNumber(await wheel.getAttribute('data-verified-cases'), 'data-verified-cases'),
        };
        if (result.lines !== null && timed.lines !== result.lines) throw new Error(`run ${run + 1} showed ${timed.lines} lines, run 1 showed ${result.lines}`);
        result.lines = timed.lines;
        result.verifiedCases = timed.verifiedCases;
        result.runs.push(timed);
      } finally {
        await context.close();
      }
    }
  } catch (error) {
    result.error = (error as Error).message.split('\n', 1)[0] ?? '';
  }
  result.buildMs = spread(result.runs.map((run) => run.buildMs));
  return result;
}
