// My tickets (issue 26) in both languages: a ticket saved from a generated set, a multi-draw ticket
// typed with the keyboard on the number grid, pending and checked results with the matched numbers,
// edit and delete, a visitor's device ticket moved to the account on sign-in (once, however often
// the page is opened), a result from a provisional draw saying so (issue 39), and axe on the list,
// the results and the form.
import { historyEn } from '../../frontends/public-site/src/i18n/en-history.ts';
import { historyEs } from '../../frontends/public-site/src/i18n/es-history.ts';
import { saveTicketEn } from '../../frontends/public-site/src/i18n/en-save-ticket.ts';
import { ticketsEn } from '../../frontends/public-site/src/i18n/en-tickets.ts';
import { saveTicketEs } from '../../frontends/public-site/src/i18n/es-save-ticket.ts';
import { ticketsEs } from '../../frontends/public-site/src/i18n/es-tickets.ts';
import { en } from '../../libs/i18n/src/resources/en.ts';
import { es } from '../../libs/i18n/src/resources/es.ts';
import { plainUserSession, useSession } from './admin.support.js';
import { expectNoAxeViolations, pageReady } from './accessibility.support.js';
import { expect, test, type APIRequestContext, type Page } from './fixtures.js';

const LANGUAGES = [
  { language: 'en', prefix: '', texts: ticketsEn.tickets, save: saveTicketEn.saveTicket, generateNow: 'Generate Now', ledgerEmpty: en.spending.ledger.empty, statusWords: historyEn.verification.status },
  { language: 'es', prefix: '/es', texts: ticketsEs.tickets, save: saveTicketEs.saveTicket, generateNow: 'Generar ahora', ledgerEmpty: es.spending.ledger.empty, statusWords: historyEs.verification.status },
] as const;

interface SavedTicket {
  id: string;
  label: string | null;
  draws: number;
  lines: Array<{ main: number[]; special: number[] }>;
}

async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: object): Promise<{ status: number; body: T }> {
  const response = await request.fetch(path, { method, headers: { authorization: `Bearer ${token}` }, data });
  const text = await response.text();
  return { status: response.status(), body: (text ? (JSON.parse(text) as { data: T }).data : undefined) as T };
}

const ticketsOf = async (request: APIRequestContext, token: string) => (await api<{ tickets: SavedTicket[] }>(request, token, 'GET', '/api/tickets')).body.tickets;

/** The newest stored Powerball draw. */
async function latestPowerballDraw(request: APIRequestContext): Promise<{ draw_date: string; main: number[]; special: number[] }> {
  const response = await request.get('/api/draws?game=powerball&limit=1');
  return ((await response.json()) as { data: { draws: Array<{ draw_date: string; main: number[]; special: number[] }> } }).data.draws[0]!;
}

/** A stored Powerball draw still provisional (the shipped history is, unless a test's ingestion confirmed it). */
async function provisionalPowerballDraw(request: APIRequestContext): Promise<{ draw_date: string; main: number[]; special: number[] }> {
  const response = await request.get('/api/draws?game=powerball&limit=50');
  const { draws } = ((await response.json()) as { data: { draws: Array<{ draw_date: string; main: number[]; special: number[]; status: string }> } }).data;
  const draw = draws.find((listed) => listed.status === 'provisional');
  expect(draw, 'a provisional Powerball draw among the last 50').toBeDefined();
  return draw!;
}

/** `{{name}}`-style text up to its first placeholder, for texts with values in them. */
const before = (text: string) => text.split('{{')[0]!;

const cards = (page: Page) => page.getByTestId('ticket-card');

for (const { language, prefix, texts, save, generateNow, ledgerEmpty, statusWords } of LANGUAGES) {
  test.describe(`my tickets (${language})`, () => {
    test('a generated set saved as a ticket', async ({ page, request }) => {
      const session = await plainUserSession(request);
      await useSession(page, session);
      await page.goto(`${prefix}/games/powerball/generate?method=random`);
      await page.getByRole('button', { name: generateNow }).click();
      const firstSet = page.getByTestId('result-set').first();
      // Read once the set's balls are on screen (allTextContents does not wait): Powerball's 5 + 1.
      await expect(firstSet.getByTestId('main-numbers').getByRole('listitem')).toHaveCount(5);
      await expect(firstSet.getByTestId('special-numbers').getByRole('listitem')).toHaveCount(1);
      const main = (await firstSet.getByTestId('main-numbers').getByRole('listitem').allTextContents()).map(Number);
      const special = (await firstSet.getByTestId('special-numbers').getByRole('listitem').allTextContents()).map(Number);
      await firstSet.getByRole('link', { name: save.setLabel.replace('{{n}}', '1') }).click();

      await expect(page.getByRole('heading', { level: 2, name: texts.form.addHeading })).toBeVisible();
      // The form is filled in with the set: its numbers pressed on the grids.
      for (const n of main) await expect(page.getByRole('group', { name: new RegExp(`^${before(texts.form.main)}`) }).getByRole('button', { name: String(n), exact: true })).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('button', { name: texts.form.save }).click();

      await expect(page.getByText(texts.form.saved).first()).toBeVisible();
      await expect(cards(page)).toHaveCount(1);
      const [saved] = await ticketsOf(request, session.access_token);
      expect(saved?.lines).toEqual([{ main: [...main].sort((a, b) => a - b), special }]);
    });

    test('a multi-draw ticket typed with the keyboard on the grid', async ({ page, request }) => {
      const session = await plainUserSession(request);
      await useSession(page, session);
      await page.goto(`${prefix}/tickets?add=powerball`);
      const mainGrid = page.getByRole('group', { name: new RegExp(`^${before(texts.form.main)}`) });
      const specialGrid = page.getByRole('group', { name: /Powerball/ });

      // 1, 2, 3 with Space; 10 and 17 (each a row of seven down) with Enter.
      await mainGrid.getByRole('button', { name: '1', exact: true }).focus();
      await page.keyboard.press('Space');
      for (const key of ['ArrowRight', 'Space', 'ArrowRight', 'Space', 'ArrowDown', 'Enter', 'ArrowDown', 'Enter']) await page.keyboard.press(key);
      await expect(mainGrid.locator('[aria-pressed="true"]')).toHaveText(['1', '2', '3', '10', '17']);
      await expect(page.getByText(texts.form.picked.replace('{{picked}}', '5').replace('{{count}}', '5'))).toBeVisible();
      // A sixth is not taken: the game takes five, and the page says so.
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Space');
      await expect(page.getByText(texts.form.full.replace('{{count}}', '5'))).toBeVisible();
      await expect(mainGrid.locator('[aria-pressed="true"]')).toHaveCount(5);

      await specialGrid.getByRole('button', { name: '4', exact: true }).focus();
      await page.keyboard.press('Space');
      await page.getByLabel(texts.form.draws).fill('3');
      await page.getByLabel(texts.form.label).fill('Keyboard');
      await page.getByRole('button', { name: texts.form.save }).click();

      await expect(cards(page).filter({ hasText: 'Keyboard' })).toBeVisible();
      await expect(cards(page).filter({ hasText: 'Keyboard' })).toContainText(before(texts.card.drawRange).split(':')[0]!);
      const [saved] = await ticketsOf(request, session.access_token);
      expect(saved).toMatchObject({ label: 'Keyboard', draws: 3, lines: [{ main: [1, 2, 3, 10, 17], special: [4] }] });
    });

    test('a line missing numbers is not sent, and says why beside its grid', async ({ page, request }) => {
      const session = await plainUserSession(request);
      await useSession(page, session);
      await page.goto(`${prefix}/tickets?add=powerball&main=1,2,3&special=4`);
      await page.getByRole('button', { name: texts.form.save }).click();
      await expect(page.getByText(texts.errors.mainCount.replace('{{line}}', '1').replace('{{picked}}', '3').replace('{{game}}', 'Powerball').replace('{{count}}', '5'))).toBeVisible();
      expect(await ticketsOf(request, session.access_token)).toEqual([]);
    });

    test('pending and checked results, with the matched numbers', async ({ page, request }) => {
      const session = await plainUserSession(request);
      const latest = await latestPowerballDraw(request);
      // The latest draw's own numbers on line 1 (every number matched), and two draws: the second is not in yet.
      const saved = await api<SavedTicket>(request, session.access_token, 'POST', '/api/tickets', {
        game: 'powerball',
        lines: [{ main: latest.main, special: latest.special }],
        firstDrawDate: latest.draw_date,
        draws: 2,
        label: 'Results',
      });
      expect(saved.status).toBe(201);
      await useSession(page, session);
      await page.goto(`${prefix}/tickets`);
      const card = cards(page).filter({ hasText: 'Results' });
      await card.getByRole('button', { name: new RegExp(texts.card.showResults) }).click();
      const results = card.getByTestId('ticket-results');
      await expect(results.locator('[data-status="pending"]')).toHaveCount(1);
      await expect(results.locator('[data-status="pending"]')).toContainText(texts.results.pending);
      const checked = results.locator('[data-status="checked"]');
      await expect(checked).toHaveCount(1);
      await expect(checked).toContainText(texts.results.jackpot);
      await expect(checked.locator('.ps-ball--matched')).toHaveCount(latest.main.length + latest.special.length);

      await pageReady(page);
      await expectNoAxeViolations(page);
    });

    test('a result from a provisional draw says so, in words and in its label', async ({ page, request }) => {
      const session = await plainUserSession(request);
      const draw = await provisionalPowerballDraw(request);
      const saved = await api<SavedTicket>(request, session.access_token, 'POST', '/api/tickets', {
        game: 'powerball',
        lines: [{ main: draw.main, special: draw.special }],
        firstDrawDate: draw.draw_date,
        draws: 1,
        label: 'Provisional',
      });
      expect(saved.status).toBe(201);
      // The tickets service asks the draws service for a saved ticket's draw status after checking it.
      await expect
        .poll(async () => (await api<{ results: Array<{ drawStatus?: string }> }>(request, session.access_token, 'GET', `/api/tickets/${saved.body.id}`)).body.results[0]?.drawStatus)
        .toBe('provisional');
      await useSession(page, session);
      await page.goto(`${prefix}/tickets`);
      const card = cards(page).filter({ hasText: 'Provisional' });
      await expect(card.getByTestId('ticket-unverified')).toHaveText(texts.card.unverified_one.replace('{{count}}', '1'));
      await card.getByRole('button', { name: new RegExp(texts.card.showResults) }).click();
      const results = card.getByTestId('ticket-results');
      const status = results.getByTestId('ticket-draw-status');
      await expect(status).toHaveAttribute('data-draw-status', 'provisional');
      await expect(status).toContainText(texts.results.statusNote.provisional);
      // Screen readers hear the draw's status with its results' region, in the history's word.
      const region = results.getByRole('region', { name: new RegExp(`${before(texts.results.drawOfStatus)}.*${statusWords.provisional}$`) });
      await expect(region).toHaveCount(1);
      await expect(region.locator('[data-status="checked"]')).toContainText(texts.results.jackpot);

      await pageReady(page);
      await expectNoAxeViolations(page);
    });

    test('edit and delete, with a confirmation', async ({ page, request }) => {
      const session = await plainUserSession(request);
      const latest = await latestPowerballDraw(request);
      const saved = await api<SavedTicket>(request, session.access_token, 'POST', '/api/tickets', {
        game: 'powerball',
        lines: [{ main: [5, 15, 25, 35, 45], special: [5] }],
        firstDrawDate: latest.draw_date,
        draws: 1,
        label: 'Before',
      });
      expect(saved.status).toBe(201);
      await useSession(page, session);
      await page.goto(`${prefix}/tickets`);
      await expect(page.getByTestId('spending-ledger')).toBeVisible();
      await page.getByRole('link', { name: texts.card.editLabel.replace('{{name}}', 'Before') }).click();
      await expect(page.getByRole('heading', { level: 2, name: texts.form.editHeading })).toBeVisible();
      await page.getByLabel(texts.form.label).fill('After');
      await page.getByLabel(texts.form.draws).fill('2');
      await pageReady(page);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: texts.form.save }).click();
      await expect(cards(page).filter({ hasText: 'After' })).toBeVisible();
      expect(await ticketsOf(request, session.access_token)).toMatchObject([{ id: saved.body.id, label: 'After', draws: 2 }]);

      await page.getByRole('button', { name: texts.card.deleteLabel.replace('{{name}}', 'After') }).click();
      const dialog = page.getByRole('dialog', { name: texts.deleteDialog.title });
      await dialog.getByRole('button', { name: texts.deleteDialog.cancel }).click();
      await expect(cards(page)).toHaveCount(1);
      await page.getByRole('button', { name: texts.card.deleteLabel.replace('{{name}}', 'After') }).click();
      await dialog.getByRole('button', { name: texts.deleteDialog.confirm }).click();
      await expect(cards(page)).toHaveCount(0);
      // The spending ledger beside the list follows the delete without a reload.
      await expect(page.getByText(ledgerEmpty)).toBeVisible();
      expect((await api(request, session.access_token, 'GET', `/api/tickets/${saved.body.id}`)).status).toBe(404);
    });

    test("a visitor's ticket lives on the device and moves to the account on sign-in, once", async ({ page, request }) => {
      await page.goto(`${prefix}/tickets?add=powerball&main=7,14,21,28,35&special=9`);
      await page.getByLabel(texts.form.label).fill('Device');
      await page.getByRole('button', { name: texts.form.save }).click();
      await expect(page.getByTestId('device-note')).toBeVisible();
      const card = cards(page).filter({ hasText: 'Device' });
      await expect(card).toContainText(texts.device.tag);
      await card.getByRole('button', { name: new RegExp(texts.card.showResults) }).click();
      await expect(card.getByTestId('ticket-results')).toBeVisible();
      await pageReady(page);
      await expectNoAxeViolations(page);
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('device-tickets') ?? '[]') as Array<{ clientId: string }>);
      expect(stored).toHaveLength(1);

      // The first send is answered before the page sees it (as if the page had been closed halfway):
      // the ticket stays on the device, and the next visit sends it again without doubling it.
      const session = await plainUserSession(request);
      const first = await api(request, session.access_token, 'POST', '/api/tickets', {
        game: 'powerball',
        lines: [{ main: [7, 14, 21, 28, 35], special: [9] }],
        firstDrawDate: await page.evaluate(() => (JSON.parse(localStorage.getItem('device-tickets')!) as Array<{ firstDrawDate: string }>)[0]!.firstDrawDate),
        draws: 1,
        label: 'Device',
        clientId: stored[0]!.clientId,
      });
      expect(first.status).toBe(201);
      // Signed in on another page of the application: the device's tickets move there, not only on My tickets.
      await useSession(page, session);
      await page.goto(`${prefix}/generator`);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('device-tickets'))).toBe('[]');
      await page.goto(`${prefix}/tickets`);
      await expect(cards(page).filter({ hasText: 'Device' })).toHaveCount(1);
      await expect(cards(page).filter({ hasText: texts.device.tag })).toHaveCount(0);
      await page.reload();
      await expect(cards(page)).toHaveCount(1);
      expect(await ticketsOf(request, session.access_token)).toHaveLength(1);
    });
  });
}
