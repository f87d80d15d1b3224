// My tickets' "Spending and limits" (issue 26) in both languages: budgets (a lower one applies at
// once, a higher one waits 24 hours and shows when), a ticket over budget refused with the
// helplines, the ledger of a known ticket, and the pause mode hiding jackpots on every page, on
// reload and before the first paint; axe on the panel.
import { ticketsEn } from '../../frontends/public-site/src/i18n/en-tickets.ts';
import { ticketsEs } from '../../frontends/public-site/src/i18n/es-tickets.ts';
import { en } from '../../libs/i18n/src/resources/en.ts';
import { es } from '../../libs/i18n/src/resources/es.ts';
import { plainUserSession, useSession } from './admin.support.js';
import { expectNoAxeViolations, pageReady } from './accessibility.support.js';
import { expect, test, type APIRequestContext, type Page } from './fixtures.js';

const LANGUAGES = [
  { language: 'en', prefix: '', texts: en.spending, refusal: ticketsEn.tickets.form.overBudget, locale: 'en-US' },
  { language: 'es', prefix: '/es', texts: es.spending, refusal: ticketsEs.tickets.form.overBudget, locale: 'es-ES' },
] as const;

const usd = (amount: number, locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, useGrouping: 'always' }).format(amount);

async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PUT', path: string, data?: object): Promise<{ status: number; body: T }> {
  const response = await request.fetch(path, { method, headers: { authorization: `Bearer ${token}` }, data });
  const json = (await response.json()) as { data: T };
  return { status: response.status(), body: json.data };
}

/** The jackpot figures and their neutral stand-ins on the page. */
const figures = (page: Page) => page.locator('#root .ps-jackpot__value:not(.ps-skeleton-text)');
const hiddenTexts = (page: Page) => page.locator('#root .ps-jackpot__paused');

for (const { language, prefix, texts, refusal: refusalText, locale } of LANGUAGES) {
  test.describe(`spending and limits (${language})`, () => {
    test('a lower budget applies at once, a higher one waits 24 hours and says when', async ({ page, request }) => {
      await useSession(page, await plainUserSession(request));
      await page.goto(`${prefix}/tickets`);
      const usdBudget = page.getByTestId('budget-USD');
      const weekly = usdBudget.getByLabel(`${texts.budgets.weekly} (USD)`);
      const save = page.getByRole('button', { name: texts.budgets.save });

      await weekly.fill('20');
      await save.click();
      await expect(page.getByTestId('budgets-status')).toHaveText(texts.budgets.saved);
      await expect(usdBudget).toContainText(usd(20, locale));
      await expect(page.getByTestId('budget-USD-pending')).toHaveCount(0);

      await weekly.fill('10');
      await save.click();
      await expect(usdBudget.getByRole('listitem').first()).toContainText(usd(10, locale));
      await expect(page.getByTestId('budget-USD-pending')).toHaveCount(0);

      await weekly.fill('35');
      await save.click();
      // Today's budget stays; the raise is shown waiting, with its time.
      await expect(usdBudget.getByRole('listitem').first()).toContainText(usd(10, locale));
      await expect(page.getByTestId('budget-USD-pending')).toContainText(usd(35, locale));
      await expect(page.getByTestId('budgets-status')).toContainText(texts.budgets.savedPending.split('{{')[0]!);
      await expect(page.getByText(texts.budgets.rule)).toBeVisible();

      await pageReady(page);
      await expectNoAxeViolations(page, '[data-testid="spending-panel"]');
    });

    test('a ticket over the budget is refused with the helplines', async ({ page, request }) => {
      const session = await plainUserSession(request);
      const budget = await api(request, session.access_token, 'PUT', '/api/limits', { budgets: [{ currency: 'USD', weekly: 1, monthly: null }] });
      expect(budget.status).toBe(200);
      await useSession(page, session);
      await page.goto(`${prefix}/tickets?add=powerball&main=1,2,3,4,5&special=6`);
      await page.locator('form button[type="submit"]').click();
      const refusal = page.getByTestId('ticket-over-budget');
      // In the page's language, naming the ticket's currency (not the API's English message).
      await expect(refusal).toContainText(refusalText.replace('{{currency}}', 'USD'));
      for (const href of ['https://www.ncpgambling.org/help-treatment/', 'https://www.gamcare.org.uk/', 'https://www.gamblingtherapy.org/']) {
        await expect(refusal.locator(`a[href="${href}"]`)).toBeVisible();
      }
      const tickets = await api<{ tickets: unknown[] }>(request, session.access_token, 'GET', '/api/tickets');
      expect(tickets.body.tickets).toEqual([]);
    });

    test("the ledger shows a known ticket's spend in its currency, with the expected loss", async ({ page, request }) => {
      const session = await plainUserSession(request);
      const draws = await request.get('/api/draws?game=powerball&limit=1');
      const latest = ((await draws.json()) as { data: { draws: Array<{ draw_date: string }> } }).data.draws[0]!;
      const saved = await api(request, session.access_token, 'POST', '/api/tickets', {
        game: 'powerball',
        lines: [{ main: [1, 2, 3, 4, 5], special: [6] }, { main: [10, 20, 30, 40, 50], special: [7] }],
        firstDrawDate: latest.draw_date,
        draws: 1,
        pricePerLine: 2,
      });
      expect(saved.status).toBe(201);
      await useSession(page, session);
      await page.goto(`${prefix}/tickets`);
      const row = page.getByTestId('spending-ledger').getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Powerball/ }) });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('cell').first()).toHaveText(usd(4, locale));
      await expect(page.getByTestId('spending-totals')).toContainText('USD');
      await expect(page.getByText(texts.ledger.expectedLossMeaning)).toBeVisible();
    });

    test('the pause hides jackpots on the home page and a game page, on reload and before the first paint', async ({ page }) => {
      await page.goto(`${prefix}/tickets`);
      await page.getByRole('switch', { name: texts.pause.label }).check();

      // Whether the page hid its jackpots before the parser reached them: the pause script runs in
      // the head, ahead of the root (a deferred script would run only after the whole page).
      await page.addInitScript(() => {
        new MutationObserver((_changes, observer) => {
          const root = document.getElementById('root');
          if (!root) return;
          (window as unknown as { pausedAtRoot: boolean }).pausedAtRoot = document.documentElement.hasAttribute('data-jackpots-paused');
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      for (const path of [`${prefix}/`, `${prefix}/games/powerball/generate`]) {
        for (const visit of ['open', 'reload'] as const) {
          if (visit === 'open') await page.goto(path);
          else await page.reload();
          expect(await page.evaluate(() => (window as unknown as { pausedAtRoot: boolean }).pausedAtRoot), `${path} ${visit}`).toBe(true);
          await expect(hiddenTexts(page).first()).toHaveText(texts.jackpotHidden);
          await expect(hiddenTexts(page).first()).toBeVisible();
          await expect(figures(page).first()).toBeAttached();
          await expect(figures(page).first()).toBeHidden();
        }
      }
      await pageReady(page);
      await expectNoAxeViolations(page);

      await page.goto(`${prefix}/tickets`);
      await page.getByRole('switch', { name: texts.pause.label }).uncheck();
      await page.goto(`${prefix}/`);
      await expect(figures(page).first()).toBeVisible();
      await expect(hiddenTexts(page).first()).toBeHidden();
    });

    test("a signed-in player's pause follows the account to another device", async ({ page, browser, request }) => {
      const session = await plainUserSession(request);
      await useSession(page, session);
      await page.goto(`${prefix}/tickets`);
      await page.getByRole('switch', { name: texts.pause.label }).check();
      await expect.poll(async () => (await api<{ paused: boolean }>(request, session.access_token, 'GET', '/api/limits')).body.paused).toBe(true);

      const otherDevice = await browser.newContext({ serviceWorkers: 'block' });
      const other = await otherDevice.newPage();
      await useSession(other, session);
      // An application page reads the account's pause; from then on every page of the device hides the jackpots.
      await other.goto(`${prefix}/games/powerball/generate`);
      await expect(hiddenTexts(other).first()).toBeVisible();
      await other.goto(`${prefix}/`);
      await expect(hiddenTexts(other).first()).toBeVisible();
      await expect(figures(other).first()).toBeHidden();
      await otherDevice.close();
    });
  });
}
