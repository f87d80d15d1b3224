// Reading generated sets off the game generator screen, shared by the public-site and generator specs.
import { expect, type Locator, type Page } from '@playwright/test';

export interface ShownSet {
  main: number[];
  special: number[];
}

/** Matrices written out independently of libs/lottery, so the specs check the product against them. */
export const MATRICES = {
  powerball: { mainCount: 5, mainMax: 69, specialCount: 1, specialMin: 1, specialMax: 26 },
  euromillions: { mainCount: 5, mainMax: 50, specialCount: 2, specialMin: 1, specialMax: 12 },
  'la-primitiva': { mainCount: 6, mainMax: 49, specialCount: 1, specialMin: 0, specialMax: 9 },
  'uk-lotto': { mainCount: 6, mainMax: 59, specialCount: 0, specialMin: 0, specialMax: 0 },
} as const;
export type Matrix = (typeof MATRICES)[keyof typeof MATRICES];

export const resultSets = (page: Page): Locator => page.getByTestId('result-set');

const numbersIn = async (list: Locator): Promise<number[]> =>
  (await list.count()) === 0 ? [] : (await list.getByRole('listitem').allInnerTexts()).map((text) => Number(text.trim()));

export async function readSets(page: Page): Promise<ShownSet[]> {
  const sets: ShownSet[] = [];
  for (const set of await resultSets(page).all()) {
    sets.push({ main: await numbersIn(set.getByTestId('main-numbers')), special: await numbersIn(set.getByTestId('special-numbers')) });
  }
  return sets;
}

function expectAscendingWithin(numbers: number[], count: number, min: number, max: number): void {
  expect(numbers).toHaveLength(count);
  numbers.forEach((n, i) => {
    expect(Number.isInteger(n)).toBe(true);
    expect(n).toBeGreaterThanOrEqual(min);
    expect(n).toBeLessThanOrEqual(max);
    if (i > 0) expect(n).toBeGreaterThan(numbers[i - 1] as number);
  });
}

/** Five sets on screen, each valid for the matrix: counts, ranges, unique and ascending. */
export async function expectFiveValidSets(page: Page, matrix: Matrix): Promise<ShownSet[]> {
  await expect(resultSets(page)).toHaveCount(5);
  const sets = await readSets(page);
  for (const set of sets) {
    expectAscendingWithin(set.main, matrix.mainCount, 1, matrix.mainMax);
    expectAscendingWithin(set.special, matrix.specialCount, matrix.specialMin, matrix.specialMax);
  }
  return sets;
}

/** The copy format of the spec: "a, b, c + s". */
export const copyText = (set: ShownSet): string =>
  set.special.length > 0 ? `${set.main.join(', ')} + ${set.special.join(', ')}` : set.main.join(', ');

/**
 * Waits until React has taken over the prerendered page (hydrated its main heading). A link
 * clicked before that is followed by the browser or by a half-hydrated app, which leaves the
 * server's head elements of the page behind.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const heading = document.querySelector('#root h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
}

/** Collects what React reports (as uncaught errors) when hydration gives up on the server's HTML: its errors #418 to #425. */
export function watchHydration(page: Page): string[] {
  const failures: string[] = [];
  const record = (text: string) => {
    if (/Hydration|hydrat|Minified React error #4(18|19|20|21|22|23|25)/.test(text)) failures.push(text);
  };
  page.on('pageerror', (error) => record(error.message));
  page.on('console', (message) => message.type() === 'error' && record(message.text()));
  return failures;
}

/**
 * Opens a page the way the application renders it when a visitor comes from another of its pages:
 * from /history (a page that shows no data of the API), through the router. A page that shows jackpots,
 * opened directly, is served with them (services/gateway/src/web/served-pages); reached in the
 * application it asks GET /api/jackpots itself, which a test can hold back or answer. The same for a
 * statistics page and its figures. `beforeNavigation` runs on /history, once it is hydrated.
 */
export async function openInApp(page: Page, path: string, beforeNavigation?: () => Promise<void>): Promise<void> {
  await page.goto(path.startsWith('/es') ? '/es/history' : '/history');
  await waitForHydration(page);
  await beforeNavigation?.();
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.?]/g, '\\$&')}$`));
}

/** Records the analytics events the page sends to its tag (`window.gtag`, installed before any script runs): name and parameters. */
export async function recordAnalytics(page: Page): Promise<() => Promise<Array<{ name: string; params: Record<string, unknown> }>>> {
  await page.addInitScript(() => {
    const events: Array<{ name: string; params: Record<string, unknown> }> = [];
    Object.assign(window, {
      analyticsEvents: events,
      gtag: (_command: string, name: string, params: Record<string, unknown>) => events.push({ name, params }),
    });
  });
  return () => page.evaluate(() => (window as unknown as { analyticsEvents: Array<{ name: string; params: Record<string, unknown> }> }).analyticsEvents);
}
