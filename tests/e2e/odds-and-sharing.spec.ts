// Issue 11 in the browser against the started system: the odds page in both languages (figures
// written out here from the official charts), the expected value against a computation done in
// this file, the jackpot-sharing risk on the result cards, and share links that reopen the same
// sets in a fresh browser profile in the other language without a new generation.
import { expect, routeToNetwork, test, type Page } from './fixtures.js';
import { layoutShifts, recordLayoutShifts } from './layout-shift.support.js';
import { MATRICES, expectFiveValidSets, readSets, recordAnalytics } from './public-site.support.js';

/** Every aria-describedby on the page names elements that exist. */
async function expectDescriptionsResolve(page: Page): Promise<void> {
  const missing = await page.evaluate(() =>
    [...document.querySelectorAll('[aria-describedby]')].flatMap((element) =>
      (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id !== '' && !document.getElementById(id)),
    ),
  );
  expect(missing).toEqual([]);
}

/** The table row whose header cell is exactly `tier`. */
const tierRow = (page: Page, tier: string) =>
  page.getByTestId('odds-table').locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: tier, exact: true }) });

test.describe('odds and expected value', () => {
  test('Powerball in English: every tier’s official odds, any prize 1 in 24.87, and the expected value step by step', async ({ page }) => {
    await page.goto('/odds/powerball');
    await expect(page.getByRole('heading', { level: 1, name: 'Powerball: Odds and Expected Value' })).toBeVisible();
    const official: [string, string][] = [
      ['5 + Powerball', '1 in 292,201,338'],
      ['5', '1 in 11,688,053.52'],
      ['4 + Powerball', '1 in 913,129.18'],
      ['4', '1 in 36,525.17'],
      ['3 + Powerball', '1 in 14,494.11'],
      ['3', '1 in 579.76'],
      ['2 + Powerball', '1 in 701.33'],
      ['1 + Powerball', '1 in 91.98'],
      ['0 + Powerball', '1 in 38.32'],
    ];
    await expect(page.getByTestId('odds-table').locator('tbody tr')).toHaveCount(official.length);
    for (const [tier, odds] of official) await expect(tierRow(page, tier)).toContainText(odds);
    await expect(tierRow(page, '5 + Powerball')).toContainText('Jackpot');
    // Money as everywhere on the site: whole dollars from $1,000 up, cents below.
    await expect(tierRow(page, '5').locator('td').first()).toHaveText('$1,000,000');
    await expect(tierRow(page, '4 + Powerball').locator('td').first()).toHaveText('$50,000');
    await expect(tierRow(page, '4').locator('td').first()).toHaveText('$100.00');
    await expect(page.getByTestId('odds-any-prize')).toContainText('Odds of winning any prize: 1 in 24.87');

    // $100M annuity, no tax, no other tickets: (1e8 + Σ fixed prize × winning draws) ÷ 292,201,338.
    const fixed = 25 * 1e6 + 320 * 5e4 + 8000 * 100 + 20160 * 100 + 504000 * 7 + 416640 * 7 + 3176880 * 4 + 7624512 * 4;
    const expected = (1e8 + fixed) / 292_201_338;
    await page.getByLabel('Advertised jackpot (USD)').fill('100000000');
    await page.getByLabel('Tax on winnings (%)').fill('0');
    await page.getByLabel('Tickets sold for the draw (optional)').fill('0');
    await expect(page.getByTestId('ev-per-ticket')).toHaveText(`Expected return per line: $${expected.toFixed(2)}`);
    await expect(page.getByTestId('ev-steps')).toContainText('Your expected share of the jackpot (Poisson: (1 − e^−λ) ÷ λ): 1');
    await expect(page.getByTestId('ev-net')).toContainText(`\u2212$${(2 - expected).toFixed(2)}`);
    // One money format: cents under $1,000, whole dollars from there, never a hyphen for minus.
    // innerText: each step on a line of its own (textContent would run one step's end into the next's start).
    const evText = await page.getByTestId('ev-steps').innerText();
    expect(evText).not.toMatch(/-\$/);
    const amounts = evText.match(/\$\d[\d,]*(?:\.\d+)?/g) ?? [];
    expect(amounts.length).toBeGreaterThan(5);
    for (const amount of amounts) expect(amount).toMatch(/^\$(\d{1,3}\.\d{2}|\d{1,3}(,\d{3})+)$/);
    await expectDescriptionsResolve(page);
    await page.getByLabel('Ticket price (USD)').fill('-1');
    await expect(page.getByLabel('Ticket price (USD)')).toHaveAttribute('aria-invalid', 'true');
    await expectDescriptionsResolve(page);
    await expect(page.getByLabel('Ticket price (USD)')).toHaveAccessibleDescription(/^Enter a number of 0 or more/);
    await page.getByLabel('Ticket price (USD)').fill('2');

    // The cash option and a tax rate change the steps.
    await page.getByLabel('Cash (a lump sum now)').check();
    await page.getByLabel('Cash value as a % of the advertised jackpot').fill('50');
    await expect(page.getByTestId('ev-steps')).toContainText('Jackpot paid as cash: $100,000,000 × 50% = $50,000,000');
  });

  test('EuroMillions in Spanish: odds and money in the Spanish format; older eras selectable', async ({ page }) => {
    await page.goto('/es/odds/euromillions');
    await expect(page.getByRole('heading', { level: 1, name: 'EuroMillions: probabilidades y valor esperado' })).toBeVisible();
    await expect(tierRow(page, '5 + 2 Estrellas')).toContainText('1 entre 139.838.160');
    await expect(tierRow(page, '2')).toContainText('1 entre 21,9');
    await expect(page.getByTestId('odds-any-prize')).toContainText('Probabilidad de ganar algún premio: 1 entre 12,97');
    await expect(page.getByTestId('odds-table')).toContainText('Parte del fondo de premios');

    await page.getByLabel('Bote anunciado (EUR)').fill('50000000');
    await page.getByLabel('Impuesto sobre premios (%)').fill('0');
    await page.getByLabel('Boletos vendidos para el sorteo (opcional)').fill('0');
    const perTicket = (50_000_000 / 139_838_160).toFixed(2).replace('.', ',');
    await expect(page.getByTestId('ev-per-ticket')).toHaveText(`Rendimiento esperado por apuesta: ${perTicket} €`);
    await expect(page.getByTestId('ev-net')).toContainText(/\u2212\d+,\d{2}\s€/);
    await expect(page.getByTestId('ev-steps')).toContainText('50.000.000 €');
    await expectDescriptionsResolve(page);

    await page.getByLabel('Reglas vigentes').selectOption('2004-02-13');
    await expect(tierRow(page, '5 + 2 Estrellas')).toContainText('1 entre 76.275.360');
  });

  test('on a phone the page stays within the screen and the prize table scrolls in its own region, which says so', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await recordLayoutShifts(page);
    for (const [path, name, hint] of [
      ['/odds/powerball', /^Prize tiers of Powerball/, 'Scroll sideways to see every column'],
      ['/es/odds/euromillions', /^Categorías de premios de EuroMillions/, 'Desliza hacia el lado para ver todas las columnas'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId('odds-table')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // The table's own region (the page's section around it has a name too).
      const region = page.getByTestId('odds-table').locator('xpath=ancestor::*[@role="region"][1]');
      await expect(region).toHaveAccessibleName(name);
      await expect(region).toHaveAttribute('tabindex', '0');
      await expect(region).toHaveAccessibleDescription(hint);
      await expect(page.getByTestId('scroll-hint')).toBeVisible();
      // The hint kept its line until it showed: the table under it did not move.
      expect(await layoutShifts(page)).toEqual([]);
      // The shaded edge follows the scrolling: on the right at first, on the left at the end.
      const frame = region.locator('xpath=..');
      await expect(frame).toHaveAttribute('data-scroll-end', 'true');
      await region.focus();
      await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      await expect(frame).toHaveAttribute('data-scroll-start', 'true');
      await expect(frame).not.toHaveAttribute('data-scroll-end');
    }
  });

  test('the generator and the history pages link to the odds page', async ({ page }) => {
    await page.goto('/games/uk-lotto/generate');
    await page.getByTestId('odds-link').click();
    await expect(page).toHaveURL(/\/odds\/uk-lotto$/);
    await expect(tierRow(page, '6')).toContainText('1 in 45,057,474');

    await page.goto('/es/history/powerball/stats');
    await page.getByRole('link', { name: 'Probabilidades y valor esperado' }).click();
    await expect(page).toHaveURL(/\/es\/odds\/powerball$/);
    await expect(page.getByTestId('odds-table')).toContainText('1 entre 292.201.338');
    await expect(tierRow(page, '5').locator('td').first()).toHaveText('1.000.000\u00a0US$');
  });
});

test.describe('jackpot-sharing risk and share links', () => {
  test('a share link opened in a fresh profile in Spanish shows the same sets, replayed, not generated anew', async ({ page, browser, baseURL }) => {
    const analyticsEvents = await recordAnalytics(page);
    await page.goto('/games/euromillions/generate?method=hotcold');
    await page.getByLabel('Fewer shared wins').check();
    await page.getByRole('button', { name: 'Generate Now' }).click();
    const sets = await expectFiveValidSets(page, MATRICES.euromillions);
    await expect(page.getByTestId('popularity')).toHaveCount(5);
    await expect(page.getByTestId('popularity').first()).toContainText(/Jackpot-sharing risk: \d+\/100/);
    await expect(page.getByText('The jackpot-sharing risk says how many other people might pick the same line')).toBeVisible();
    const link = await page.getByTestId('share-link').inputValue();
    expect(link).toMatch(/\/games\/euromillions\/generate\?method=hotcold&seed=[^&]+&asOf=\d{4}-\d{2}-\d{2}&fewer=1$/);
    // Sharing the link is recorded as such, with the game only: never the link, which carries the request's options.
    await page.getByRole('button', { name: 'Share these sets' }).click();
    await expect.poll(async () => (await analyticsEvents()).filter((event) => event.name.startsWith('share'))).toEqual([{ name: 'share_link', params: expect.objectContaining({ game_name: 'EuroMillions' }) }]);
    expect(Object.keys((await analyticsEvents()).find((event) => event.name === 'share_link')!.params).sort()).toEqual(['game_name', 'timestamp']);

    const fresh = await browser.newContext({ baseURL });
    const other = await fresh.newPage();
    const sent: string[] = [];
    other.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/generate')) sent.push(new URL(request.url()).pathname);
    });
    const url = new URL(link);
    await other.goto(`/es${url.pathname}${url.search}`);
    await expectFiveValidSets(other, MATRICES.euromillions);
    expect(await readSets(other)).toEqual(sets);
    await expect(other.getByText('Estas son las combinaciones de un enlace compartido')).toBeVisible();
    await expect(other.getByTestId('popularity').first()).toContainText('Riesgo de compartir el bote');
    await expect(other.getByLabel('Menos premios compartidos')).toBeChecked();
    expect(sent).toEqual(['/api/generate/replay']);
    await fresh.close();
  });

  test('the offline picks’ link reopens them once the generator answers again; lucky numbers travel in the link', async ({ page, browser, baseURL }) => {
    await page.route('**/api/generate', (route) => route.abort('internetdisconnected'));
    await page.goto('/es/games/powerball/generate');
    await page.getByRole('button', { name: 'Generar ahora' }).click();
    const offline = await expectFiveValidSets(page, MATRICES.powerball);
    const link = new URL(await page.getByTestId('share-link').inputValue());
    expect(link.pathname).toBe('/es/games/powerball/generate');
    expect(link.searchParams.get('method')).toBe('random');
    expect(link.searchParams.get('asOf')).toBe('none');

    const fresh = await browser.newContext({ baseURL });
    const other = await fresh.newPage();
    await other.goto(`${link.pathname.replace(/^\/es/, '')}${link.search}`);
    await expectFiveValidSets(other, MATRICES.powerball);
    expect(await readSets(other)).toEqual(offline);
    await fresh.close();

    await routeToNetwork(page, '**/api/generate');
    await page.goto('/games/powerball/generate?method=lucky&seed=abc&asOf=none&favorites=1,2,3,4,5');
    const lucky = await expectFiveValidSets(page, MATRICES.powerball);
    for (const set of lucky) expect(set.main).toEqual([1, 2, 3, 4, 5]);
    await expect(page.getByTestId('popularity').first()).toContainText('Jackpot-sharing risk: 100/100 (high)');
    await expect(page.getByTestId('popularity').first().locator('[data-reason="arithmetic-run"]')).toHaveText('numbers in equal steps (+35)');
  });

  test('a Lucky Numbers link without favourite numbers says so in the page language, without asking the API', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/generate')) sent.push(request.url());
    });
    await page.goto('/es/games/powerball/generate?method=lucky&seed=x&asOf=none');
    await expect(page.getByTestId('share-link-problem')).toHaveText(
      'Este enlace de Números de la suerte no tiene números favoritos, así que no hay combinaciones que mostrar. Pulsa Generar ahora para introducir tus números favoritos, o elige otro método.',
    );
    await page.goto('/games/powerball/generate?method=lucky&seed=x&asOf=none&favorites=');
    await expect(page.getByTestId('share-link-problem')).toHaveText(
      'This Lucky Numbers link has no favourite numbers, so it has no sets to show. Press Generate Now to enter your favourite numbers, or choose another method.',
    );
    expect(sent).toEqual([]);
  });

  test('a bad share link shows a clear message in the page language, not a crash', async ({ page }) => {
    await page.goto('/games/powerball/generate?method=lucky&seed=x&asOf=none&favorites=7,7');
    await expect(page.getByTestId('share-link-problem')).toHaveText(/^This share link is not valid: .*Number already added/);
    await page.goto('/es/games/powerball/generate?method=crystal&seed=x&asOf=none');
    await expect(page.getByTestId('share-link-problem')).toHaveText('Este enlace compartido no es válido: no indica ningún método conocido.');
    await page.goto('/games/powerball/generate?method=ai&seed=x&asOf=2026-02-30');
    await expect(page.getByTestId('share-link-problem')).toContainText('statsAsOf');
    // The generator still works.
    await page.getByRole('button', { name: 'Generate Now' }).click();
    await expectFiveValidSets(page, MATRICES.powerball);
  });
});
