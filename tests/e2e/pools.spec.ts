// Pools (issue 36) in both languages: a signed-out visitor's sign-in prompt; a pool made by keyboard
// on /pools, an invitation link opened by a second account in a browser context of its own, the
// member approved, the agreement accepted, a ticket typed on the grid for an open draw (at least two
// days ahead, so its sales are open) and the draw sealed by the organiser showing its hash; then the
// evidence pack (downloaded through the API with the organiser's token) verified by the verification
// page signed out, and the same pack with one byte of a record changed refused, naming seal 1. axe on
// each screen.
import { findGame, scheduledDrawDates } from '@pickwise/lottery';
import { poolsEn } from '../../frontends/public-site/src/i18n/en-pools.ts';
import { poolsEs } from '../../frontends/public-site/src/i18n/es-pools.ts';
import { ticketsEn } from '../../frontends/public-site/src/i18n/en-tickets.ts';
import { ticketsEs } from '../../frontends/public-site/src/i18n/es-tickets.ts';
import { plainUserSession, useSession } from './admin.support.js';
import { expectNoAxeViolations, pageReady } from './accessibility.support.js';
import type { Browser } from '@playwright/test';
import { calendarLinkEn } from '../../frontends/public-site/src/i18n/en-calendar-link.ts';
import { calendarLinkEs } from '../../frontends/public-site/src/i18n/es-calendar-link.ts';
import { expect, preparePage, test, type APIRequestContext, type Page } from './fixtures.js';

const LANGUAGES = [
  { language: 'en', prefix: '', texts: poolsEn.pools, form: ticketsEn.tickets.form, poolsLink: calendarLinkEn.calendarLink.pools },
  { language: 'es', prefix: '/es', texts: poolsEs.pools, form: ticketsEs.tickets.form, poolsLink: calendarLinkEs.calendarLink.pools },
] as const;

interface PoolView {
  id: string;
  members: Array<{ memberId: string; displayName: string | null; status: string; acceptedVersion: number | null }>;
  draws: Array<{ game: string; date: string; status: string; seal: { hash: string; sequence: number } | null; tickets: Array<{ lines: Array<{ main: number[]; special: number[] }> }> }>;
}

async function poolOf(request: APIRequestContext, token: string, id: string): Promise<PoolView> {
  const response = await request.get(`/api/pools/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: PoolView }).data;
}

/** `{{name}}`-style text up to its first placeholder. */
const before = (text: string) => text.split('{{')[0]!;
/** A text with its placeholders filled in. */
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name]));

/** Powerball's first scheduled draw at least two days ahead: its sales are surely open. */
function openPowerballDraw(): string {
  const day = 86_400_000;
  const since = new Date(Date.now() + 2 * day).toISOString().slice(0, 10);
  const until = new Date(Date.now() + 30 * day).toISOString().slice(0, 10);
  return scheduledDrawDates(findGame('powerball')!, since, until)[0]!;
}

/** A browser context of its own (another person's browser), with the fixture's page behaviour. */
async function otherBrowser(browser: Browser, baseURL: string | undefined): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  preparePage(page, true);
  return { page, close: () => context.close() };
}

for (const { language, prefix, texts, form, poolsLink } of LANGUAGES) {
  test.describe(`pools (${language})`, () => {
    test('My tickets links Pools, which asks a signed-out visitor to sign in', async ({ page }) => {
      await page.goto(`${prefix}/tickets`);
      await page.getByRole('link', { name: poolsLink }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/pools$`));
      await expect(page.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
      await expect(page.getByTestId('pools-sign-in')).toContainText(texts.signInNeeded);
      await expect(page.getByTestId('pools-sign-in').getByRole('link', { name: texts.signIn })).toHaveAttribute('href', `${prefix}/auth`);
      await pageReady(page);
      await expectNoAxeViolations(page);
    });

    test('a pool made, joined by invitation, approved, its ticket added on the grid and its draw sealed; its evidence pack verified, and refused once altered', async ({ page, request, browser, baseURL }) => {
      test.setTimeout(240_000);
      const organiser = await plainUserSession(request);
      const member = await plainUserSession(request);
      const poolName = `Office ${language} ${Date.now()}`;

      // My pools, and the pool made with the keyboard (Enter in the last field sends the form).
      await useSession(page, organiser);
      await page.goto(`${prefix}/pools`);
      await expect(page.getByRole('heading', { level: 2, name: texts.list.heading })).toBeVisible();
      await expect(page.getByText(texts.list.none)).toBeVisible();
      // The agreement is the template in both languages, the page's language first.
      await expect(page.getByLabel(language === 'en' ? texts.create.agreementEn : texts.create.agreementEs)).toHaveValue(new RegExp(language === 'en' ? '^Pool agreement' : '^Acuerdo de la peña'));
      await pageReady(page);
      await expectNoAxeViolations(page);
      await page.getByLabel(texts.create.name).fill(poolName);
      await page.getByRole('checkbox', { name: 'Powerball', exact: true }).check();
      await page.getByRole('group', { name: texts.create.games }).getByRole('checkbox', { name: 'EuroMillions' }).press('Space');
      await page.getByLabel(texts.create.displayName).fill('Olivia');
      await page.getByLabel(texts.create.displayName).press('Enter');
      await expect(page.getByRole('heading', { level: 2, name: poolName })).toBeVisible();
      const poolId = new URL(page.url()).pathname.split('/').pop()!;
      expect(page.url()).toMatch(new RegExp(`${prefix}/pools/[0-9a-f-]{36}$`));
      await expect(page.getByText(texts.page.role.organiser)).toBeVisible();

      // An invitation link, for a day.
      await page.getByRole('button', { name: texts.invitations.create }).click();
      const linkField = page.getByTestId('invitation-link');
      await expect(linkField).toHaveValue(new RegExp(`^${baseURL}${prefix}/pools/join/[A-Za-z0-9_-]{43}$`));
      const invitation = await linkField.inputValue();
      await expect(page.getByTestId('pool-invitation')).toHaveCount(1);

      // The second account opens it in its own browser and asks to join.
      const second = await otherBrowser(browser, baseURL);
      try {
        await useSession(second.page, member);
        await second.page.goto(invitation);
        await expect(second.page.getByRole('heading', { level: 2, name: poolName })).toBeVisible();
        await expect(second.page.getByText('Olivia')).toBeVisible();
        await expect(second.page.getByTestId('agreement-text')).toContainText(language === 'en' ? 'Pool agreement' : 'Acuerdo de la peña');
        await pageReady(second.page);
        await expectNoAxeViolations(second.page);
        await second.page.getByLabel(texts.join.displayName).fill('Mateo');
        await second.page.getByLabel(texts.join.displayName).press('Enter');
        await expect(second.page.getByTestId('join-outcome')).toContainText(texts.join.joined);

        // The organiser approves Mateo.
        await page.reload();
        await page.getByRole('button', { name: fill(texts.members.approve, { name: 'Mateo' }) }).click();
        await expect(page.getByRole('button', { name: fill(texts.members.approve, { name: 'Mateo' }) })).toHaveCount(0);
        await expect.poll(async () => (await poolOf(request, organiser.access_token, poolId)).members.find((listed) => listed.displayName === 'Mateo')?.status).toBe('active');

        // Mateo finds the pool in his list and accepts the agreement by keyboard.
        await second.page.goto(`${prefix}/pools`);
        await second.page.getByRole('link', { name: poolName }).click();
        await expect(second.page.getByText(texts.page.role.member)).toBeVisible();
        const accept = second.page.getByRole('button', { name: texts.agreement.accept });
        await accept.focus();
        await second.page.keyboard.press('Enter');
        await expect(second.page.getByText(texts.agreement.acceptedYou)).toBeVisible();
        await expect(second.page.getByTestId('agreement-accepted-by')).toContainText('Mateo');
        // The other language is one click away.
        await second.page.getByRole('button', { name: texts.agreement.showOther }).click();
        await expect(second.page.getByTestId('agreement-text')).toHaveAttribute('lang', language === 'en' ? 'es' : 'en');
        await pageReady(second.page);
        await expectNoAxeViolations(second.page);
      } finally {
        await second.close();
      }
      const accepted = await poolOf(request, organiser.access_token, poolId);
      expect(accepted.members.find((listed) => listed.displayName === 'Mateo')?.acceptedVersion).toBe(1);

      // A ticket typed on the grid with the keyboard, for a draw whose sales are open.
      await page.reload();
      const drawDate = openPowerballDraw();
      await page.getByLabel(texts.ticketForm.game, { exact: true }).selectOption('powerball');
      await page.getByLabel(texts.ticketForm.drawDate, { exact: true }).selectOption(drawDate);
      const mainGrid = page.getByRole('group', { name: new RegExp(`^${before(form.main)}`) });
      await mainGrid.getByRole('button', { name: '1', exact: true }).focus();
      await page.keyboard.press('Space');
      for (const key of ['ArrowRight', 'Space', 'ArrowRight', 'Space', 'ArrowDown', 'Enter', 'ArrowDown', 'Enter']) await page.keyboard.press(key);
      await expect(mainGrid.locator('[aria-pressed="true"]')).toHaveText(['1', '2', '3', '10', '17']);
      await page.getByRole('group', { name: /^Powerball/ }).getByRole('button', { name: '4', exact: true }).focus();
      await page.keyboard.press('Space');
      await page.getByRole('button', { name: texts.ticketForm.save }).click();
      const draw = page.getByTestId('pool-draw');
      await expect(draw).toHaveCount(1);
      await expect(draw.getByTestId('pool-ticket-line')).toContainText('1 2 3 10 17');
      await expect(draw.getByTestId('pool-ticket-line')).toContainText('Powerball 4');
      await expect(draw.getByTestId('pool-draw-status')).toContainText(before(texts.draws.open));

      // Sealed by the organiser with the keyboard: the status and the full hash, as the API has it.
      const seal = draw.getByRole('button', { name: new RegExp(`^${before(texts.draws.sealLabel)}`) });
      await seal.focus();
      await page.keyboard.press('Enter');
      await expect(draw.getByTestId('pool-draw-status')).toContainText(fill(before(texts.draws.sealed), {}));
      const sealed = (await poolOf(request, organiser.access_token, poolId)).draws[0]!;
      expect(sealed).toMatchObject({ game: 'powerball', date: drawDate, status: 'sealed', seal: { sequence: 1 } });
      await expect(draw.getByTestId('seal-hash')).toHaveText(sealed.seal!.hash);
      expect(sealed.tickets[0]!.lines).toEqual([{ main: [1, 2, 3, 10, 17], special: [4] }]);
      await expect(page.getByTestId('pool-split-rule')).toContainText(texts.split.rule);
      await pageReady(page);
      await expectNoAxeViolations(page);

      // My pools lists it with the newest seal's hash, shortened, the full one a click away.
      await page.goto(`${prefix}/pools`);
      const card = page.getByTestId('pool-card').filter({ hasText: poolName });
      await expect(card).toContainText(`${sealed.seal!.hash.slice(0, 8)}…${sealed.seal!.hash.slice(-8)}`);
      await card.locator('summary').click();
      await expect(card.getByTestId('pool-card-hash')).toHaveText(sealed.seal!.hash);

      // The evidence pack, as the API gives it to the organiser, checked signed out: verified, then refused once altered.
      const response = await request.get(`/api/pools/${poolId}/evidence`, { headers: { authorization: `Bearer ${organiser.access_token}` } });
      expect(response.ok(), await response.text()).toBe(true);
      expect(response.headers()['content-disposition']).toContain(`pickwise-pool-${poolId}.json`);
      const pack = await response.text();
      const visitor = await otherBrowser(browser, baseURL);
      try {
        const verify = visitor.page;
        await verify.goto(`${prefix}/pools/verify`);
        await expect(verify.getByRole('heading', { level: 1, name: texts.verify.heading })).toBeVisible();
        const file = verify.getByLabel(texts.verify.file);
        await file.setInputFiles({ name: `pickwise-pool-${poolId}.json`, mimeType: 'application/json', buffer: Buffer.from(pack) });
        const outcome = verify.getByTestId('verify-outcome');
        await expect(outcome).toContainText(fill(texts.verify.verified, { seals: fill(texts.verify.seals_one, { count: 1 }), photos: fill(texts.verify.photos_other, { count: 0 }) }));
        await pageReady(verify);
        await expectNoAxeViolations(verify);

        // One byte of the sealed record changed: the last digit of its first ticket's price per line (in cents).
        // The first linePrice of the file is seal 1's (the seals come before the agreements and photos).
        const price = /"linePrice":\s*\d+/.exec(pack)!;
        const changed = price[0].replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));
        const tampered = `${pack.slice(0, price.index)}${changed}${pack.slice(price.index + price[0].length)}`;
        expect(tampered.length).toBe(pack.length);
        await file.setInputFiles({ name: 'tampered.json', mimeType: 'application/json', buffer: Buffer.from(tampered) });
        await expect(outcome).toContainText(fill(texts.verify.problems_one, { count: 1 }));
        const sealWords = fill(texts.problems.seal, { sequence: 1, game: 'Powerball', date: '' }).replace(/\)$/, '');
        await expect(verify.getByTestId('verify-problems').getByRole('listitem')).toHaveCount(1);
        await expect(verify.getByTestId('verify-problems')).toContainText(sealWords);
        await expect(verify.getByTestId('verify-problems')).toContainText(fill(texts.problems['seal-hash'], { seal: '' }).trim().replace(/^: /, ''));
        await expectNoAxeViolations(verify);
      } finally {
        await visitor.close();
      }
    });
  });
}
