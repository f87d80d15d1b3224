// Playwright's `test` with a page that, after every `goto`, waits until React has hydrated a
// prerendered page (frontends/site-pages), or rendered the server's 404 page afresh: before that, a
// click or key press on the server's HTML does nothing, which no visitor notices but a test that acts
// at once would. With JavaScript off there is nothing to wait for, nor on a page served with islands
// (libs/site `SitePage.islands`): its deferred script has run before the load event `goto` waits for.
//
// The page also keeps count of its requests in flight, so a test can wait until the page has
// finished loading (`pageSettled`) without Playwright's 'networkidle', which waits 500 ms more.
import { test as base, expect, type Page, type Request } from '@playwright/test';

export { expect, type APIRequestContext, type ConsoleMessage, type Locator, type Page, type Route } from '@playwright/test';

const requestsInFlight = new WeakMap<Page, Set<Request>>();

/**
 * Gives `page` the behaviour of the fixture's page: `goto` waits for hydration, and requests are
 * counted for `pageSettled`. For pages a spec opens itself (one shared by several tests).
 */
export function preparePage(page: Page, javaScriptEnabled: boolean): void {
  const inFlight = new Set<Request>();
  requestsInFlight.set(page, inFlight);
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));

  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (!javaScriptEnabled) return response;
    // The server's 404 page is unmarked: the application renders it afresh, and it is waited for the same way.
    const served = await page.locator('#root[data-prerendered-path], #root:not([data-prerendered-path]) h1').count();
    if (served === 0) return response;
    if ((await page.locator('#pw-island-page').count()) === 0) {
      await page.waitForFunction(() => {
        const heading = document.querySelector('#root h1');
        return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
      });
    }
    return response;
  };
}

/**
 * Waits until the page has loaded what it asked for: no request of it in flight once its main thread
 * is idle (the answers that came in are rendered, and a request they led to has started). Checked
 * again until it holds, so a request that follows another is waited for too.
 */
export async function pageSettled(page: Page): Promise<void> {
  const inFlight = requestsInFlight.get(page);
  if (!inFlight) throw new Error('pageSettled needs a page from the fixture or preparePage()');
  await expect
    .poll(async () => {
      // An idle period can be seconds away on a loaded machine (the 2 cores run the browsers and the
      // whole system): after a second the check is made anyway, and polled again until it holds, for
      // as long as a hang would take (the page's requests have their own limits, far below it).
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 1_000 })));
      return [...inFlight].map((request) => request.url());
    }, { message: 'requests still in flight', timeout: 60_000 })
    .toEqual([]);
}

/**
 * Ends a test's page.route() of `url`: its later requests go to the network. The route is not removed
 * but covered by one that lets them through (a page's newest route answers first): removing a page's
 * last route turns Chromium's request interception off, and a request that starts at that moment can
 * stall for good (microsoft/playwright#41802; in the admin spec a lazily loaded chunk never arrived,
 * and the toast it held never showed). A test that routes `url` anew just calls page.route() again.
 */
export async function routeToNetwork(page: Page, url: string): Promise<void> {
  await page.route(url, (route) => route.continue());
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    preparePage(page, javaScriptEnabled !== false);
    await use(page);
  },
});
