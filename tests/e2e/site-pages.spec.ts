// The gateway answers 404 for any path that is not in libs/site's table of site pages
// (site-pages.ts), and lists that table in /sitemap.xml: so the frontends' route tables must agree
// with it. Every public page of the table is opened in English and Spanish by the axe sweep
// (accessibility.spec.ts), which fails on the 404 page; this opens the two that sweep leaves to
// tests of their own, /auth and /data-admin, and checks that an unknown path is a 404 both for the
// browser and on the wire.
import { expect, test } from './fixtures.js';
import { NOT_FOUND_TITLES, PUBLIC_PAGE_PATHS, SITE_PAGE_PATHS, inSpanish } from './accessibility.support.js';

test.describe('site pages', () => {
  for (const path of SITE_PAGE_PATHS.filter((entry) => !PUBLIC_PAGE_PATHS.includes(entry))) {
    for (const url of [path, inSpanish(path)]) {
      test(`${url} is a page of the site`, async ({ page }) => {
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        // Wait for the page's own content (a heading), then make sure it is not the 404 page.
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.getByRole('heading', { name: NOT_FOUND_TITLES })).toHaveCount(0);
      });
    }
  }

  test("an unknown path answers 404 with the 404 page, an unknown game 404 with 'Game Not Found'", async ({ page }) => {
    for (const [url, title] of [
      ['/no-such-page', 'Oops! Page not found'],
      ['/es/no-such-page', '¡Ups! Página no encontrada'],
      ['/es/games/bingo/generate', 'Juego no encontrado'],
    ] as const) {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
  });

  test("a page named by a game's admin id moves to the public id's, on the wire and in the app (issue 22)", async ({ page }) => {
    const response = await page.goto('/es/games/texas-lotto/generate?method=lucky');
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/es\/games\/texas-lotto\/generate\?method=lucky$/);
    await expect(page).toHaveURL(/\/es\/games\/texas-lottery\/generate\?method=lucky$/);
    // In-app navigation reaches the router without the gateway: it replaces the URL itself.
    const entries = await page.evaluate(() => history.length);
    await page.evaluate(() => {
      history.pushState(null, '', '/history/new-york-lotto/stats');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/history\/new-york-lottery\/stats$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
  });
});
