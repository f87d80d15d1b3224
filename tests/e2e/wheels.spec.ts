// The wheel builder (issue 28): a small wheel built by keyboard alone whose lines are checked here against the guarantee over
// every case (plain code, not the library's verifier), its share link building the same lines again, a large build cancelled (its worker held back, so it is still under way)
// with the form still usable, the worker started from a blob: URL for a remote on another origin, the Spanish page, the
// generator's and odds pages' links, and axe on the result and the Spanish form.
import { wheelsEn } from '../../frontends/public-site/src/i18n/en-wheels.ts';
import { wheelsEs } from '../../frontends/public-site/src/i18n/es-wheels.ts';
import { expectNoAxeViolations, pageReady } from './accessibility.support.js';
import { expect, routeToNetwork, test, type Locator, type Page } from './fixtures.js';

const texts = wheelsEn.wheels;

/** Every `size`-number subset of `numbers`. */
function subsets(numbers: readonly number[], size: number): number[][] {
  if (size === 0) return [[]];
  return numbers.flatMap((first, index) => subsets(numbers.slice(index + 1), size - 1).map((rest) => [first, ...rest]));
}

/** The first m-subset of the chosen numbers that no line meets in t numbers, or undefined when the guarantee holds. */
function uncoveredCase(chosen: readonly number[], lines: readonly number[][], t: number, m: number): number[] | undefined {
  return subsets(chosen, m).find((drawn) => !lines.some((line) => line.filter((number) => drawn.includes(number)).length >= t));
}

const result = (page: Page) => page.getByTestId('wheel-result');
const buildButton = (page: Page, name: string = texts.build) => page.getByRole('button', { name, exact: true });

async function linesOf(page: Page): Promise<{ main: number[][]; special: string[] }> {
  const rows = result(page).getByTestId('wheel-line');
  const main = (await rows.getByTestId('wheel-line-main').allTextContents()).map((text) => text.trim().split(/\s+/).map(Number));
  const special = (await rows.getByTestId('wheel-line-special').allTextContents()).map((text) => text.trim());
  return { main, special };
}

/** Presses Space on `count` grid buttons from the focused one, moving right between them. */
async function pickInGrid(page: Page, first: Locator, count: number): Promise<void> {
  await first.focus();
  for (let index = 0; index < count; index += 1) {
    await page.keyboard.press('Space');
    if (index < count - 1) await page.keyboard.press('ArrowRight');
  }
}

test.describe('the wheel builder', () => {
  test('a small Powerball wheel built by keyboard keeps its guarantee in every case, and its share link builds the same lines', async ({ page, browser }) => {
    await page.goto('/wheels');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
    await expect(page.getByLabel(texts.game)).toHaveValue('powerball');
    const build = buildButton(page);
    await expect(build).toBeDisabled();
    await expect(page.getByTestId('wheel-blocked')).toHaveText(texts.blocked.tooFewNumbers.replace('{{needed}}', '6'));

    // 8 numbers (1 to 8) on the main grid, special number 1 on its own grid, the default guarantee: 3 if 4.
    const grids = page.locator('.ps-number-grid__numbers');
    await pickInGrid(page, grids.nth(0).getByRole('button', { name: '1', exact: true }), 8);
    await expect(page.getByLabel(texts.typed)).toHaveValue('1, 2, 3, 4, 5, 6, 7, 8');
    await pickInGrid(page, grids.nth(1).getByRole('button', { name: '1', exact: true }), 1);
    await expect(page.getByLabel(texts.guaranteeMatch)).toHaveValue('3');
    await expect(page.getByLabel(texts.guaranteeIf)).toHaveValue('4');
    await expect(build).toBeEnabled();
    await build.focus();
    await page.keyboard.press('Enter');

    await expect(result(page)).toBeVisible();
    // The result takes the focus when it arrives.
    await expect(page.locator('.ps-wheels__outcome')).toBeFocused();
    await expect(result(page)).toHaveAttribute('data-verified-cases', '70');
    const { main, special } = await linesOf(page);
    await expect(result(page)).toHaveAttribute('data-lines', String(main.length));
    expect(Number(await result(page).getAttribute('data-build-ms'))).toBeGreaterThanOrEqual(0);
    const chosen = [1, 2, 3, 4, 5, 6, 7, 8];
    for (const line of main) {
      expect(line).toHaveLength(5);
      expect(new Set(line).size).toBe(5);
      expect(line.every((number) => chosen.includes(number))).toBe(true);
    }
    expect(uncoveredCase(chosen, main, 3, 4)).toBeUndefined();
    expect(special).toEqual(main.map(() => '1'));

    // The address is the wheel's share link (replaced, not pushed); opened afresh it builds the same lines.
    await expect(page).toHaveURL(/\/wheels\?game=powerball&numbers=1(%2C|,)2.*guarantee=3if4/);
    await expectNoAxeViolations(page);
    const shared = await browser.newPage();
    await shared.goto(page.url());
    await expect(shared.getByTestId('wheel-result')).toBeVisible();
    expect(await linesOf(shared)).toEqual({ main, special });
    await shared.close();
  });

  test('a large build (30 numbers, 4 if 5) is cancelled, and the form builds again', async ({ page }) => {
    const numbers = Array.from({ length: 30 }, (_unused, index) => index + 1).join(',');
    // The worker's script is held back until Cancel has been pressed: the build is then still under way
    // when it is cancelled, however fast this machine would have built it.
    let releaseWorker = () => {};
    const held = new Promise<void>((resolve) => (releaseWorker = resolve));
    let workerRequested = false;
    await page.route('**/wheel-worker.js', async (route) => {
      workerRequested = true;
      await held;
      // Cancel terminated the worker, which took its request with it.
      await route.continue().catch(() => undefined);
    });
    await page.goto(`/wheels?game=lotto-6aus49&numbers=${numbers}&guarantee=4if5&special=3`);
    const progress = page.getByTestId('wheel-progress');
    await expect(progress).toBeVisible();
    await expect(progress.getByRole('progressbar', { name: texts.progressLabel })).toBeVisible();
    await expect(buildButton(page)).toBeDisabled();
    await expect.poll(() => workerRequested).toBe(true);
    await progress.getByRole('button', { name: texts.cancel }).focus();
    await page.keyboard.press('Enter');

    await expect(progress).toHaveCount(0);
    await expect(page.getByTestId('wheel-cancelled')).toHaveText(texts.cancelled);
    releaseWorker();
    await routeToNetwork(page, '**/wheel-worker.js');
    await expect(result(page)).toHaveCount(0);
    // The form is as the link filled it, and usable: ten typed numbers at 3 if 3 build a wheel.
    await expect(page.getByLabel(texts.game)).toHaveValue('lotto-6aus49');
    const pressed = page.locator('.ps-number-grid__numbers').first().locator('[aria-pressed="true"]');
    await expect(pressed).toHaveCount(30);
    await page.getByLabel(texts.typed).fill('1, 2, 3, 4, 5, 6, 7, 8, 9, 10');
    await expect(pressed).toHaveCount(10);
    await page.getByLabel(texts.guaranteeMatch).selectOption('3');
    await page.getByLabel(texts.guaranteeIf).selectOption('3');
    await buildButton(page).click();
    await expect(result(page)).toHaveAttribute('data-verified-cases', '120');
    const { main } = await linesOf(page);
    expect(uncoveredCase([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], main, 3, 3)).toBeUndefined();
  });

  test('the Spanish page speaks Spanish', async ({ page }) => {
    await page.goto('/es/wheels');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(wheelsEs.wheels.title);
    await expect(page.getByText(wheelsEs.wheels.intro)).toBeVisible();
    await expect(buildButton(page, wheelsEs.wheels.build)).toBeDisabled();
    await expect(page.getByText(wheelsEs.wheels.specialsNote)).toBeVisible();
    await pageReady(page);
    await expectNoAxeViolations(page);

    // A share link that holds no buildable wheel is said in Spanish too (the schema's own messages are English).
    await page.goto('/es/wheels?game=powerball&numbers=1,2,3,4,5,6,7&guarantee=4if9');
    await expect(page.getByRole('alert')).toHaveText(wheelsEs.wheels.linkInvalid);
    await expect(page.locator('.ps-number-grid__numbers').first().locator('[aria-pressed="true"]')).toHaveCount(7);
  });

  test("the generator's link fills the form with the shown sets' numbers", async ({ page }) => {
    await page.goto('/games/lotto-6aus49/generate?method=random');
    await page.getByRole('button', { name: 'Generate Now' }).click();
    const sets = page.getByTestId('result-set');
    await expect(sets.first().getByTestId('main-numbers').getByRole('listitem')).toHaveCount(6);
    const shown = [...new Set((await sets.getByTestId('main-numbers').getByRole('listitem').allTextContents()).map(Number))].sort((a, b) => a - b);
    await page.getByRole('link', { name: texts.fromGenerator }).click();

    await expect(page).toHaveURL(new RegExp(`/wheels\\?game=lotto-6aus49&numbers=${shown.join(',')}$`));
    await expect(page.getByLabel(texts.game)).toHaveValue('lotto-6aus49');
    const pressed = page.locator('.ps-number-grid__numbers').first().locator('[aria-pressed="true"]');
    await expect(pressed).toHaveCount(shown.length);
    expect((await pressed.allTextContents()).map(Number)).toEqual(shown);
    // No guarantee in the link: the form waits for one, nothing is built and no error is shown.
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(result(page)).toHaveCount(0);
  });

  test("each odds page links to the wheel builder for its game", async ({ page }) => {
    await page.goto('/odds/euromillions');
    await page.getByRole('link', { name: texts.fromOdds }).click();
    await expect(page).toHaveURL(/\/wheels\?game=euromillions$/);
    await expect(page.getByLabel(texts.game)).toHaveValue('euromillions');
  });
});

test.describe('the wheel worker of a remote on another origin', () => {
  // Chromium asks before a page of 127.0.0.1 fetches from localhost (Local Network Access), which a CDN-served remote never meets.
  test.use({ permissions: ['local-network-access'] });

  test("starts from a blob: URL, under the site's CSP", async ({ page, baseURL }) => {
    // localhost is another origin than the tested 127.0.0.1: the shell is told to load the remote from there, and the page's
    // CSP lets its scripts in as the gateway would for a remote on a CDN (worker-src is left as the gateway sends it).
    const remoteOrigin = new URL(baseURL!).origin.replace('127.0.0.1', 'localhost');
    await page.route('**/config/remotes.json', async (route) => {
      const config = (await (await route.fetch()).json()) as { remotes: Array<{ name: string; entry: string }> };
      for (const remote of config.remotes) if (remote.name === 'public_site') remote.entry = `${remoteOrigin}${remote.entry}`;
      await route.fulfill({ json: config });
    });
    await page.route(
      (url) => url.pathname === '/wheels',
      async (route) => {
        const response = await route.fetch();
        const policy = response.headers()['content-security-policy'] ?? '';
        const widened = policy
          .split(';')
          .map((directive) => (/^\s*(script|connect|style|img|font)-src /.test(directive) ? `${directive} ${remoteOrigin}` : directive))
          .join(';');
        expect(widened).toContain("worker-src 'self' blob:");
        await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': widened } });
      },
    );
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto('/wheels?game=powerball&numbers=1,2,3,4,5,6,7,8&guarantee=3if4&special=1');
    await expect(result(page)).toHaveAttribute('data-verified-cases', '70');
    expect(workers).toHaveLength(1);
    expect(workers[0]).toMatch(/^blob:/);
  });
});
