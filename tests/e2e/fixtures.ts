// Playwright's `test` with a page that, after every `goto`, waits until React has hydrated a
// prerendered page (frontends/site-pages): before that, a click or key press on the server's HTML
// does nothing, which no visitor notices but a test that acts at once would. With JavaScript off
// there is nothing to wait for, nor on a page served with islands (libs/site `SitePage.islands`):
// its deferred script has run before the load event `goto` waits for.
import { test as base } from '@playwright/test';

export { expect, type APIRequestContext, type ConsoleMessage, type Locator, type Page, type Route } from '@playwright/test';

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const prerendered = await page.locator('#root[data-prerendered-path]').count();
      const islands = await page.locator('#pw-island-page').count();
      if (javaScriptEnabled !== false && prerendered > 0 && islands === 0) {
        await page.waitForFunction(() => {
          const heading = document.querySelector('#root h1');
          return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
        });
      }
      return response;
    };
    await use(page);
  },
});
