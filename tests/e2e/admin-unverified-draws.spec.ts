// Game Health's unverified draws (issue 39, item 2) in a real browser against the started system, in
// English and Spanish: every card of the real answer says whether its draws are all verified; and a
// disputed draw with its sources side by side, opened by keyboard and checked with axe. The started
// system cannot hold such a draw by itself (the stand-in's samples are older than the week
// draws.verification.pending lists; the integration test gateway-admin-routes.spec.ts checks the real
// answer with one), so the disputed draw is put into the real answer of /api/admin/health here.
import type { AdminHealthResponse, AdminUnverifiedDraw } from '@pickwise/contracts';
import { expect, test, type Page, type Route } from './fixtures.js';
import { adminGet, adminSession, useSession } from './admin.support.js';
import { expectNoAxeViolations, pageReady } from './accessibility.support.js';
import { en } from '../../frontends/admin/src/i18n/en.ts';
import { es } from '../../frontends/admin/src/i18n/es.ts';

const LANGUAGES = [
  { lang: 'en', prefix: '', texts: en.gameHealth.unverified, lastDrawDate: 'December 1, 2026' },
  { lang: 'es', prefix: '/es', texts: es.gameHealth.unverified, lastDrawDate: '1 de diciembre de 2026' },
] as const;

const healthCard = (page: Page, adminId: string) => page.locator(`li[data-game="${adminId}"]`);

const DISPUTED: AdminUnverifiedDraw = {
  drawDate: '2026-12-01',
  status: 'disputed',
  firstSeenAt: '2026-12-01T20:30:00.000Z',
  reason: 'disputed',
  jackpotCurrency: 'EUR',
  sources: [
    { provider: 'lottoland', fetchedAt: '2026-12-01T20:30:00.000Z', main: [3, 14, 22, 38, 47], special: [2, 9], bonus: [], jackpot: 57_000_000, payloadSha256: null },
    { provider: 'magayo', fetchedAt: '2026-12-01T20:40:00.000Z', main: [3, 14, 22, 38, 48], special: [2, 9], bonus: [], jackpot: 56_000_000, payloadSha256: null },
  ],
};

/** The real answer, with EuroJackpot holding the disputed draw. */
async function withDisputedDraw(route: Route) {
  const response = await route.fetch();
  const body = (await response.json()) as { data: AdminHealthResponse };
  const games = body.data.games.map((game) => (game.game === 'eurojackpot' ? { ...game, unverifiedDraws: [DISPUTED], unverifiedCount: 1 } : game));
  await route.fulfill({ response, json: { ok: true, data: { ...body.data, games } } });
}

for (const { lang, prefix, texts, lastDrawDate } of LANGUAGES) {
  test.describe(`Game Health's unverified draws (${lang})`, () => {
    test.beforeEach(async ({ page, request }) => {
      await useSession(page, await adminSession(request));
    });

    test('each card of the real answer says whether every draw is verified', async ({ page, request }) => {
      const health = await adminGet<AdminHealthResponse>(request, await adminSession(request), '/api/admin/health');
      await page.goto(`${prefix}/data-admin`);
      await expect(page.locator('ul.admin-games > li')).toHaveCount(12);
      for (const game of health.games) {
        const unverified = healthCard(page, game.game).locator('[data-field="unverified"]');
        if (game.unverifiedCount === 0) await expect(unverified).toHaveText(texts.none);
        else await expect(unverified.locator('summary')).toContainText(String(game.unverifiedCount));
      }
    });

    test('a disputed draw opens by keyboard with its sources side by side, the differences said in words, and axe finds nothing', async ({ page }) => {
      await page.route('**/api/admin/health', withDisputedDraw);
      await page.goto(`${prefix}/data-admin`);
      const card = healthCard(page, 'eurojackpot');
      const summary = card.locator('summary');
      await expect(summary).toHaveText(texts.count_one.replace('{{count}}', '1'));

      await summary.focus();
      await page.keyboard.press('Enter');
      const draw = card.getByRole('region', { name: `${texts.drawHeading.replace('{{date}}', lastDrawDate)} ${texts.status.disputed}`, exact: true });
      await expect(draw).toHaveAttribute('data-draw-date', DISPUTED.drawDate);
      const sources = card.getByRole('region', { name: texts.sourcesCaption.replace('{{date}}', lastDrawDate), exact: true });
      await expect(sources).toBeVisible();
      await expect(card.locator('[data-field="reason"]')).toHaveText(texts.reason.disputed);
      await expect(card.locator('[data-field="firstSeen"] time')).toHaveAttribute('datetime', DISPUTED.firstSeenAt);

      const table = sources.getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveText([`lottoland ${texts.kept}`, 'magayo']);
      const differs = texts.differs.replace('{{provider}}', 'lottoland');
      const row = (field: string) => table.locator(`tr[data-row="${field}"] td`);
      await expect(row('main')).toHaveText(['3 14 22 38 47', `3 14 22 38 48 ${differs}`]);
      await expect(row('main').nth(1).locator('mark')).toHaveText('48');
      await expect(row('special')).toHaveText(['2 9', '2 9']);
      await expect(row('bonus')).toHaveText([texts.notGiven, texts.notGiven]);
      const jackpot = (amount: number) => new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(amount);
      await expect(row('jackpot')).toHaveText([jackpot(57_000_000), `${jackpot(56_000_000)} ${differs}`]);

      // The table scrolls sideways on a narrow screen: reachable by Tab from the summary.
      await page.keyboard.press('Tab');
      await expect(sources).toBeFocused();
      await pageReady(page);
      await expectNoAxeViolations(page);

      await summary.focus();
      await page.keyboard.press('Enter');
      await expect(sources).toBeHidden();
    });
  });
}
