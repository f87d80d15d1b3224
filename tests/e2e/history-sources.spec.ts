// Issue 24 (item 4), history a reader can trust: each draw links to the game's official results
// page and names an archive as an archive; jackpots only in the game's currency, the empty ones
// explained; every history page says how fresh its draws are, and warns when ingestion has not
// succeeded within a day of a scheduled draw. English and Spanish.
import { expect, test, type Page } from './fixtures.js';
import { forgetLayoutShifts, layoutShifts, recordLayoutShifts } from './layout-shift.support.js';
import { openInApp } from './public-site.support.js';

const TEXTS = {
  en: {
    prefix: '',
    officialResults: 'Official results',
    archive: 'Archive: ',
    jackpotNote: 'A dash (—) in the jackpot column means the record of that draw has no jackpot figure',
    pounds: 'whose jackpots are the UK figures in pounds sterling, not the jackpot in euros',
    locale: 'en-US',
    fresh: 'Latest draw stored: Aug 21, 2026; checked for new draws on Aug 22, 2026, 10:00 AM.',
    never: 'never checked for new draws',
    latest: (date: string) => `Latest draw stored: ${date}`,
    stale: 'These results may be out of date: no check for new Powerball draws has succeeded since the draw of Aug 24, 2026, 2:59 AM. The official results page has the newest draws.',
  },
  es: {
    prefix: '/es',
    officialResults: 'Resultados oficiales',
    archive: 'Archivo: ',
    jackpotNote: 'Una raya (—) en la columna del bote significa que el registro de ese sorteo no tiene la cifra del bote',
    pounds: 'cuyos botes son las cifras británicas en libras esterlinas, no el bote en euros',
    locale: 'es-ES',
    fresh: 'Último sorteo guardado: 21 ago 2026; nuevos sorteos comprobados el 22 ago 2026, 10:00.',
    never: 'nunca se han comprobado nuevos sorteos',
    latest: (date: string) => `Último sorteo guardado: ${date}`,
    stale: 'Estos resultados pueden estar desactualizados: ninguna comprobación de nuevos sorteos de Powerball ha tenido éxito desde el sorteo del 24 ago 2026, 2:59. La página de resultados oficiales tiene los sorteos más recientes.',
  },
} as const;

/** A fixed freshness answer for Powerball, so the line's exact words can be checked. */
const answerFreshness = (page: Page, stale: boolean) =>
  page.route('**/api/draws/powerball/freshness', (route) =>
    route.fulfill({
      json: {
        ok: true,
        data: { game: 'powerball', latest_draw_date: '2026-08-21', last_checked_at: '2026-08-22T10:00:00.000Z', draw_due_at: '2026-08-24T02:59:00.000Z', stale },
      },
    }),
  );

// Check times are shown in the reader's zone: fixed here so the expected words are fixed too.
test.use({ timezoneId: 'UTC' });

for (const [language, texts] of Object.entries(TEXTS)) {
  test.describe(`history sources and freshness (${language})`, () => {
    test('every draw links to the official results page and names its archive as an archive', async ({ page }) => {
      await page.goto(`${texts.prefix}/history/powerball`);
      const table = page.getByTestId('history-table');
      await expect(table.locator('tbody tr')).toHaveCount(10);
      const links = table.getByTestId('official-results-link');
      await expect(links).toHaveCount(10);
      for (const link of await links.all()) {
        await expect(link).toHaveText(texts.officialResults);
        await expect(link).toHaveAttribute('href', 'https://www.powerball.com/previous-results');
        await expect(link).toHaveAttribute('target', '_blank');
      }
      // The shipped history's rows came from GitHub repositories: named as archives, never linked as the source.
      const api = await (await page.request.get('/api/draws?game=powerball&filter=last10')).json();
      const sources = (api.data.draws as { source: string }[]).map((draw) => draw.source);
      const rows = await table.locator('tbody tr').all();
      expect(sources.filter((source) => source.includes('/')).length).toBeGreaterThan(0);
      for (const [index, source] of sources.entries()) {
        if (source.includes('/')) await expect(rows[index]!.getByTestId('draw-origin')).toHaveText(`${texts.archive}${source} (GitHub)`);
      }
      await expect(table.locator('a[href*="github.com"]')).toHaveCount(0);
      await expect(page.getByTestId('jackpot-note')).toContainText(texts.jackpotNote);
    });

    test('EuroMillions: the UK archive’s pound jackpots are not shown as euros, and the note says why', async ({ page }) => {
      const api = await (await page.request.get('/api/draws?game=euromillions&filter=last10')).json();
      const inPounds = (api.data.draws as { jackpot: number | null; jackpot_currency: string | null }[]).filter((draw) => draw.jackpot_currency === 'GBP');
      expect(inPounds.length).toBeGreaterThan(0);

      await page.goto(`${texts.prefix}/history/euromillions`);
      const table = page.getByTestId('history-table');
      await expect(table.locator('tbody tr')).toHaveCount(10);
      await expect(table.getByTestId('official-results-link').first()).toHaveAttribute('href', 'https://www.loteriasyapuestas.es/es/resultados/euromillones');
      await expect(table.getByTestId('jackpot-withheld')).toHaveCount(inPounds.length);
      const jackpotCells = table.locator('tbody tr td:nth-child(3)');
      for (const cell of await jackpotCells.all()) await expect(cell).not.toContainText(/[€£]/);
      await expect(page.getByTestId('jackpot-note')).toContainText(texts.pounds);
    });

    test('the freshness line gives the newest stored draw and the last check, on every history tab', async ({ page }) => {
      await answerFreshness(page, false);
      for (const path of ['', '/stats', '/check']) {
        await page.goto(`${texts.prefix}/history/powerball${path}`);
        await expect(page.getByTestId('data-freshness')).toHaveText(texts.fresh);
        await expect(page.getByTestId('data-stale')).toHaveCount(0);
      }
    });

    test('a game without a successful check since a draw a day old is plainly flagged', async ({ page }) => {
      await answerFreshness(page, true);
      await page.goto(`${texts.prefix}/history/powerball`);
      const warning = page.getByRole('status').filter({ hasText: texts.stale });
      await expect(warning).toBeVisible();
      await expect(page.getByTestId('data-stale')).toHaveText(texts.stale);
    });

    test('the freshness line reads the real API: the newest stored draw, the check, and the warning when stale', async ({ page }) => {
      const freshness = (await (await page.request.get('/api/draws/eurojackpot/freshness')).json()).data;
      await page.goto(`${texts.prefix}/history/eurojackpot`);
      const line = page.getByTestId('data-freshness');
      const date = new Intl.DateTimeFormat(texts.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${freshness.latest_draw_date}T00:00:00Z`));
      await expect(line).toContainText(texts.latest(date));
      if (freshness.last_checked_at === null) await expect(line).toContainText(texts.never);
      // The schedule in the e2e system is off: nothing checks for new draws, so after the first draw a day old the game is stale.
      await expect(page.getByTestId('data-stale')).toHaveCount(freshness.stale ? 1 : 0);
    });
  });
}

// The freshness line and its warning come under the tab's section with a request of their own. While
// the section loads it holds a screen's height, so on a phone they arrive out of view: nothing in
// view moves when the section's draws or figures come after them.
for (const path of ['/history/powerball', '/history/powerball/stats']) {
  test(`${path} on a phone: a stale warning that comes before the tab's data moves nothing in view`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await answerFreshness(page, true);
    // The tab's data comes after the freshness answer, as on a slow network.
    let releaseData: () => void = () => undefined;
    const dataHeld = new Promise<void>((resolve) => (releaseData = resolve));
    await page.route(/\/api\/draws(\/powerball\/stats)?(\?|$)/, async (route) => {
      await dataHeld;
      await route.continue();
    });
    await recordLayoutShifts(page);
    // Reached in the application: opened directly, the statistics page is served with its figures.
    if (path.endsWith('/stats')) await openInApp(page, path, () => forgetLayoutShifts(page));
    else await page.goto(path);
    await expect(page.getByTestId('data-stale')).toBeAttached();
    await expect(page.getByTestId('data-stale')).not.toBeInViewport();
    releaseData();
    await expect(page.getByTestId(path.endsWith('stats') ? 'stats-verdict' : 'history-cards')).toBeVisible();
    expect(await layoutShifts(page)).toEqual([]);
  });
}
