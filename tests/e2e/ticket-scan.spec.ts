// 'Scan a ticket' on My tickets (issue 37) in both languages, on a phone: a photo of the labelled set
// read on the device by the reader worker (every line as printed, the draw date), a number corrected
// on the game's grid with the keyboard, the ticket saved to the account; the network watched the
// whole time (no request carries the photo's bytes, none leaves the site); a photo without a ticket
// refused in words; and, once read online, the reader working offline (its engine files kept by the
// service worker). Axe on the screen with its result.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { scanTicketEn } from '../../frontends/public-site/src/i18n/en-scan-ticket.ts';
import { scanTicketEs } from '../../frontends/public-site/src/i18n/es-scan-ticket.ts';
import { ticketsEn } from '../../frontends/public-site/src/i18n/en-tickets.ts';
import { ticketsEs } from '../../frontends/public-site/src/i18n/es-tickets.ts';
import { historyEn } from '../../frontends/public-site/src/i18n/en-history.ts';
import { historyEs } from '../../frontends/public-site/src/i18n/es-history.ts';
import { poolsEn } from '../../frontends/public-site/src/i18n/en-pools.ts';
import { poolsEs } from '../../frontends/public-site/src/i18n/es-pools.ts';
import { expectNoAxeViolations, pageReady } from './accessibility.support.js';
import { plainUserSession, useSession } from './admin.support.js';
import type { Request } from '@playwright/test';
import { expect, test, type Page } from './fixtures.js';

const IMAGES = path.resolve(import.meta.dirname, '../fixtures/ticket-images');
/** A Powerball ticket of two lines for Monday 14 December 2026, turned and lit as a phone takes it. */
const PHOTO = path.join(IMAGES, 'powerball-2.jpg');
const PRINTED = ['A 10 15 16 29 32 + 24', 'B 12 18 32 38 64 + 14'];

const LANGUAGES = [
  { language: 'en', prefix: '', texts: scanTicketEn.scanTicket, tickets: ticketsEn.tickets, checker: historyEn.checker, pools: poolsEn.pools },
  { language: 'es', prefix: '/es', texts: scanTicketEs.scanTicket, tickets: ticketsEs.tickets, checker: historyEs.checker, pools: poolsEs.pools },
] as const;

/** `{{name}}`-style text up to its first placeholder. */
const before = (text: string) => text.split('{{')[0]!;

/** Every request the page makes from now on, with its body. */
function watchRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => seen.push(request));
  return seen;
}

/** No request carried the photo (any 64-byte run of it in a body) or went to another origin than the site's. */
function expectPhotoNeverSent(requests: readonly Request[], siteOrigin: string): void {
  const photo = readFileSync(PHOTO);
  const probes = [0, 4_096, Math.floor(photo.length / 2)].map((offset) => photo.subarray(offset, offset + 64));
  for (const request of requests) {
    const url = new URL(request.url());
    if (url.protocol === 'blob:' || url.protocol === 'data:') continue;
    expect(url.origin, request.url()).toBe(siteOrigin);
    const body = request.postDataBuffer();
    if (body) for (const probe of probes) expect(body.includes(probe), `${request.method()} ${request.url()} carries the photo`).toBe(false);
  }
}

const lineTexts = (page: Page) => page.getByTestId('scan-result').getByTestId('scan-line').allInnerTexts();

for (const { language, prefix, texts, tickets, checker, pools } of LANGUAGES) {
  test.describe(`scan a ticket (${language})`, () => {
    test('a photo read on the device, a number corrected on the grid, the ticket saved; the photo never sent', async ({ page, request, baseURL }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const session = await plainUserSession(request);
      await useSession(page, session);
      await page.goto(`${prefix}/tickets`);
      await page.getByRole('link', { name: texts.open }).click();
      await expect(page.getByTestId('scan-privacy')).toHaveText(`${texts.privacy} ${texts.notValidation}`);
      const requests = watchRequests(page);

      await page.getByLabel(texts.choose).setInputFiles(PHOTO);
      await expect(page.getByTestId('scan-result')).toBeVisible({ timeout: 60_000 });
      expect((await lineTexts(page)).map((text) => text.replace(/\s+/g, ' ').trim())).toEqual(PRINTED);
      await expect(page.getByTestId('scan-result')).toContainText(before(texts.dates));
      await expect(page.getByRole('img', { name: texts.photoAlt })).toBeVisible();
      await pageReady(page);
      await expectNoAxeViolations(page);

      // The player's check: the form on the game's grid, filled in with what was read; 32 becomes 33 by keyboard.
      await page.getByRole('button', { name: texts.check }).click();
      const mainGrid = page.getByRole('group', { name: new RegExp(`^${before(tickets.form.main)}`) }).first();
      await expect(mainGrid.locator('[aria-pressed="true"]')).toHaveText(['10', '15', '16', '29', '32']);
      await mainGrid.getByRole('button', { name: '32', exact: true }).focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Space');
      await expect(mainGrid.locator('[aria-pressed="true"]')).toHaveText(['10', '15', '16', '29', '33']);
      await page.getByRole('button', { name: tickets.form.save }).click();
      await expect(page.getByTestId('ticket-card').first()).toBeVisible();

      const saved = (await (await request.get('/api/tickets', { headers: { authorization: `Bearer ${session.access_token}` } })).json()) as {
        data: { tickets: Array<{ game: string; firstDrawDate: string; lines: Array<{ main: number[]; special: number[] }> }> };
      };
      expect(saved.data.tickets[0]).toMatchObject({
        game: 'powerball',
        firstDrawDate: '2026-12-14',
        lines: [
          { main: [10, 15, 16, 29, 33], special: [24] },
          { main: [12, 18, 32, 38, 64], special: [14] },
        ],
      });
      expectPhotoNeverSent(requests, new URL(baseURL!).origin);
    });

    test('the ticket checker takes a line read from a photo into its inputs, and checks it once the player presses Check', async ({ page, baseURL }) => {
      await page.goto(`${prefix}/history/powerball/check`);
      await page.getByRole('button', { name: checker.scan }).click();
      const requests = watchRequests(page);
      await page.getByLabel(texts.choose).setInputFiles(PHOTO);
      await expect(page.getByTestId('scan-result')).toBeVisible({ timeout: 60_000 });
      await page.getByRole('button', { name: texts.checkLine.replace('{{label}}', 'B') }).click();
      const inputs = page.locator('.ps-checker-form input');
      await expect.poll(() => inputs.evaluateAll((elements) => elements.map((element) => (element as HTMLInputElement).value))).toEqual(['12', '18', '32', '38', '64', '14']);
      // Nothing is checked before the player asks.
      await expect(page.getByTestId('checker-result')).toBeEmpty();
      await page.getByRole('button', { name: checker.check, exact: true }).click();
      await expect(page.getByTestId('checker-result')).toContainText(before(checker.checkedAgainst));
      expectPhotoNeverSent(requests, new URL(baseURL!).origin);
    });

    test('a pool organiser fills the ticket form from a photo, checks it on the grids and adds it; the photo stays on the device', async ({ page, request, baseURL }) => {
      const organiser = await plainUserSession(request);
      const created = await request.post('/api/pools', {
        headers: { authorization: `Bearer ${organiser.access_token}` },
        data: { name: `Scanned ${language} ${Date.now()}`, games: ['powerball'], shareMode: 'equal', displayName: 'Olivia' },
      });
      expect(created.ok(), await created.text()).toBe(true);
      const pool = ((await created.json()) as { data: { id: string } }).data;
      await useSession(page, organiser);
      await page.goto(`${prefix}/pools/${pool.id}`);
      await page.getByRole('button', { name: pools.ticketForm.scan }).click();
      const requests = watchRequests(page);
      await page.getByLabel(texts.choose).setInputFiles(PHOTO);
      await expect(page.getByTestId('scan-result')).toBeVisible({ timeout: 60_000 });
      await page.getByRole('button', { name: pools.ticketForm.scanFill }).click();
      // The form holds what was read: the draw printed on the ticket, both lines on their grids.
      await expect(page.getByLabel(pools.ticketForm.drawDate, { exact: true })).toHaveValue('2026-12-14');
      const grids = page.getByRole('group', { name: new RegExp(`^${before(tickets.form.main)}`) });
      await expect(grids.nth(0).locator('[aria-pressed="true"]')).toHaveText(['10', '15', '16', '29', '32']);
      await expect(grids.nth(1).locator('[aria-pressed="true"]')).toHaveText(['12', '18', '32', '38', '64']);
      await page.getByRole('button', { name: pools.ticketForm.save }).click();
      await expect(page.getByTestId('pool-ticket').filter({ hasText: '10 15 16 29 32' })).toBeVisible();
      expectPhotoNeverSent(requests, new URL(baseURL!).origin);
    });

    test('a photo without a ticket is refused in words, and the screen offers another', async ({ page }) => {
      await page.goto(`${prefix}/tickets?scan=`);
      // A plain wooden brown, as a PNG made here: no paper on it.
      const table = new PNG({ width: 120, height: 160 });
      for (let i = 0; i < table.data.length; i += 4) table.data.set([122, 82, 48, 255], i);
      const png = PNG.sync.write(table);
      await page.getByLabel(texts.choose).setInputFiles({ name: 'table.png', mimeType: 'image/png', buffer: png });
      await expect(page.getByTestId('scan-failure')).toHaveText(texts.failures['no-ticket'], { timeout: 60_000 });
      await expect(page.getByText(texts.another)).toBeVisible();
    });
  });
}

test('the reader reads offline once it has read a photo online: its engine files are kept by the service worker', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto('/tickets');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 60_000 }).toBe(true);
  await page.goto('/tickets?scan=');
  await page.getByLabel(scanTicketEn.scanTicket.choose).setInputFiles(PHOTO);
  await expect(page.getByTestId('scan-result')).toBeVisible({ timeout: 60_000 });
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('pickwise-assets')).keys()).filter((request) => /\/ticket-reader\/[0-9a-f]{10}\//.test(request.url)).length))
    .toBeGreaterThanOrEqual(3);

  await context.setOffline(true);
  await page.goto('/es/tickets?scan=');
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await page.getByLabel(scanTicketEs.scanTicket.choose).setInputFiles(path.join(IMAGES, 'la-primitiva-1.jpg'));
  await expect(page.getByTestId('scan-result')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('scan-result')).toContainText('La Primitiva');
  await context.close();
});
