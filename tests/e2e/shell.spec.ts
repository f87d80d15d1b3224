// The shell (Module Federation host) in a real browser against the started system: its 404, the
// language toggle and the toast region's keyboard shortcut. The admin remote and its gate: admin.spec.ts.
import { expect, test, type ConsoleMessage } from './fixtures.js';

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
    await page.goto('/');
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

    await page.goto('/es/');
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
