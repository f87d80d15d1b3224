// The built wheel's result (issue 28): a wheel opened from a share link, checked against figures
// worked out here (the full wheel's C(n, k), the C(n, m) cases, the Schönheim bound, the
// hypergeometric chance of the guarantee's condition, the cost), with its lines checked to really
// cover every 3 of the chosen numbers; then its exports: the CSV's rows and the clipboard's text are
// the shown lines, Save as tickets keeps them for a visitor (on the device) and a signed-in player
// (the API) in tickets of at most 20 lines, the share link reopens the same lines; and in Spanish.
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { currentPrizeTable } from '@pickwise/lottery';
import { TICKET_MAX_LINES } from '@pickwise/contracts/limits';
import { wheelResultEn } from '../../frontends/public-site/src/i18n/en-wheel-result.ts';
import { wheelResultEs } from '../../frontends/public-site/src/i18n/es-wheel-result.ts';
import { ticketsEn } from '../../frontends/public-site/src/i18n/en-tickets.ts';
import { plainUserSession, useSession } from './admin.support.js';
import { expectNoAxeViolations, pageReady } from './accessibility.support.js';
import { expect, test, type Page } from './fixtures.js';

const texts = wheelResultEn.wheelResult;
const textsEs = wheelResultEs.wheelResult;

// EuroMillions: 5 main numbers of 50, two Lucky Stars of 12. Twelve numbers, '3 if 3', both stars fixed.
const GAME = { id: 'euromillions', name: 'EuroMillions', mainCount: 5, mainMax: 50 } as const;
const NUMBERS = [3, 7, 11, 14, 19, 22, 28, 31, 36, 40, 44, 49];
const STARS = [2, 9];
const GUARANTEE = { t: 3, m: 3 };
const query = `game=${GAME.id}&numbers=${NUMBERS.join(',')}&guarantee=${GUARANTEE.t}if${GUARANTEE.m}&special=${STARS.join(',')}`;

/** The time a wheel may take to build in the page's worker on a busy machine (a wait, not a speed check). */
const BUILD_WAIT = { timeout: 60_000 };

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_match, key: string) => String(values[key]));

function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 1; i <= k; i++) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}

/** Schönheim's bound L(v, k, t) = ⌈v/k ⌈(v−1)/(k−1) … ⌈(v−t+1)/(k−t+1)⌉⌉⌉, innermost first, in integers. */
function schonheim(v: number, k: number, t: number): number {
  let bound = 1;
  for (let i = t - 1; i >= 0; i--) bound = Math.ceil(((v - i) * bound) / (k - i));
  return bound;
}

function subsets(items: readonly number[], size: number): number[][] {
  if (size === 0) return [[]];
  return items.flatMap((first, i) => subsets(items.slice(i + 1), size - 1).map((rest) => [first, ...rest]));
}

interface Line {
  main: number[];
  special: number[];
}

const numbersIn = (text: string) => text.split(/\s+/).filter(Boolean).map(Number);

/** The lines as the table shows them. */
async function shownLines(page: Page): Promise<Line[]> {
  const rows = page.getByTestId('wheel-line');
  const mains = await rows.getByTestId('wheel-line-main').allTextContents();
  const specials = await rows.getByTestId('wheel-line-special').allTextContents();
  return mains.map((main, i) => ({ main: numbersIn(main), special: numbersIn(specials[i] ?? '') }));
}

async function openWheel(page: Page, prefix: string): Promise<Line[]> {
  await page.goto(`${prefix}/wheels?${query}`);
  const result = page.getByTestId('wheel-result');
  await expect(result).toBeVisible(BUILD_WAIT);
  const count = Number(await result.getAttribute('data-lines'));
  await expect(page.getByTestId('wheel-line')).toHaveCount(count);
  return shownLines(page);
}

const expectedText = (lines: readonly Line[]) => lines.map((line, i) => `${i + 1}: ${line.main.join(' ')} + ${line.special.join(' ')}`).join('\n');

test.describe('wheel result', () => {
  test('the figures are the right ones and the lines keep the guarantee', async ({ page }) => {
    const lines = await openWheel(page, '');
    const result = page.getByTestId('wheel-result');
    const n = NUMBERS.length;
    const cases = binomial(n, GUARANTEE.m);
    await expect(result).toHaveAttribute('data-verified-cases', String(cases));
    expect(Number(await result.getAttribute('data-build-ms'))).toBeGreaterThanOrEqual(0);

    // Every line: five of the chosen numbers, ascending, and the fixed stars.
    for (const line of lines) {
      expect(line.main).toHaveLength(GAME.mainCount);
      expect(line.main.every((number) => NUMBERS.includes(number))).toBe(true);
      expect(line.main).toEqual([...line.main].sort((a, b) => a - b));
      expect(line.special).toEqual(STARS);
    }
    // The guarantee, checked here: every 3 of the 12 numbers stand together in some line.
    for (const three of subsets(NUMBERS, GUARANTEE.m)) expect(lines.some((line) => three.every((number) => line.main.includes(number))), `${three.join(',')} is covered`).toBe(true);

    const lowerBound = schonheim(n, GAME.mainCount, GUARANTEE.t);
    expect(lines.length).toBeGreaterThanOrEqual(lowerBound);
    const count = new Intl.NumberFormat('en-US');
    await expect(page.getByTestId('wheel-figure-lines')).toHaveText(String(lines.length));
    await expect(page.getByTestId('wheel-figure-bound')).toContainText(fill(texts.lowerBoundValue, { value: lowerBound, kind: texts.schonheim }));
    await expect(page.getByTestId('wheel-figure-full')).toHaveText(fill(texts.fullWheelValue, { lines: count.format(binomial(n, GAME.mainCount)) }));
    await expect(page.getByTestId('wheel-figure-verified')).toContainText(fill(texts.verified, { cases: count.format(cases) }));

    // At least 3 of the 5 drawn numbers among the 12: Σ C(12, j) C(38, 5 − j) for j = 3…5, out of C(50, 5).
    let ways = 0n;
    for (let j = GUARANTEE.m; j <= GAME.mainCount; j++) ways += binomial(n, j) * binomial(GAME.mainMax - n, GAME.mainCount - j);
    const oneIn = Math.round((Number(binomial(GAME.mainMax, GAME.mainCount)) / Number(ways)) * 100) / 100;
    await expect(page.getByTestId('wheel-figure-chance')).toContainText(`1 in ${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(oneIn)} (`);

    const price = currentPrizeTable(GAME.id).ticketPrice;
    const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await expect(page.getByTestId('wheel-figure-cost')).toHaveText(fill(texts.costValue_other, { total: money.format(lines.length * price), lines: lines.length, price: money.format(price) }));

    // The tier table ends with 'No prize', and names the jackpot tier as the odds page does.
    const tiers = page.getByTestId('wheel-tiers');
    await expect(tiers.locator('tbody tr').last().getByRole('rowheader')).toHaveText(texts.noPrize);
    await expect(tiers.locator('tr[data-tier="5+2"] th')).toHaveText('5 + 2 Lucky Stars');
    await expect(page.getByRole('link', { name: fill(texts.expectedValueLink, { game: GAME.name }) })).toHaveAttribute('href', `/odds/${GAME.id}`);

    await pageReady(page);
    await expectNoAxeViolations(page);

    // Print: the button opens the browser's dialog (stubbed here); the printed page is the wheel only, every line of it.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: texts.print }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 2, name: fill(texts.title, { game: GAME.name, count: n, guarantee: fill(texts.guarantee, { matched: 3, drawn: 3 }) }) })).toBeVisible();
    await expect(page.getByTestId('wheel-figure-cost')).toBeVisible();
    for (const hidden of [page.getByTestId('wheel-tiers'), page.getByRole('button', { name: texts.print }), page.getByRole('heading', { level: 1 }), page.locator('header').first()]) await expect(hidden).toBeHidden();
    // No scrolling box in print: every line is laid out on the paper.
    expect(await page.getByTestId('wheel-lines').evaluate((table) => table.parentElement!.scrollHeight <= table.parentElement!.clientHeight + 1)).toBe(true);
  });

  test('the CSV and the clipboard hold the shown lines', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const lines = await openWheel(page, '');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: texts.downloadCsv }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`pickwise-wheel-${GAME.id}-${NUMBERS.length}-3if3.csv`);
    const rows = parse(await readFile((await file.path()) as string)) as string[][];
    expect(rows[0]).toEqual(['line', 'main_1', 'main_2', 'main_3', 'main_4', 'main_5', 'special_1', 'special_2']);
    expect(rows.slice(1)).toEqual(lines.map((line, i) => [String(i + 1), ...line.main.map(String), ...line.special.map(String)]));
    await expect(page.getByTestId('wheel-action-status')).toHaveText(fill(texts.downloaded, { file: file.suggestedFilename() }));

    await page.getByRole('button', { name: texts.copy }).click();
    await expect(page.getByTestId('wheel-action-status')).toHaveText(fill(texts.copied_other, { lines: lines.length }));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expectedText(lines));
  });

  test("a visitor's Save as tickets keeps the lines on the device, in tickets of at most 20 lines, and My tickets shows them", async ({ page }) => {
    const lines = await openWheel(page, '');
    const tickets = Math.ceil(lines.length / TICKET_MAX_LINES);
    await page.getByTestId('wheel-save-tickets').click();
    const status = page.getByTestId('wheel-save-status');
    await expect(status).toContainText(fill(tickets === 1 ? texts.savedOnDevice_one : texts.savedOnDevice_other, { count: tickets }));

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('device-tickets') ?? '[]') as Array<{ game: string; lines: Line[]; draws: number; pricePerLine: number }>);
    expect(stored.map((ticket) => ticket.lines.length)).toEqual(Array.from({ length: tickets }, (_unused, i) => Math.min(TICKET_MAX_LINES, lines.length - i * TICKET_MAX_LINES)));
    expect(stored.flatMap((ticket) => ticket.lines)).toEqual(lines);
    expect(stored.every((ticket) => ticket.game === GAME.id && ticket.draws === 1 && ticket.pricePerLine === currentPrizeTable(GAME.id).ticketPrice)).toBe(true);

    // Saving again keeps the same tickets (each has one client id for this wheel).
    await page.getByTestId('wheel-save-tickets').click();
    await expect(status).toContainText(fill(tickets === 1 ? texts.savedOnDevice_one : texts.savedOnDevice_other, { count: tickets }));
    expect(await page.evaluate(() => (JSON.parse(localStorage.getItem('device-tickets') ?? '[]') as unknown[]).length)).toBe(tickets);

    await status.getByRole('link', { name: texts.openTickets }).click();
    await expect(page).toHaveURL(/\/tickets$/);
    await expect(page.getByTestId('ticket-card').filter({ hasText: ticketsEn.tickets.device.tag })).toHaveCount(tickets);
  });

  test("a signed-in player's Save as tickets sends them to the account", async ({ page, request }) => {
    const session = await plainUserSession(request);
    await useSession(page, session);
    const lines = await openWheel(page, '');
    const tickets = Math.ceil(lines.length / TICKET_MAX_LINES);
    await page.getByTestId('wheel-save-tickets').click();
    await expect(page.getByTestId('wheel-save-status')).toContainText(fill(tickets === 1 ? texts.saved_one : texts.saved_other, { count: tickets }));
    const response = await request.get('/api/tickets', { headers: { authorization: `Bearer ${session.access_token}` } });
    const saved = ((await response.json()) as { data: { tickets: Array<{ lines: Line[]; label: string | null }> } }).data.tickets;
    expect(saved).toHaveLength(tickets);
    // The list's order is by draw date, the same for all: the labels say which part each is.
    const inOrder = [...saved].sort((a, b) => (a.label ?? '').localeCompare(b.label ?? ''));
    expect(inOrder.flatMap((ticket) => ticket.lines)).toEqual(lines);
    expect(await page.evaluate(() => localStorage.getItem('device-tickets'))).toBeNull();
  });

  test('the share link reopens the same lines', async ({ page }) => {
    const lines = await openWheel(page, '');
    const url = await page.getByTestId('share-link').inputValue();
    expect(new URL(url).pathname).toBe('/wheels');
    expect(url).toContain(`numbers=${NUMBERS.join(',')}`);
    await page.goto('/');
    await page.goto(url);
    await expect(page.getByTestId('wheel-result')).toBeVisible(BUILD_WAIT);
    await expect(page.getByTestId('wheel-line')).toHaveCount(lines.length);
    expect(await shownLines(page)).toEqual(lines);
  });

  test('in Spanish, on a phone: the texts, the number formats, a Spanish share link, and the wheel as wide as the screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const lines = await openWheel(page, '/es');
    // The wide tables scroll in their own regions; the wheel stays as wide as the screen.
    const box = await page.getByTestId('wheel-result').boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    expect(await page.getByTestId('wheel-result').evaluate((result) => result.scrollWidth <= result.clientWidth)).toBe(true);
    const n = NUMBERS.length;
    const cases = binomial(n, GUARANTEE.m);
    const count = new Intl.NumberFormat('es-ES', { useGrouping: 'always' } as Intl.NumberFormatOptions);
    await expect(page.getByRole('heading', { level: 2, name: fill(textsEs.title, { game: GAME.name, count: n, guarantee: fill(textsEs.guarantee, { matched: 3, drawn: 3 }) }) })).toBeVisible();
    await expect(page.getByTestId('wheel-figure-verified')).toContainText(fill(textsEs.verified, { cases: count.format(cases) }));
    await expect(page.getByTestId('wheel-figure-full')).toHaveText(fill(textsEs.fullWheelValue, { lines: count.format(binomial(n, GAME.mainCount)) }));
    await expect(page.getByTestId('wheel-figure-bound')).toContainText(textsEs.schonheim);
    await expect(page.getByTestId('wheel-tiers').locator('tbody tr').last().getByRole('rowheader')).toHaveText(textsEs.noPrize);
    await expect(page.getByRole('button', { name: textsEs.saveTickets })).toBeVisible();
    expect(new URL(await page.getByTestId('share-link').inputValue()).pathname).toBe('/es/wheels');
    expect(await shownLines(page)).toHaveLength(lines.length);
    await pageReady(page);
    await expectNoAxeViolations(page);
  });
});
