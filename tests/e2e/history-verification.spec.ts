// Issue 39 (items 3, 4, 7): the history says where each draw came from and whether it is confirmed,
// and every game has a public corrections page. English and Spanish, against the started system.
// The e2e system's draws are the shipped history (one archive each, so provisional) and it holds no
// correction: a row's status, the details' sources and the empty corrections page are the system's
// own; a disputed draw and a correction are the system's answers altered in the browser
// (page.route), since the system is not fed a second, disagreeing source here.
import { drawOrigin } from '@pickwise/lottery';
import { SERVED_DATA_ELEMENT_ID, type ServedData } from '@pickwise/site/served-page';
import { expectNoAxeViolations, pageReady } from './accessibility.support.js';
import { plainUserSession, useSession } from './admin.support.js';
import { expect, test, type Page, type Route } from './fixtures.js';

const TEXTS = {
  en: {
    prefix: '',
    locale: 'en-US',
    status: { provisional: 'Provisional', verified: 'Verified', disputed: 'Disputed' },
    sources: 'Sources: ',
    firstSeen: 'First seen ',
    sourcesTitle: 'What each source reported',
    disputed: 'This draw is disputed: its sources do not agree. The numbers shown are those of magayo, the source ranked first for Powerball',
    differs: '(differs)',
    tab: 'Corrections',
    empty: 'No Powerball result has been corrected: every stored draw still holds the numbers and jackpot it was first stored with.',
    drawOf: 'Draw of Nov 28, 2026',
    verified: (verified: string, draws: string) => `${verified} of ${draws} draws verified`,
  },
  es: {
    prefix: '/es',
    locale: 'es-ES',
    status: { provisional: 'Provisional', verified: 'Verificado', disputed: 'En disputa' },
    sources: 'Fuentes: ',
    firstSeen: 'Visto por primera vez el ',
    sourcesTitle: 'Lo que publicó cada fuente',
    disputed: 'Este sorteo está en disputa: sus fuentes no coinciden. Los números mostrados son los de magayo, la fuente de mayor rango para Powerball',
    differs: '(difiere)',
    tab: 'Correcciones',
    empty: 'No se ha corregido ningún resultado de Powerball: cada sorteo guardado conserva los números y el bote con los que se guardó.',
    drawOf: 'Sorteo del 28 nov 2026',
    verified: (verified: string, draws: string) => `${verified} de ${draws} sorteos verificados`,
  },
} as const;

interface ListedDraw {
  draw_date: string;
  main: number[];
  status: 'provisional' | 'verified' | 'disputed';
  firstSeenAt: string;
  sources: { provider: string; fetchedAt: string }[];
}

/** An instant as the page writes it: the page language, the browser's own time zone. */
const instantInPage = (page: Page, at: string, locale: string) =>
  page.evaluate(([instant, language]) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(instant!)), [at, locale]);

const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Powerball's list as the system answers it, its newest draw reported by two sources that disagree. */
async function disputeNewestPowerball(route: Route): Promise<void> {
  const response = await route.fetch();
  const body = (await response.json()) as { data: { draws: ListedDraw[] } };
  const [newest] = body.data.draws;
  if (newest)
    Object.assign(newest, {
      status: 'disputed',
      sources: [
        { provider: 'magayo', fetchedAt: '2026-11-29T04:10:00Z' },
        { provider: 'lottoland', fetchedAt: '2026-11-29T04:40:00Z' },
      ],
    });
  await route.fulfill({ response, json: body });
}

const isPowerballList = (url: URL) => url.pathname === '/api/draws' && url.searchParams.get('game') === 'powerball';

for (const [language, texts] of Object.entries(TEXTS)) {
  test.describe(`history verification (${language})`, () => {
    test('a history row says its status in words, its sources by name and when it was first seen', async ({ page }) => {
      await page.goto(`${texts.prefix}/history/powerball`);
      const api = (await (await page.request.get('/api/draws?game=powerball&filter=last10')).json()) as { data: { draws: ListedDraw[] } };
      const newest = api.data.draws[0]!;
      const row = page.getByTestId('history-table').locator('tbody tr').first();
      // The word is there for everyone; what it means is read out to screen readers after it.
      await expect(row.getByTestId('draw-status')).toContainText(texts.status[newest.status]);
      await expect(row.getByTestId('draw-status')).toHaveAttribute('data-status', newest.status);
      await expect(page.getByRole('columnheader', { name: language === 'en' ? 'Status' : 'Estado' })).toBeVisible();
      const names = await row.getByTestId('draw-sources').textContent();
      expect(newest.sources.length).toBeGreaterThan(0);
      expect(names?.startsWith(texts.sources)).toBe(true);
      // Named as the Source column names them (the shipped history's GitHub repository, or a provider
      // when a run of the system's ingestion, started by other specs, reported the draw too).
      expect(names).toContain(drawOrigin(newest.sources[0]!.provider)?.name ?? newest.sources[0]!.provider);
      await expect(row.getByTestId('draw-first-seen')).toHaveText(`${texts.firstSeen}${await instantInPage(page, newest.firstSeenAt, texts.locale)}`);

      // A phone shows cards, each with the same status.
      await page.setViewportSize({ width: 360, height: 800 });
      await expect(page.getByTestId('history-cards').getByTestId('draw-status').first()).toContainText(texts.status[newest.status]);
      expect(await fitsTheScreen(page)).toBe(true);
    });

    test('a disputed draw says so in its row and in its details, which show the sources side by side', async ({ page, request }) => {
      const session = await plainUserSession(request);
      const saved = await request.put('/api/profile', { headers: { authorization: `Bearer ${session.access_token}` }, data: { display_name: 'E2E', country: 'US' } });
      expect(saved.ok()).toBe(true);
      await useSession(page, session);
      await page.route(isPowerballList, disputeNewestPowerball);
      await page.route('**/api/draws/powerball/details*', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: { draws: { draw: ListedDraw & { special: number[]; jackpot: number | null } }[] } };
        const draw = body.data.draws[0]!.draw;
        const other = [...draw.main.slice(0, -1), draw.main.at(-1) === 1 ? 2 : 1];
        Object.assign(draw, {
          status: 'disputed',
          sources: [
            { provider: 'magayo', fetchedAt: '2026-11-29T04:10:00Z', main: draw.main, special: draw.special, bonus: [], jackpot: null, payloadSha256: 'a'.repeat(64) },
            { provider: 'lottoland', fetchedAt: '2026-11-29T04:40:00Z', main: other, special: draw.special, bonus: [], jackpot: null, payloadSha256: 'b'.repeat(64) },
          ],
        });
        await route.fulfill({ response, json: body });
      });
      await page.goto(`${texts.prefix}/history/powerball`);
      const row = page.getByTestId('history-table').locator('tbody tr').first();
      await expect(row.getByTestId('draw-status')).toContainText(texts.status.disputed);
      await expect(row.getByTestId('draw-sources')).toHaveText(language === 'en' ? 'Sources: magayo and Lottoland' : 'Fuentes: magayo y Lottoland');

      await row.getByRole('button').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('draw-disputed')).toContainText(texts.disputed);
      await expect(dialog.getByTestId('details-status')).toContainText(texts.status.disputed);
      const sources = dialog.getByRole('region', { name: texts.sourcesTitle });
      await expect(sources.getByRole('columnheader')).toHaveText(['magayo', 'Lottoland']);
      // The second source's numbers differ from the first's, said in words; its special number does not.
      await expect(sources.getByText(texts.differs)).toHaveCount(1);
      await expect(sources.locator('td[data-differs]')).toHaveCount(1);
      await expect(sources).toContainText(await instantInPage(page, '2026-11-29T04:40:00Z', texts.locale));
      await expectNoAxeViolations(page, '[role="dialog"]');
    });

    test('the details of a stored draw show its status, first-seen time and the source it came from', async ({ page, request }) => {
      const session = await plainUserSession(request);
      const saved = await request.put('/api/profile', { headers: { authorization: `Bearer ${session.access_token}` }, data: { display_name: 'E2E', country: 'US' } });
      expect(saved.ok()).toBe(true);
      await useSession(page, session);
      await page.goto(`${texts.prefix}/history/powerball`);
      const api = (await (await page.request.get('/api/draws?game=powerball&filter=last10')).json()) as { data: { draws: ListedDraw[] } };
      const newest = api.data.draws[0]!;
      await page.getByTestId('history-table').getByRole('button').first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('details-status')).toContainText(texts.status[newest.status]);
      await expect(dialog.getByTestId('details-first-seen')).toHaveText(await instantInPage(page, newest.firstSeenAt, texts.locale));
      const sources = dialog.getByRole('region', { name: texts.sourcesTitle });
      await expect(sources.getByRole('columnheader')).toHaveText(newest.sources.map((source) => drawOrigin(source.provider)?.name ?? source.provider));
      await expect(sources).toContainText(newest.main.join(' '));
      await expect(dialog.getByTestId('draw-disputed')).toHaveCount(0);
    });

    test('the statistics say how many of their draws are verified', async ({ page }) => {
      await page.goto(`${texts.prefix}/history/powerball/stats`);
      // The gateway serves the page with the figures it read last (a minute old at most), and the page
      // shows them until they are stale: another spec's ingestion run may have verified draws since,
      // which the API already counts. So the page is held to the figures it was served with.
      const served = await page.locator(`#${SERVED_DATA_ELEMENT_ID}`).textContent();
      expect(served).not.toBeNull();
      const stats = { data: (JSON.parse(served!) as ServedData<unknown, { draws: number; verifiedDraws: number }>).stats!.figures };
      expect(stats.data.verifiedDraws).toBeLessThanOrEqual(stats.data.draws);
      const format = new Intl.NumberFormat(texts.locale, { useGrouping: 'always' } as Intl.NumberFormatOptions);
      await expect(page.getByTestId('stats-verified')).toContainText(texts.verified(format.format(stats.data.verifiedDraws), format.format(stats.data.draws)));
    });

    test('the corrections page is a tab of the game’s history, opened by keyboard, and says clearly that there is none (axe, phone)', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      // The shipped history holds no correction, but another spec's ingestion run may have made one
      // (a source's other jackpot figure for a draw): the page is held to an answer of none.
      await page.route('**/api/draws/powerball/corrections*', (route) => route.fulfill({ json: { ok: true, data: { total: 0, corrections: [] } } }));
      await page.goto(`${texts.prefix}/history/powerball`);
      const tab = page.getByTestId('history-tabs').getByRole('link', { name: texts.tab });
      await tab.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${texts.prefix}/history/powerball/corrections$`));
      await expect(page.getByTestId('corrections-empty')).toHaveText(texts.empty);
      await expect(tab).toHaveAttribute('aria-current', 'page');
      expect(await fitsTheScreen(page)).toBe(true);
      await pageReady(page);
      await expectNoAxeViolations(page);
      // The page is served as such too (prerendered), not only reached from inside the application.
      const served = await page.request.get(`${texts.prefix}/history/powerball/corrections`);
      expect(served.status()).toBe(200);
    });

    test('a correction is listed with its date, the numbers and jackpot before and after, the source and the time (axe, phone)', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      const values = (main: number[], jackpot: number) => ({ main, special: [7], bonus: [], jackpot, jackpotCurrency: 'USD' });
      await page.route('**/api/draws/powerball/corrections*', (route) =>
        route.fulfill({
          json: {
            ok: true,
            data: {
              total: 1,
              corrections: [{ drawDate: '2026-11-28', before: values([3, 11, 20, 45, 61], 350_000_000), after: values([3, 11, 21, 45, 61], 350_000_000), provider: 'ny-open-data', correctedAt: '2026-11-29T05:02:00Z' }],
            },
          },
        }),
      );
      await page.goto(`${texts.prefix}/history/powerball/corrections`);
      const correction = page.getByTestId('correction');
      await expect(correction).toHaveCount(1);
      await expect(correction.getByRole('heading', { level: 3 })).toHaveText(texts.drawOf);
      await expect(correction.getByTestId('correction-before')).toHaveText('3 11 20 45 61 + 7');
      await expect(correction.getByTestId('correction-after')).toHaveText('3 11 21 45 61 + 7');
      await expect(correction.getByTestId('correction-source')).toHaveText('NY Open Data (data.ny.gov)');
      await expect(correction.locator('time')).toHaveText(await instantInPage(page, '2026-11-29T05:02:00Z', texts.locale));
      expect(await fitsTheScreen(page)).toBe(true);
      await pageReady(page);
      await expectNoAxeViolations(page);
    });
  });
}
