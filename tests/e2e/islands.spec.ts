// Pages served with islands (issue 24; libs/site `SitePage.islands`): text pages arrive as their
// prerendered HTML with a small script in place of the application, in English and Spanish. The
// application's scripts and remotes are never fetched there; the menu, the account link, the offline
// banner and the page view work as in the application; an auth e-mail's redirect still reaches the
// application, and a link to a page that needs it loads it. The pages of the application get a script
// of their own in place of the application's, which starts it after the first contentful paint.
import { test, expect, type Page } from './fixtures.js';

const LANGUAGES = [
  { language: 'en', prefix: '', openMenu: 'Open menu', closeMenu: 'Close menu', account: 'Account', offline: /^You are offline\./ },
  { language: 'es', prefix: '/es', openMenu: 'Abrir menú', closeMenu: 'Cerrar menú', account: 'Cuenta', offline: /^Estás sin conexión\./ },
] as const;

/** Every script URL the page requested. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

for (const t of LANGUAGES) {
  test.describe(`a page served with islands (${t.language})`, () => {
    for (const path of ['/faqs', '/about', '/responsible', '/topics/hot-numbers-lottery', '/us/florida-winning-numbers-lottery']) {
      test(`${t.prefix}${path} fetches the islands script and no application script or remote`, async ({ page }) => {
        const scripts = scriptRequests(page);
        await page.goto(`${t.prefix}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(scripts.filter((url) => /^\/islands\.[0-9a-f]+\.js$/.test(url))).toHaveLength(1);
        expect(scripts.filter((url) => !/^\/islands\./.test(url))).toEqual([]);
      });
    }

    test('the menu button opens and closes the links on a phone, Escape gives the focus back', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${t.prefix}/faqs`);
      const button = page.getByRole('button', { name: t.openMenu });
      const links = page.locator('#shell-nav-links');
      await expect(links).toBeHidden();
      await button.click();
      await expect(page.getByRole('button', { name: t.closeMenu })).toHaveAttribute('aria-expanded', 'true');
      await expect(links).toBeVisible();
      await links.getByRole('link').first().focus();
      await page.keyboard.press('Escape');
      await expect(links).toBeHidden();
      await expect(page.getByRole('button', { name: t.openMenu })).toBeFocused();
      await expect(page.getByRole('button', { name: t.openMenu })).toHaveAttribute('aria-expanded', 'false');
    });

    test('the account link names the signed-in account from the stored session', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('pickwise-auth', JSON.stringify({ access_token: 'stored', user: { email: 'ana@example.com' } })));
      await page.goto(`${t.prefix}/about`);
      const link = page.locator('.shell-account-link');
      await expect(link).toHaveText(t.account);
      await expect(link).toHaveAccessibleName(`${t.account} (ana@example.com)`);
      await expect(link).toHaveAttribute('href', `${t.prefix}/auth`);
    });

    test('the offline banner shows while the network is gone and goes when it is back', async ({ page, context }) => {
      await page.goto(`${t.prefix}/responsible`);
      const banner = page.getByTestId('offline-notice');
      await expect(banner).toBeHidden();
      await context.setOffline(true);
      await expect(banner).toBeVisible();
      await expect(banner).toHaveText(t.offline);
      await context.setOffline(false);
      await expect(banner).toBeHidden();
    });
  });
}

test('a page served with islands records one page view, with its own path and title', async ({ page }) => {
  const views: Array<Record<string, unknown>> = [];
  page.on('console', async (message) => {
    if (message.text().startsWith('[analytics] page_view')) views.push((await message.args()[1]!.jsonValue()) as Record<string, unknown>);
  });
  await page.goto('/es/faqs');
  await expect.poll(() => views.length).toBe(1);
  expect(views[0]).toMatchObject({ page_path: '/es/faqs', page_title: await page.title() });
  await page.waitForLoadState('networkidle');
  expect(views).toHaveLength(1);
});

test('a link from a page served with islands to the generator loads the application, which works there', async ({ page }) => {
  const scripts = scriptRequests(page);
  await page.goto('/faqs');
  await page.getByRole('navigation').getByRole('link', { name: 'Generator' }).click();
  await expect(page).toHaveURL(/\/generator$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scripts.some((url) => /^\/main\.[0-9a-f]+\.js$/.test(url))).toBe(true);
  await expect.poll(() => page.evaluate(() => Object.keys(document.querySelector('#root h1') ?? {}).some((key) => key.startsWith('__reactFiber')))).toBe(true);
});

test("an auth e-mail's redirect to a page served with islands starts the application, which reads it", async ({ page }) => {
  const scripts = scriptRequests(page);
  await page.goto('/about#error_description=Email+link+is+invalid+or+has+expired&error_code=otp_expired');
  await expect.poll(() => scripts.some((url) => /^\/main\.[0-9a-f]+\.js$/.test(url))).toBe(true);
  await expect.poll(() => page.evaluate(() => Object.keys(document.querySelector('#root h1') ?? {}).some((key) => key.startsWith('__reactFiber')))).toBe(true);
});

// The application-start script of the application's pages starts it only once the prerendered page
// has painted, so a phone shows the page before the application's scripts run.
for (const path of ['/', '/es/games/euromillions/generate', '/history/powerball']) {
  test(`${path} paints its prerendered page before it asks for the application's script, then hydrates`, async ({ page }) => {
    await page.goto(path);
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      appRequested: performance.getEntriesByType('resource').find((entry) => /\/main\.[0-9a-f]+\.js$/.test(entry.name))?.startTime,
    }));
    expect(timing.firstPaint).toBeDefined();
    expect(timing.appRequested).toBeGreaterThan(timing.firstPaint!);
  });
}
