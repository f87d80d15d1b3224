// The shell (Module Federation host) in a real browser against the started system: its 404, the
// language toggle, the toast region's keyboard shortcut and the header on the narrowest phones. The admin remote and its gate: admin.spec.ts.
import { expect, pageSettled, test, type ConsoleMessage } from './fixtures.js';

test.describe('shell', () => {
  test('an unknown path shows the 404 page and logs the path to the console', async ({ page }) => {
    const missingPath = '/no-such-page-e2e';
    const consoleTexts: string[] = [];
    page.on('console', (message: ConsoleMessage) => consoleTexts.push(message.text()));

    await page.goto(missingPath);

    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expect.poll(() => consoleTexts.some((text) => text.includes(missingPath))).toBe(true);
  });

  // The same 404 HTML answers every unknown path and the application renders it afresh (an unknown
  // game's page becomes 'Game Not Found'); until its first render replaces it, the server's page stays.
  for (const path of ['/no-such-page-e2e', '/es/games/no-such-game/generate']) {
    test(`the server's 404 page for ${path} stays on screen until the application's page replaces it`, async ({ page }) => {
      await page.addInitScript(() => {
        const seen = { filled: false, emptied: 0 };
        (window as unknown as { rootSeen: typeof seen }).rootSeen = seen;
        new MutationObserver(() => {
          const root = document.getElementById('root');
          if (root && root.childElementCount > 0) seen.filled = true;
          else if (root && seen.filled) seen.emptied += 1;
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await pageSettled(page);
      expect(await page.evaluate(() => (window as unknown as { rootSeen: { filled: boolean; emptied: number } }).rootSeen)).toEqual({ filled: true, emptied: 0 });
    });
  }

  test('the language toggle switches between / and /es/ keeping the page', async ({ page }) => {
    await page.goto('/generator');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const toggle = page.getByTestId('language-toggle');
    await expect(toggle).toContainText('ES');
    // The flag is an image (flag-icons SVG, hashed file name), decorative beside the label.
    await expect(toggle.getByRole('img')).toHaveCount(0);
    await expect(toggle.locator('img')).toHaveAttribute('src', /\/assets\/es\.[0-9a-f]{10}\.svg$/);
    await expect(toggle.locator('img')).toHaveAttribute('alt', '');
    const flag = await page.request.get((await toggle.locator('img').getAttribute('src'))!);
    expect(flag.headers()['content-type']).toBe('image/svg+xml');
    expect(flag.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    await toggle.click();
    await expect(page).toHaveURL(/\/es\/generator$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(toggle).toContainText('EN');
    await expect(toggle.locator('img')).toHaveAttribute('src', /\/assets\/gb\.[0-9a-f]{10}\.svg$/);
    await expect(page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Inicio' })).toBeVisible();

    await toggle.click();
    await expect(page).toHaveURL(/\/generator$/);
    await expect(page).not.toHaveURL(/\/es\//);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(toggle).toContainText('ES');
  });

  test('the home page switches to /es/ and back', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('language-toggle').click();
    await expect(page).toHaveURL(/\/es\/$/);
    await page.getByTestId('language-toggle').click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('Alt+T focuses the Notifications region before any toast and Escape leaves it', async ({ page }) => {
    // A page of the application (the pages served with islands notify nothing).
    await page.goto('/history');
    await expect(page.locator('main h1').first()).toBeVisible();
    const skipLink = page.getByRole('link', { name: 'Skip to main content' });
    await page.keyboard.press('Tab');
    await expect(skipLink).toBeFocused();

    await page.keyboard.press('Alt+T');
    const region = page.getByRole('region', { name: 'Notifications', exact: true });
    await expect(region).toBeFocused();
    // Nothing has been notified: the landmark answers without the Ark toast code.
    await expect(page.locator('[data-scope="toast"]')).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(region).not.toBeFocused();
    await expect(skipLink).toBeFocused();

    await page.goto('/es/history');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.keyboard.press('Alt+T');
    await expect(page.getByRole('region', { name: 'Notificaciones', exact: true })).toBeFocused();
  });

  test('scroll: a new page starts at the top; back and reload return to where the page was left; a new visit does not', async ({ page }) => {
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    // The FAQs page: nothing on it loads later and moves the text.
    await page.goto('/faqs');
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
    await expect.poll(scrollY).toBe(600);

    // A click event without the scroll to the link that a pointer click makes Playwright do first.
    await page.getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name: 'Home' }).dispatchEvent('click');
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(scrollY).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect.poll(scrollY).toBe(600);

    // Stored in the tab's sessionStorage when the page goes, read back by the reloaded one.
    await page.reload();
    await expect.poll(scrollY).toBe(600);

    // A new visit to the same address is a new entry, even with the key the first one had.
    await page.goto('/faqs');
    // Hydrated (the fixture waits for it) and settled: the layout effect that scrolls has run.
    await page.waitForLoadState('networkidle');
    expect(await scrollY()).toBe(0);
  });
});

// The decorative balls lie in the margins beside the content column, so no ball is ever under text or
// a control: their boxes are compared across the page's whole height (the balls are fixed, the page
// scrolls under them), at a phone's width (no balls) and at a laptop's.
test('on a 360 px phone no page is wider than the screen, in either language: the header row fits', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/', '/es/', '/es/games/powerball/generate', '/es/odds/powerball', '/es/wheels', '/es/tickets']) {
    await page.goto(path);
    await expect(page.getByTestId('language-toggle')).toBeVisible();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // Wide tables scroll inside their own regions; what must not happen is the page itself scrolling sideways.
    const overflowing = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return { scrollWidth: document.documentElement.scrollWidth, width, toggleRight: Math.ceil(document.querySelector('[data-testid="language-toggle"]')!.getBoundingClientRect().right) };
    });
    expect(overflowing.toggleRight, path).toBeLessThanOrEqual(overflowing.width);
    expect(overflowing.scrollWidth, path).toBe(overflowing.width);
  }
});

test.describe('decorative balls', () => {
  const TEXT_AND_CONTROLS = 'h1, h2, h3, h4, h5, h6, p, td, th, li, label, a, button, input, select, textarea';
  const pages = ['/', '/es/', '/history/powerball', '/no-such-page-e2e'];

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      for (const path of pages) {
        test(`no ball lies beside text or a control on ${path}, and none moves`, async ({ page }) => {
          await page.goto(path);
          await expect(page.locator('h1')).toBeVisible();
          const { balls, overlaps, animations } = await page.evaluate((selector) => {
            const visible = (rect: DOMRect) => rect.width > 2 && rect.height > 2;
            const ballBoxes = [...document.querySelectorAll('.shell-ball')].map((ball) => ball.getBoundingClientRect()).filter(visible);
            const found: string[] = [];
            for (const element of document.querySelectorAll(selector)) {
              const box = element.getBoundingClientRect();
              // Off-page or clipped elements (the skip link until focused, visually hidden texts) are not seen.
              if (!visible(box) || box.bottom + window.scrollY <= 0 || !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
              if (ballBoxes.some((ball) => ball.left < box.right && box.left < ball.right)) {
                found.push(`${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}" at x ${Math.round(box.left)}–${Math.round(box.right)}`);
              }
            }
            const moving = [...document.querySelectorAll('.shell-ball')].reduce((count, ball) => count + ball.getAnimations().length, 0);
            return { balls: ballBoxes.length, overlaps: found, animations: moving };
          }, TEXT_AND_CONTROLS);
          expect(overlaps).toEqual([]);
          expect(animations).toBe(0);
          // At a phone's width there is no margin to hold a ball; at 1280 px there is.
          expect(balls > 0).toBe(viewport.width >= 1280);
        });
      }
    });
  }
});
