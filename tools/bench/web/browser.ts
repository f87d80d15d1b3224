// The Playwright side of `npm run bench:web`: the project's Chromium launched as the e2e tests launch
// it (tests/e2e/playwright.config.ts: CHROMIUM_ARGS, the executable from tools/test/chromium.ts), a
// fresh context for every load (empty cache and storage, service workers blocked: the site's worker
// would answer requests itself and cache in the background, which is not a first visit), and a
// recorder installed before any script of the page that keeps its long tasks and event timings.
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../test/chromium.ts';
import type { EventEntry } from './figures.ts';
import type { FormFactor } from './lighthouse.ts';

/** The phone of issue 24's review (390×844), and Lighthouse's desktop screen. */
const VIEWPORTS: Record<FormFactor, { viewport: { width: number; height: number }; isMobile: boolean; hasTouch: boolean }> = {
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1350, height: 940 }, isMobile: false, hasTouch: false },
};

/** What the recorder keeps, on window.__benchWeb. */
export interface PageRecord {
  longTasks: { startTime: number; duration: number }[];
  events: EventEntry[];
}

/** The event timing entry's fields TypeScript's DOM library does not declare yet. */
type EventTiming = PerformanceEntry & { interactionId: number };

/**
 * Runs in the page before its first script (an init script, serialised by Playwright: no outside
 * names). buffered: true adds what the browser queued before the observers existed.
 */
function installRecorder(): void {
  const record: PageRecord = { longTasks: [], events: [] };
  (window as unknown as { __benchWeb: PageRecord }).__benchWeb = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  // 16 ms is the lowest threshold the Event Timing API accepts; the default (104 ms) would hide most interactions.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as EventTiming[]) {
      record.events.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration, interactionId: entry.interactionId });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
}

export const EVENT_DURATION_THRESHOLD_MS = 16;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumExecutable(), args: CHROMIUM_ARGS });
}

/** A new context (nothing cached, no service worker) with the recorder, and its one page. */
export async function freshPage(browser: Browser, formFactor: FormFactor): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...VIEWPORTS[formFactor], serviceWorkers: 'block' });
  await context.addInitScript(installRecorder);
  return { context, page: await context.newPage() };
}

export const readRecord = (page: Page): Promise<PageRecord> => page.evaluate(() => (window as unknown as { __benchWeb: PageRecord }).__benchWeb);

/**
 * Waits until the page is rendered (its main heading), loaded, without network for 500 ms, and has
 * run no long task for `quietMs` after the load event (lazy chunks, hydration's later slices and
 * idle work all come after `load`). Gives up after `maxMs`, saying so.
 */
export async function waitUntilQuiet(page: Page, { quietMs, maxMs }: { quietMs: number; maxMs: number }): Promise<void> {
  const deadline = Date.now() + maxMs;
  await page.locator('main h1').first().waitFor({ timeout: maxMs });
  await page.waitForLoadState('load', { timeout: Math.max(1, deadline - Date.now()) });
  await page.waitForLoadState('networkidle', { timeout: Math.max(1, deadline - Date.now()) });
  while (Date.now() < deadline) {
    const { now, lastActivity } = await page.evaluate(() => {
      const record = (window as unknown as { __benchWeb: PageRecord }).__benchWeb;
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const lastTaskEnd = Math.max(0, ...record.longTasks.map((task) => task.startTime + task.duration));
      return { now: performance.now(), lastActivity: Math.max(lastTaskEnd, navigation?.loadEventEnd ?? 0) };
    });
    if (now - lastActivity >= quietMs) return;
    await page.waitForTimeout(250);
  }
  throw new Error(`${page.url()} was not quiet for ${quietMs} ms within ${maxMs / 1000} s of opening`);
}
