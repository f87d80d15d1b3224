// Jackpots on the started system in a real browser: the home cards, /choose-lottery and the
// generator header show each value with its source, served in the page when it is opened (the
// gateway renders these pages with the jackpots: issue 24 item 5), read from GET /api/jackpots when
// the application reaches them from another page (`openInApp`); live values are formatted in the
// page language; while the jackpots service is unavailable (the gateway's 503) the cards show the
// spec's estimates with their tooltip, never an error. Where a live value is needed the answer is
// the real gateway's with a few games made live, as a provider would.
import { expect, pageSettled, test, type Locator, type Page, type Route } from './fixtures.js';
import { forgetLayoutShifts, layoutShifts, recordLayoutShifts } from './layout-shift.support.js';
import { openInApp, watchHydration } from './public-site.support.js';

interface JackpotEntry {
  amount: number | null;
  formatted: string;
  currencyCode: string;
  drawDate: string | null;
  source: 'live' | 'fallback' | 'estimated';
}
type Jackpots = Record<string, JackpotEntry>;

const GAME_NAMES: Record<string, string> = {
  powerball: 'Powerball',
  eurojackpot: 'EuroJackpot',
  'uk-lotto': 'UK Lotto',
};
const SOURCE_LABELS = {
  en: { live: 'Live', fallback: 'Last draw', estimated: 'Estimated' },
  es: { live: 'En directo', fallback: 'Último sorteo', estimated: 'Estimado' },
} as const;

/** The real gateway's answer, then Powerball and EuroJackpot live and UK Lotto at its latest draw's jackpot. */
async function withProviderFigures(route: Route): Promise<void> {
  const response = await route.fetch();
  const { data } = (await response.json()) as { data: Jackpots };
  const figures: Jackpots = {
    ...data,
    powerball: { ...data['powerball']!, amount: 510_000_000, formatted: '$510M', source: 'live' },
    eurojackpot: { ...data['eurojackpot']!, amount: 57_500_000, formatted: '€57.5M', source: 'live' },
    'uk-lotto': { ...data['uk-lotto']!, amount: 4_354_203, formatted: '£4.35M', source: 'fallback' },
  };
  await route.fulfill({ response, json: { ok: true, data: figures } });
}

/** What the gateway answers while the jackpots service is down. */
const jackpotsUnavailable = (route: Route) =>
  route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ ok: false, error: 'The jackpots service is unavailable', code: 'UNAVAILABLE' }) });

const card = (page: Page, gameName: string) => page.locator('#games').getByRole('article', { name: gameName, exact: true });

test.describe('jackpots', () => {
  test('home cards show the jackpot and source the API gives for every game', async ({ page, request }) => {
    const { data } = (await (await request.get('/api/jackpots')).json()) as { data: Jackpots };
    expect(Object.keys(data)).toHaveLength(12);
    await page.goto('/');
    await expect(page.locator('#games').getByRole('article')).toHaveCount(12);
    for (const [id, name] of Object.entries(GAME_NAMES)) {
      const entry = data[id]!;
      await expect(card(page, name)).toContainText(entry.formatted);
      await expect(card(page, name)).toContainText(`${entry.currencyCode} · Source: ${SOURCE_LABELS.en[entry.source]}`);
    }
  });

  test.describe('served in the page', () => {
    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('home, /choose-lottery and the generator show every jackpot with its source, and no skeleton', async ({ page, request }) => {
        const { data } = (await (await request.get('/api/jackpots')).json()) as { data: Jackpots };
        await page.goto('/');
        for (const [id, name] of Object.entries(GAME_NAMES)) {
          await expect(card(page, name)).toContainText(data[id]!.formatted);
          await expect(card(page, name)).toContainText(`${data[id]!.currencyCode} · Source: ${SOURCE_LABELS.en[data[id]!.source]}`);
        }
        await expect(page.locator('#games .ps-jackpot__value')).toHaveCount(12);
        await expect(page.locator('.ps-skeleton-text')).toHaveCount(0);
        await expect(page.getByText('Loading latest jackpots...')).toHaveCount(0);

        await page.goto('/es/choose-lottery');
        await expect(page.getByRole('link', { name: /Powerball/ })).toContainText(`Fuente: ${SOURCE_LABELS.es[data['powerball']!.source]}`);
        await expect(page.locator('.ps-skeleton-text')).toHaveCount(0);

        await page.goto('/games/powerball/generate');
        const value = page.locator('header.ps-generator-head .ps-jackpot__value');
        await expect(value.locator('[aria-hidden="true"]')).toHaveText(data['powerball']!.formatted);
        await expect(value.locator('.pw-visually-hidden')).toHaveText(data['powerball']!.formatted);
      });
    });

    test('the application hydrates the values it was served, asks for no jackpots while they are fresh, and does not count them up again', async ({ page }) => {
      const failures = watchHydration(page);
      const jackpotRequests: string[] = [];
      page.on('request', (request) => void (new URL(request.url()).pathname === '/api/jackpots' && jackpotRequests.push(request.url())));
      for (const url of ['/', '/es/choose-lottery', '/es/games/euromillions/generate']) {
        const served = await (await page.request.get(url)).text();
        await page.goto(url);
        await pageSettled(page);
        const shown = await page.locator('.ps-jackpot__value').first().evaluate((value) => value.textContent);
        // The first value of the page as served is the one on screen once the application runs.
        const firstServed = /<span class="ps-jackpot__value">(?:<span aria-hidden="true">)?([^<]+)</.exec(served)?.[1];
        expect(shown, url).toContain(firstServed);
        expect(failures, url).toEqual([]);
      }
      const header = page.locator('header.ps-generator-head .ps-jackpot__value');
      expect(await header.locator('[aria-hidden="true"]').textContent()).toBe(await header.locator('.pw-visually-hidden').textContent());
      expect(jackpotRequests).toEqual([]);
    });
  });

  test('live values replace the estimates, and a fallback says the latest update is pending', async ({ page }) => {
    await page.route('**/api/jackpots*', withProviderFigures);
    await openInApp(page, '/');
    await expect(card(page, 'Powerball')).toContainText('$510M');
    await expect(card(page, 'Powerball')).toContainText('USD · Source: Live');
    // A live value carries no caveat.
    await expect(card(page, 'Powerball').getByRole('button', { name: /estimated value|update pending/ })).toHaveCount(0);
    await expect(card(page, 'EuroJackpot')).toContainText('€57.5M');
    await expect(card(page, 'UK Lotto')).toContainText('£4.35M');
    await expect(card(page, 'UK Lotto')).toContainText('GBP · Source: Last draw');
    await card(page, 'UK Lotto').getByRole('button', { name: 'Latest update pending' }).focus();
    await expect(page.getByRole('tooltip')).toHaveText('Latest update pending');
  });

  test('Spanish pages format live values with a decimal comma', async ({ page }) => {
    await page.route('**/api/jackpots*', withProviderFigures);
    await openInApp(page, '/es/');
    await expect(card(page, 'EuroJackpot')).toContainText('€57,5M');
    await expect(card(page, 'EuroJackpot')).toContainText(`EUR · Fuente: ${SOURCE_LABELS.es.live}`);
    await expect(card(page, 'UK Lotto')).toContainText(`Fuente: ${SOURCE_LABELS.es.fallback}`);
    await card(page, 'UK Lotto').getByRole('button', { name: 'Última actualización pendiente' }).focus();
    await expect(page.getByRole('tooltip')).toHaveText('Última actualización pendiente');

    await openInApp(page, '/es/choose-lottery');
    await expect(page.getByRole('link', { name: /EuroJackpot/ })).toContainText('€57,5M');
  });

  test('the generator header shows a skeleton while loading, then counts up to the live value', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/jackpots*', async (route) => {
      await held;
      await withProviderFigures(route);
    });
    await openInApp(page, '/games/powerball/generate');
    const header = page.locator('header.ps-generator-head');
    await expect(header.getByRole('status')).toHaveText(/Loading latest jackpots\.\.\./);
    release();
    await expect(header.getByRole('status')).toHaveCount(0);
    // The count-up ends on the live value (1.5 s), keeping its symbol and suffix.
    await expect(header.locator('.ps-jackpot__value [aria-hidden="true"]')).toHaveText('$510M');
    await expect(header).toContainText('USD · Source: Live');
  });

  test('with the jackpots service unavailable, the cards show estimates with their tooltip and no error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route('**/api/jackpots*', jackpotsUnavailable);
    await openInApp(page, '/');
    // One retry after a second, then the estimates.
    await expect(card(page, 'Powerball')).toContainText('$432M');
    await expect(card(page, 'Powerball')).toContainText('USD · Source: Estimated');
    await expect(card(page, 'UK Lotto')).toContainText('£12M');
    await card(page, 'Powerball').getByRole('button', { name: 'Showing estimated value' }).focus();
    await expect(page.getByRole('tooltip')).toHaveText('Showing estimated value');
    await expect(page.getByText(/unavailable|error/i)).toHaveCount(0);

    await openInApp(page, '/es/choose-lottery');
    await expect(page.getByRole('link', { name: /Powerball/ })).toContainText('$432M');
    await expect(page.getByRole('link', { name: /Powerball/ })).toContainText(`Fuente: ${SOURCE_LABELS.es.estimated}`);

    await openInApp(page, '/es/games/uk-lotto/generate');
    await expect(page.locator('header.ps-generator-head')).toContainText('£12M');
    await page.locator('header.ps-generator-head').getByRole('button', { name: 'Mostrando valor estimado' }).focus();
    await expect(page.getByRole('tooltip')).toHaveText('Mostrando valor estimado');
    expect(errors).toEqual([]);
  });

  // Without racing the clock: the open delay is the CSS transition's (read from the computed style, the
  // browser applies it), and the skip-delay window is measured on the page's clock (performance.now()),
  // which stands still here except when the test moves it.
  test('a tooltip opens 700 ms after the pointer comes and closes when it leaves; within the 300 ms skip-delay window the next opens at once', async ({ page }) => {
    await page.clock.install();
    await page.route('**/api/jackpots*', jackpotsUnavailable);
    await openInApp(page, '/');
    const trigger = (gameName: string) => card(page, gameName).getByRole('button', { name: 'Showing estimated value' });
    const tooltipOf = async (gameName: string) => page.locator(`[id="${await trigger(gameName).getAttribute('aria-describedby')}"]`);
    await expect(trigger('Powerball')).toBeVisible();
    const powerball = await tooltipOf('Powerball');
    const megaMillions = await tooltipOf('Mega Millions');
    const openDelay = (tooltip: Locator) => tooltip.evaluate((element) => getComputedStyle(element).transitionDelay);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

    await trigger('Powerball').hover();
    expect(await openDelay(powerball)).toBe('0.7s');
    await page.clock.runFor(700);
    await expect(powerball).toBeVisible();
    // Straight to the next trigger, no time passing: the first closes at once, the second opens without the delay.
    await trigger('Mega Millions').hover();
    await expect(powerball).toBeHidden();
    expect(await openDelay(megaMillions)).toBe('0s');
    await expect(megaMillions).toBeVisible();

    // Off every trigger for longer than the window: the next one waits its 700 ms again.
    await page.clock.runFor(700);
    await page.getByRole('heading', { level: 1 }).hover();
    await expect(megaMillions).toBeHidden();
    await page.clock.runFor(400);
    await trigger('Powerball').hover();
    expect(await openDelay(powerball)).toBe('0.7s');
    await expect(powerball).toBeVisible();
  });
});

// 'Loading latest jackpots...' keeps its line once the jackpots are in (the application reached the
// page from another and asked for them): the cards under it stay put.
for (const { path, viewport } of [
  { path: '/choose-lottery', viewport: { width: 390, height: 844 } },
  { path: '/', viewport: { width: 1280, height: 800 } },
]) {
  test(`${path} at ${viewport.width} px: the jackpots' arrival moves nothing in view`, async ({ page }) => {
    await page.setViewportSize(viewport);
    let releaseJackpots: () => void = () => undefined;
    const jackpotsHeld = new Promise<void>((resolve) => (releaseJackpots = resolve));
    await page.route('**/api/jackpots*', async (route) => {
      await jackpotsHeld;
      await route.continue();
    });
    await recordLayoutShifts(page);
    await openInApp(page, path);
    await expect(page.getByText('Loading latest jackpots...')).toBeVisible();
    await page.locator('.ps-game-card').first().scrollIntoViewIfNeeded();
    // What counts is the jackpots' arrival, not the way to the page.
    await forgetLayoutShifts(page);
    releaseJackpots();
    await expect(page.getByText('Loading latest jackpots...')).toHaveCount(0);
    await expect(page.locator('.ps-skeleton-text')).toHaveCount(0);
    expect(await layoutShifts(page)).toEqual([]);
  });
}
