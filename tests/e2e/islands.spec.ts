// Pages served with islands (issue 24; libs/site `SitePage.islands`): text pages and the home page
// arrive as their prerendered HTML with a small script in place of the application, in English and
// Spanish; the home page's countdowns, tooltips, buttons, analytics and jackpots' refresh work without it. The
// application's scripts and remotes are never fetched there; the menu, the account link, the offline
// banner and the page view work as in the application; an auth e-mail's redirect still reaches the
// application, and a link to a page that needs it loads it. The pages of the application get a script
// of their own in place of the application's, which starts it after the first contentful paint.
import { test, expect, type Page } from './fixtures.js';
import { recordAnalytics } from './public-site.support.js';

const LANGUAGES = [
  {
    language: 'en', prefix: '', openMenu: 'Open menu', closeMenu: 'Close menu', account: 'Account', offline: /^You are offline\./,
    countdown: /^Next draw: \d+d \d+h \d+m$/, countdownLabel: /^Next draw in \d+ days, \d+ hours and \d+ minutes$/, chooseGame: 'Choose a Game', estimated: 'Showing estimated value',
  },
  {
    language: 'es', prefix: '/es', openMenu: 'Abrir menú', closeMenu: 'Cerrar menú', account: 'Cuenta', offline: /^Estás sin conexión\./,
    countdown: /^Próximo sorteo: \d+\sd\s\d+\sh\s\d+\smin$/, countdownLabel: /^Próximo sorteo en \d+\sdías, \d+\shoras y \d+\sminutos$/, chooseGame: 'Elige un juego', estimated: 'Mostrando valor estimado',
  },
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
    for (const path of ['/', '/faqs', '/about', '/responsible', '/topics/hot-numbers-lottery', '/us/florida-winning-numbers-lottery']) {
      test(`${t.prefix}${path} fetches the islands script and no application script or remote`, async ({ page }) => {
        const scripts = scriptRequests(page);
        await page.goto(`${t.prefix}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(scripts.filter((url) => /^\/islands\.[0-9a-f]+\.js$/.test(url))).toHaveLength(1);
        // The home page's own islands come in a file of their own, which the text pages never fetch.
        expect(scripts.filter((url) => /^\/islands-\d+\.[0-9a-f]+\.js$/.test(url))).toHaveLength(path === '/' ? 1 : 0);
        // Besides them only the pause script (frontends/shell/src/pause), which hides paused jackpots before the first paint.
        expect(scripts.filter((url) => /^\/pause\.[0-9a-f]+\.js$/.test(url))).toHaveLength(1);
        expect(scripts.filter((url) => !/^\/(islands[.-]|pause\.)/.test(url))).toEqual([]);
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

    test('the home page: each card counts down to its next draw, the hero button takes the focus to the games, GENERATE is recorded', async ({ page }) => {
      const analytics = await recordAnalytics(page);
      // A card within 15 minutes of its draw says 'Drawing now!' instead of counting down: the page's
      // clock is set to a Tuesday noon (UTC), hours from every game's draw, so each card counts down
      // whenever the suite runs.
      await page.clock.install({ time: new Date('2026-11-24T12:00:00Z') });
      await page.goto(`${t.prefix}/`);
      const countdowns = page.locator('#games .ps-countdown');
      await expect(countdowns).toHaveCount(12);
      for (const countdown of await countdowns.all()) {
        await expect(countdown.locator('strong')).toHaveText(/\d/);
        await expect(countdown.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
      }
      const powerball = page.locator('#games').getByRole('article', { name: 'Powerball', exact: true });
      expect(await powerball.locator('.ps-countdown > span:not(.pw-icon)').evaluate((lines) => lines.firstChild?.textContent + (lines.querySelector('strong')?.textContent ?? ''))).toMatch(t.countdown);
      await expect(powerball.locator('.ps-countdown .pw-visually-hidden')).toHaveText(t.countdownLabel);

      await page.getByRole('button', { name: t.chooseGame }).click();
      await expect(page.locator('#games-heading')).toBeFocused();
      await expect(page.locator('#games-heading')).toBeInViewport();

      const generate = powerball.locator('[data-game-card-generate]');
      // Kept on this page, to read what it recorded.
      await generate.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
      await generate.click();
      expect((await analytics()).filter((event) => event.name !== 'page_view')).toEqual([
        { name: 'game_card_click', params: { game_name: 'Powerball', action_type: 'generate', timestamp: expect.any(String) } },
      ]);
    });

    test("the home page's estimate tooltip shows on focus and Escape closes it; the jackpots are read again after ten minutes", async ({ page }) => {
      await page.clock.install();
      await page.goto(`${t.prefix}/`);
      const info = page.locator('#games').getByRole('button', { name: t.estimated }).first();
      await info.focus();
      const tooltip = page.locator(`[id="${await info.getAttribute('aria-describedby')}"]`);
      await expect(tooltip).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(tooltip).toBeHidden();

      // The page as the gateway serves it ten minutes later, with Powerball's jackpot changed.
      const powerball = page.locator('#games').getByRole('article', { name: 'Powerball', exact: true });
      const shown = (await powerball.locator('.ps-jackpot__value').textContent())!;
      let reads = 0;
      await page.route(`**${t.prefix}/`, async (route) => {
        if (route.request().resourceType() !== 'fetch') return route.continue();
        reads += 1;
        const response = await route.fetch();
        await route.fulfill({ response, body: (await response.text()).replace(`<span class="ps-jackpot__value">${shown}</span>`, '<span class="ps-jackpot__value">$999M</span>') });
      });
      await page.clock.runFor(9 * 60_000);
      expect(reads).toBe(0);
      await page.clock.runFor(60_000);
      await expect(powerball.locator('.ps-jackpot__value')).toHaveText('$999M');
      expect(reads).toBe(1);
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
    if (message.text().startsWith('[analytics] page_view')) views.push((await message.args()[2]!.jsonValue()) as Record<string, unknown>);
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
for (const path of ['/choose-lottery', '/es/games/euromillions/generate', '/history/powerball']) {
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
