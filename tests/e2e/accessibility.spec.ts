// WCAG 2.2 AA in a real browser (issue 10): axe-core finds no violation on every public page in
// English and Spanish, the 404 page, /auth signed out, every tab of the admin panel, and with the
// generator's method dialogs, the phone menu, the draw-details gate (a toast) and dialog open; the
// generator and the language toggle work by keyboard alone with a visible, unobscured focus; reduced
// motion stops the jackpot count-up (the balls never move); <html lang> follows the page's language.
import { expect, pageSettled, preparePage, test, type Locator, type Page } from './fixtures.js';
import { adminSession, plainUserSession, useSession } from './admin.support.js';
import { NOT_FOUND_TITLES, PUBLIC_PAGE_PATHS, expectNoAxeViolations, inSpanish, pageReady } from './accessibility.support.js';
import { openInApp } from './public-site.support.js';
import { en as adminEn } from '../../frontends/admin/src/i18n/en.ts';
import { es as adminEs } from '../../frontends/admin/src/i18n/es.ts';

const LANGUAGES = [
  { lang: 'en', url: (path: string) => path },
  { lang: 'es', url: inSpanish },
] as const;

const ADMIN_TABS = ['health', 'fetch', 'provider', 'monitor', 'messages'] as const;
/** The admin remote's texts: each tab's name is its panel's too. */
const ADMIN_TEXTS = { en: adminEn, es: adminEs } as const;
const DIALOG_METHODS = ['birthday', 'lucky', 'horoscope'] as const;
const TEXTS = {
  en: { generateNow: 'Generate Now', openMenu: 'Open menu', signInForDetails: 'Please sign in to view draw details' },
  es: { generateNow: 'Generar ahora', openMenu: 'Abrir menú', signInForDetails: 'Inicia sesión para ver los detalles del sorteo' },
} as const;

const firstDetailsButton = (page: Page) => page.getByTestId('history-table').getByRole('button').first();

/** Presses Tab until `target` has the focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${String(target)} never got the focus in ${limit} Tabs`);
}

/** The focused element (or the box that draws its ring) shows an outline, and nothing covers its middle (WCAG 2.4.7, 2.4.11). */
async function expectVisibleFocus(page: Page): Promise<void> {
  const focus = await page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused) return { outlined: false, covered: true };
    // A visually hidden input (a custom radio) shows its focus on its label.
    const own = focused.getBoundingClientRect();
    const ring = own.width > 2 && own.height > 2 ? focused : (focused.closest('label') ?? focused);
    const box = ring.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const style = getComputedStyle(ring);
    return { outlined: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2, covered: hit === null || !ring.contains(hit) };
  });
  expect(focus).toEqual({ outlined: true, covered: false });
}

test.describe('axe: every public page', () => {
  // The sweep only reads the pages: one browser page, kept for the whole sweep, opens them all, so the
  // application's scripts are fetched and compiled once rather than once a test. After a failed test
  // the rest run in a new worker, which opens a new page.
  let page: Page;
  test.beforeAll(async ({ browser, baseURL, locale, serviceWorkers, javaScriptEnabled }) => {
    page = await browser.newPage({ baseURL, locale, serviceWorkers, javaScriptEnabled });
    preparePage(page, javaScriptEnabled !== false);
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  for (const path of PUBLIC_PAGE_PATHS) {
    for (const { lang, url } of LANGUAGES) {
      test(`${url(path)}`, async () => {
        // Each is a page of the site (site-pages.spec.ts): 200, its own heading, not the 404 page.
        expect((await page.goto(url(path)))?.status()).toBe(200);
        await pageReady(page);
        await expect(page.getByRole('heading', { name: NOT_FOUND_TITLES })).toHaveCount(0);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expectNoAxeViolations(page);
      });
    }
  }

  for (const { lang, url } of LANGUAGES) {
    test(`the 404 page and /auth signed out (${lang})`, async () => {
      await page.goto(url('/no-such-page'));
      await pageReady(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expectNoAxeViolations(page);

      await page.goto(url('/auth'));
      await pageReady(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('axe: the admin panel', () => {
  for (const { lang, url } of LANGUAGES) {
    test(`every tab and the full generation log for an admin (${lang})`, async ({ page, request }) => {
      await useSession(page, await adminSession(request));
      // The panel is opened once; the next tab is chosen with the arrow key, as the tabs allow.
      await page.goto(url(`/data-admin?tab=${ADMIN_TABS[0]}`));
      for (const [index, tab] of ADMIN_TABS.entries()) {
        if (index > 0) await page.getByRole('tab', { selected: true }).press('ArrowRight');
        await expect(page).toHaveURL(new RegExp(`\\?tab=${tab}$`));
        // The chosen panel opens first; the one left behind leaves after its closing transition,
        // so the count is asserted only once the chosen panel shows (before, one panel alone may
        // still be the old one).
        await expect(page.getByRole('tabpanel', { name: ADMIN_TEXTS[lang].tabs[tab], exact: true })).toBeVisible();
        await expect(page.getByRole('tabpanel')).toHaveCount(1);
        await pageReady(page);
        await expectNoAxeViolations(page);
      }
      await page.goto(url('/data-admin/generation-logs'));
      await pageReady(page);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('axe: dialogs, menus and toasts open', () => {
  for (const { lang, url } of LANGUAGES) {
    const texts = TEXTS[lang];

    test(`the birthday, lucky and horoscope dialogs (${lang})`, async ({ page }) => {
      for (const method of DIALOG_METHODS) {
        await page.goto(url(`/games/powerball/generate?method=${method}`));
        await pageReady(page);
        await page.getByRole('button', { name: texts.generateNow }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });

    test(`the phone menu (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(url('/'));
      await pageReady(page);
      await page.getByRole('button', { name: texts.openMenu }).click();
      await expect(page.locator('#shell-nav-links')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test(`the draw-details gate's toast and the draw-details dialog (${lang})`, async ({ page, request }) => {
      await page.goto(url('/history/uk-lotto'));
      await pageReady(page);
      await firstDetailsButton(page).click();
      await expect(page.getByText(texts.signInForDetails, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);

      const session = await plainUserSession(request);
      const saved = await request.put('/api/profile', { headers: { authorization: `Bearer ${session.access_token}` }, data: { display_name: 'E2E', country: 'GB' } });
      expect(saved.ok()).toBe(true);
      await useSession(page, session);
      await page.goto(url('/history/uk-lotto'));
      await pageReady(page);
      await firstDetailsButton(page).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await pageSettled(page);
      await expectNoAxeViolations(page);
    });

    // One test per game: four pages and four axe runs in one test's time made it a measure of the machine's load.
    for (const game of ['powerball', 'euromillions', 'la-primitiva', 'lotto-6aus49']) {
      test(`generated sets with ${game}'s balls (${lang})`, async ({ page }) => {
        await page.goto(url(`/games/${game}/generate`));
        await pageReady(page);
        await page.getByRole('button', { name: texts.generateNow }).click();
        await expect(page.getByTestId('result-set')).toHaveCount(5);
        await expectNoAxeViolations(page);
      });
    }
  }
});

test.describe('flags', () => {
  test('are loaded SVG images: decorative beside a country name, named where they stand alone', async ({ page }) => {
    await page.goto('/es/choose-lottery');
    await pageReady(page);
    const flags = page.locator('main img.pw-flag');
    await expect(flags).toHaveCount(12);
    for (const flag of await flags.all()) {
      await expect(flag).toHaveAttribute('alt', '');
      await expect(flag).toHaveAttribute('src', /\/assets\/(us|gb|it|es|de|eu)\.[0-9a-f]{10}\.svg$/);
      await expect.poll(() => flag.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    }
    await page.goto('/es/games/lotto-6aus49/generate');
    await expect(page.getByRole('img', { name: 'Alemania', exact: true })).toHaveAttribute('src', /\/assets\/de\.[0-9a-f]{10}\.svg$/);
  });
});

test.describe('icons', () => {
  // Emoji are drawn as empty boxes by several systems: the site draws its icons as SVG masks.
  const EMOJI = /\p{Emoji_Presentation}|\uFE0F/u;

  test('are SVG files drawn as masks, and no page shows an emoji', async ({ page, request }) => {
    const masks = new Set<string>();
    for (const path of ['/', '/es/generator', '/games/powerball/generate', '/games/no-such-game/generate']) {
      await page.goto(path);
      await expect(page.locator('#root h1')).toBeVisible();
      expect(await page.locator('body').innerText(), path).not.toMatch(EMOJI);
      for (const icon of await page.locator('.pw-icon').all()) {
        await expect(icon).toHaveAttribute('aria-hidden', 'true');
        masks.add(await icon.evaluate((element) => getComputedStyle(element).maskImage));
      }
    }
    // The home page's method cards, the generator's cards and methods, the notices, the menu, the help banner.
    expect(masks.size).toBeGreaterThanOrEqual(12);
    for (const mask of masks) {
      const url = /^url\("(.+\.svg)"\)$/.exec(mask)?.[1];
      expect(url, mask).toBeDefined();
      const response = await request.get(url!);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type'], url).toContain('image/svg+xml');
    }
  });
});

test.describe('keyboard alone', () => {
  test('the generator: Tab to a method, Enter, then Generate Now, with the focus always visible', async ({ page }) => {
    await page.goto('/games/powerball/generate');
    await pageReady(page);
    const methods = page.getByRole('radiogroup');
    await tabTo(page, methods);
    await expectVisibleFocus(page);
    await page.keyboard.press('ArrowDown');
    const chosen = page.getByRole('radio', { checked: true });
    await expect(chosen).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');

    const generateNow = page.getByRole('button', { name: 'Generate Now' });
    await tabTo(page, generateNow);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('result-set')).toHaveCount(5);
  });

  test('a method dialog: opened, filled and sent with the keyboard', async ({ page }) => {
    await page.goto('/games/powerball/generate?method=horoscope');
    await pageReady(page);
    const generateNow = page.getByRole('button', { name: 'Generate Now' });
    await tabTo(page, generateNow);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('radio').first());
    await expectVisibleFocus(page);
    await page.keyboard.press('Space');
    const send = dialog.getByRole('button', { name: 'Generate', exact: true });
    await tabTo(page, send);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('result-set')).toHaveCount(5);
  });

  test('the language toggle: reached by Tab, visibly focused, switches with Enter and sets <html lang>', async ({ page }) => {
    await page.goto('/generator');
    await pageReady(page);
    const toggle = page.getByTestId('language-toggle');
    await tabTo(page, toggle);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/es\/generator$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await tabTo(page, toggle);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/generator$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the phone menu opens and closes with the keyboard and its links are reachable', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await pageReady(page);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, menuButton);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const history = page.locator('#shell-nav-links').getByRole('link', { name: 'History' });
    await tabTo(page, history);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/history$/);
  });
});

test.describe('motion', () => {
  const ballAnimations = (page: Page) => page.locator('.shell-ball').first().evaluate((ball) => ball.getAnimations().length);
  /** The loaded jackpot's value (not the skeleton that holds its place while jackpots load). */
  const jackpotValue = (page: Page) => page.locator('.ps-jackpot__value:not(.ps-skeleton-text)').first();
  /** The jackpot's visible text at first sight, and the final value that screen readers get. */
  const jackpotTexts = (page: Page) =>
    jackpotValue(page).evaluate((value) => ({
      shown: value.querySelector('[aria-hidden="true"]')?.textContent ?? '',
      final: value.querySelector('.pw-visually-hidden')?.textContent ?? '',
    }));

  test('by default a jackpot that arrives counts up, one served with the page does not, and the balls stand still (a static decoration)', async ({ page }) => {
    // Reached in the application, the generator asks for the jackpots and counts the value up.
    await openInApp(page, '/games/powerball/generate');
    await expect(jackpotValue(page)).toBeVisible();
    const first = await jackpotTexts(page);
    expect(first.shown).not.toBe(first.final);
    expect(await ballAnimations(page)).toBe(0);
    // Opened directly, it is served with the jackpots: on screen before the application runs, never counted up again.
    await page.goto('/games/powerball/generate');
    const served = await jackpotTexts(page);
    expect(served.shown).toBe(served.final);
  });

  test.describe('with prefers-reduced-motion: reduce', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the balls stand still and the jackpot shows its value at once', async ({ page }) => {
      await openInApp(page, '/games/powerball/generate');
      await expect(jackpotValue(page)).toBeVisible();
      const first = await jackpotTexts(page);
      expect(first.shown).toBe(first.final);
      expect(await ballAnimations(page)).toBe(0);
    });
  });
});
