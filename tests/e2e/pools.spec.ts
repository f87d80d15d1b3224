// Pools (issue 36) in both languages: a signed-out visitor's sign-in prompt; a pool made by keyboard
// on /pools, an invitation link opened by a second account in a browser context of its own, the
// member approved, the agreement accepted, a ticket typed on the grid for an open draw (at least two
// days ahead, so its sales are open) and the draw sealed by the organiser showing its hash; then the
// evidence pack (downloaded through the API with the organiser's token) verified by the verification
// page signed out, and the same pack with one byte of a record changed refused, naming seal 1. axe on
// each screen. Then the other ways a pool's ticket comes (en and es, one organiser and pool): a
// generated set through its 'Add to a pool' link and My pools' chooser, listed on the pool's page with
// its origin in words; and a saved ticket of one draw moved from My tickets, which then leaves them.
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
import { poolLinkEn } from '../../frontends/public-site/src/i18n/en-pool-link.ts';
import { poolLinkEs } from '../../frontends/public-site/src/i18n/es-pool-link.ts';
import { expect, preparePage, test, type APIRequestContext, type Page } from './fixtures.js';

const LANGUAGES = [
  { language: 'en', prefix: '', texts: poolsEn.pools, form: ticketsEn.tickets.form, poolsLink: calendarLinkEn.calendarLink.poolsLink, poolLink: poolLinkEn.poolLink, generateNow: 'Generate Now' },
  { language: 'es', prefix: '/es', texts: poolsEs.pools, form: ticketsEs.tickets.form, poolsLink: calendarLinkEs.calendarLink.poolsLink, poolLink: poolLinkEs.poolLink, generateNow: 'Generar ahora' },
] as const;

interface PoolView {
  id: string;
  members: Array<{ memberId: string; displayName: string | null; status: string; acceptedVersion: number | null }>;
  draws: Array<{ game: string; date: string; status: string; seal: { hash: string; sequence: number } | null; tickets: Array<{ origin: string; lines: Array<{ main: number[]; special: number[] }> }> }>;
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

/** Powerball's first scheduled draw at least two days ahead (or the one after it): its sales are surely open. */
function openPowerballDraw(index = 0): string {
  const day = 86_400_000;
  const since = new Date(Date.now() + 2 * day).toISOString().slice(0, 10);
  const until = new Date(Date.now() + 30 * day).toISOString().slice(0, 10);
  return scheduledDrawDates(findGame('powerball')!, since, until)[index]!;
}

/** A call with the session's token; the `data` of the envelope. */
async function apiCall<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, data?: object): Promise<T> {
  const response = await request.fetch(path, { method, headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A browser context of its own (another person's browser), with the fixture's page behaviour. */
async function otherBrowser(browser: Browser, baseURL: string | undefined): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  preparePage(page, true);
  return { page, close: () => context.close() };
}

for (const { language, prefix, texts, form, poolsLink, poolLink, generateNow } of LANGUAGES) {
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

    test('a generated set added to a pool with Add to a pool, and a one-draw ticket moved from My tickets', async ({ page, request }) => {
      test.setTimeout(180_000);
      const organiser = await plainUserSession(request);
      const token = organiser.access_token;
      const poolName = `Syndicate ${language} ${Date.now()}`;
      const pool = await apiCall<{ id: string }>(request, token, 'POST', '/api/pools', { name: poolName, games: ['powerball'], shareMode: 'equal', displayName: 'Olivia' });
      await useSession(page, organiser);

      // A generated set's 'Add to a pool' opens My pools' chooser with its line, the pool and the open draws.
      await page.goto(`${prefix}/games/powerball/generate?method=random`);
      await page.getByRole('button', { name: generateNow }).click();
      const firstSet = page.getByTestId('result-set').first();
      await expect(firstSet.getByTestId('main-numbers').getByRole('listitem')).toHaveCount(5);
      await expect(firstSet.getByTestId('special-numbers').getByRole('listitem')).toHaveCount(1);
      const main = (await firstSet.getByTestId('main-numbers').getByRole('listitem').allTextContents()).map(Number).sort((a, b) => a - b);
      const special = (await firstSet.getByTestId('special-numbers').getByRole('listitem').allTextContents()).map(Number);
      await firstSet.getByRole('link', { name: fill(poolLink.setLabel, { n: 1 }) }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/pools\\?add=powerball&.*origin=generated`));
      const chooser = page.getByTestId('pool-chooser');
      await expect(chooser.getByRole('heading', { level: 2, name: texts.add.heading })).toBeVisible();
      await expect(chooser.getByTestId('pool-chooser-lines')).toContainText(main.join(' '));
      await expect(chooser.getByTestId('pool-chooser-lines')).toContainText(`Powerball ${special[0]}`);
      await expect(chooser.getByLabel(texts.add.pool, { exact: true })).toHaveValue(pool.id);
      const drawDate = openPowerballDraw();
      await chooser.getByLabel(texts.add.draw, { exact: true }).selectOption(drawDate);
      await pageReady(page);
      await expectNoAxeViolations(page);
      await chooser.getByRole('button', { name: texts.add.submit }).click();

      // The pool's page opens, its heading focused and the outcome said; the ticket shows where it came from.
      await expect(page).toHaveURL(new RegExp(`${prefix}/pools/${pool.id}$`));
      await expect(page.getByRole('heading', { level: 2, name: poolName })).toBeFocused();
      await expect(page.getByTestId('pool-added')).toContainText(before(texts.add.added_one));
      const generated = page.getByTestId('pool-ticket').filter({ hasText: main.join(' ') });
      await expect(generated).toContainText(fill(texts.draws.origin.label, { origin: texts.draws.origin.generated }));
      const afterAdd = await poolOf(request, token, pool.id);
      expect(afterAdd.draws.find((draw) => draw.date === drawDate)?.tickets).toEqual([expect.objectContaining({ origin: 'generated', lines: [{ main, special }] })]);

      // A saved ticket of one open draw: 'Move to a pool' on its card, the chooser with its draw, and it leaves My tickets.
      const moveDate = openPowerballDraw(1);
      const saved = await apiCall<{ id: string }>(request, token, 'POST', '/api/tickets', { game: 'powerball', lines: [{ main: [5, 12, 23, 34, 45], special: [6] }], firstDrawDate: moveDate, draws: 1, label: 'Office line' });
      await page.goto(`${prefix}/tickets`);
      const card = page.getByTestId('ticket-card').filter({ hasText: 'Office line' });
      await card.getByRole('link', { name: fill(poolLink.moveLabel, { name: 'Office line' }) }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/pools\\?from=${saved.id}$`));
      await expect(chooser.getByRole('heading', { level: 2, name: texts.add.moveHeading })).toBeVisible();
      await expect(chooser.getByTestId('pool-chooser-lines')).toContainText('5 12 23 34 45');
      await expect(chooser.getByLabel(texts.add.draw, { exact: true })).toHaveValue(moveDate);
      await pageReady(page);
      await expectNoAxeViolations(page);
      const move = chooser.getByRole('button', { name: texts.add.submitMove });
      await move.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${prefix}/pools/${pool.id}$`));
      await expect(page.getByTestId('pool-added')).toContainText(before(texts.add.moved));
      await expect(page.getByTestId('pool-ticket').filter({ hasText: '5 12 23 34 45' })).toContainText(fill(texts.draws.origin.label, { origin: texts.draws.origin['my-tickets'] }));
      const afterMove = await poolOf(request, token, pool.id);
      expect(afterMove.draws.find((draw) => draw.date === moveDate)?.tickets).toEqual([expect.objectContaining({ origin: 'my-tickets', lines: [{ main: [5, 12, 23, 34, 45], special: [6] }] })]);
      expect((await apiCall<{ tickets: Array<{ id: string }> }>(request, token, 'GET', '/api/tickets')).tickets).toEqual([]);
      const listRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/tickets' && response.request().method() === 'GET');
      await page.goto(`${prefix}/tickets`);
      await listRead;
      await expect(page.getByTestId('ticket-card')).toHaveCount(0);
    });
  });
}
