// The admin panel (issue 8) in a real browser against the started system, whose ingestion service
// fetches from the provider stand-in (tools/test/e2e-system.ts): the shell's gate for a visitor, a
// plain user and an admin in both languages; every tab and button as the admin, compared with what
// the admin API answers; and the shell working on while the admin remote cannot be reached.
import { expect, routeToNetwork, test, type Page, type Route } from './fixtures.js';
import { adminGet, adminPost, adminSession, expectVisibleAfterRetries, plainUserSession, toast, useSession, watchAdminRemote } from './admin.support.js';
import { E2E_MAGAYO_MONTHLY_QUOTA } from './system-settings.js';

interface GameHealth {
  game: string;
  gameId: string;
  name: string;
  currency: string;
  status: 'success' | 'running' | 'failed' | 'never';
  lastRows: number | null;
  totalDraws: number | null;
  warning: string | null;
}
interface RunResult {
  game: string;
  logId: string;
  status: 'success' | 'failed';
  inserted: number;
  rejected: number;
  total: number;
}
interface GenerationLogEntry {
  requestId: string;
  game: string;
  method: string;
  status: string;
}

const STATUS_TEXT = {
  en: { success: 'Success', running: 'Running', failed: 'Failed', never: 'Never run' },
  es: { success: 'Correcto', running: 'En curso', failed: 'Fallido', never: 'Nunca ejecutado' },
} as const;
const S2_WARNING = { en: 'S-2: Two consecutive 0-row fetches', es: 'S-2: Dos obtenciones seguidas con 0 filas' };
const count = (value: number, language: 'en' | 'es') => new Intl.NumberFormat(language).format(value);

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const healthCard = (page: Page, adminId: string) => page.locator(`li[data-game="${adminId}"]`);
const runRow = (page: Page, game: string) => page.locator(`.admin-runs li[data-game="${game}"]`);

/** Lets the real answer through, changed by `change` (as a provider's odd day would). */
const changedAnswer = (change: (data: RunResult) => RunResult) => async (route: Route) => {
  const response = await route.fetch();
  const body = (await response.json()) as { data: RunResult };
  await route.fulfill({ response, json: { ok: true, data: change(body.data) } });
};

const unavailable = (message: string) => (route: Route) =>
  route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ ok: false, error: message, code: 'UNAVAILABLE' }) });

test.describe('admin gate', () => {
  for (const [language, texts] of Object.entries({
    en: { prefix: '', notifications: 'Notifications', signIn: 'Please sign in to access the admin panel', forbidden: "You don't have permission to access this page" },
    es: {
      prefix: '/es',
      notifications: 'Notificaciones',
      signIn: 'Inicia sesión para acceder al panel de administración',
      forbidden: 'No tienes permiso para acceder a esta página',
    },
  })) {
    test(`a visitor is sent to sign in, without the admin remote being fetched (${language})`, async ({ page }) => {
      const adminRequests = watchAdminRemote(page);
      await page.goto(`${texts.prefix}/data-admin`);
      await expect(toast(page, texts.notifications, texts.signIn)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${texts.prefix}/auth$`));
      expect(adminRequests).toEqual([]);
      // Replaced, not pushed: Back does not return to the refused page.
      await page.goBack();
      expect(page.url()).not.toContain('/data-admin');
    });

    test(`a signed-in user who is not an admin is sent home, without the admin remote being fetched (${language})`, async ({ page, request }) => {
      await useSession(page, await plainUserSession(request));
      const adminRequests = watchAdminRemote(page);
      await page.goto(`${texts.prefix}/data-admin?tab=fetch`);
      await expect(toast(page, texts.notifications, texts.forbidden)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${texts.prefix}/$`));
      await expect(page.locator('main h1').first()).toBeVisible();
      expect(adminRequests).toEqual([]);
    });
  }

  test('an admin gets the panel; when /api/me fails the gate says so and retries instead of redirecting', async ({ page, request }) => {
    await useSession(page, await adminSession(request));
    await page.route('**/api/me', unavailable('The identity service is unavailable'));
    await page.clock.install();
    await page.goto('/data-admin');
    // The role lookup is retried (1 s, 2 s, 4 s) before the gate gives up.
    await expectVisibleAfterRetries(page, page.getByRole('heading', { level: 1, name: 'Your access to the admin panel could not be checked' }));
    await expect(page).toHaveURL(/\/data-admin$/);

    await routeToNetwork(page, '**/api/me');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Data Admin' })).toBeVisible();
    await expect(tab(page, 'Game Health')).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('admin panel (English)', () => {
  test.beforeEach(async ({ page, request }) => {
    await useSession(page, await adminSession(request));
  });

  test('Game Health shows one card per game with the figures of the admin API and the draws count, and the service health', async ({ page, request }) => {
    const session = await adminSession(request);
    // Two runs that insert nothing (the stand-in serves draws already stored) raise the S-2 warning.
    await adminPost(request, session, '/api/admin/fetch-draws', { game: 'eurojackpot' });
    await adminPost(request, session, '/api/admin/fetch-draws', { game: 'eurojackpot' });
    const adminRequests = watchAdminRemote(page);
    await page.goto('/data-admin');
    await expect(page).toHaveTitle('Data Admin – PickWise');
    await expect(page.getByRole('heading', { level: 2, name: 'Game health' })).toBeVisible();
    expect(adminRequests.length).toBeGreaterThan(0);

    const health = await adminGet<{ games: GameHealth[] }>(request, session, '/api/admin/health');
    expect(health.games).toHaveLength(12);
    await expect(page.locator('ul.admin-games > li')).toHaveCount(12);
    for (const game of health.games) {
      const card = healthCard(page, game.game);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(game.name);
      await expect(card).toContainText(game.currency);
      await expect(card.locator('[data-field="status"]')).toHaveText(STATUS_TEXT.en[game.status]);
      await expect(card.locator('[data-field="totalDraws"]')).toHaveText(game.totalDraws === null ? '—' : count(game.totalDraws, 'en'));
      const { data: draws } = (await (await request.get(`/api/draws?game=${game.gameId}&limit=1`)).json()) as { data: { total: number } };
      expect(game.totalDraws).toBe(draws.total);
    }
    const eurojackpot = healthCard(page, 'eurojackpot');
    await expect(eurojackpot.locator('[data-field="status"]')).toHaveText('Success');
    await expect(eurojackpot.locator('[data-field="lastRows"]')).toHaveText('0 rows');
    await expect(eurojackpot.getByText(S2_WARNING.en, { exact: true })).toBeVisible();

    await expect(page.getByRole('heading', { level: 2, name: 'Service health' })).toBeVisible();
    for (const service of ['generation', 'draws', 'jackpots', 'identity', 'ingestion', 'tickets']) {
      await expect(page.locator(`[data-service="${service}"]`)).toHaveAttribute('data-status', 'up');
    }
  });

  test('the tabs answer the arrow keys and keep the open tab in the URL', async ({ page }) => {
    await page.goto('/data-admin');
    await tab(page, 'Game Health').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Data Fetch')).toBeFocused();
    await expect(tab(page, 'Data Fetch')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/data-admin\?tab=fetch$/);
    await page.keyboard.press('End');
    await expect(tab(page, 'Messages')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/data-admin\?tab=messages$/);
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, 'Generation Monitor')).toHaveAttribute('aria-selected', 'true');
    await page.reload();
    await expect(tab(page, 'Generation Monitor')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Generation Monitor' })).toContainText('Generation monitor');
  });

  test('Data Fetch: the schedule, the runs log, Run Now with its states and toast, a new log row, Fetch All Games', async ({ page, request }) => {
    const session = await adminSession(request);
    await page.goto('/data-admin?tab=fetch');
    await expect(page.getByText('Schedule: hourly for EuroMillions and EuroJackpot, daily at 06:15 ET for the others.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bootstrap All 12 Games' })).toBeVisible();

    const table = page.locator('table[data-table="ingest-logs"]');
    await expect(table.locator('caption')).toHaveText('The last 50 ingestion runs, newest first.');
    await expect(table.getByRole('columnheader')).toHaveText(['Game', 'Started', 'Status', 'Rows', 'Time', 'Message']);
    const { logs } = await adminGet<{ logs: Array<{ id: string }> }>(request, session, '/api/admin/ingest-logs?limit=50');
    await expect(table.locator('tbody tr').first()).toHaveAttribute('data-log-id', logs[0]!.id);

    // Run Now: Running, then OK, a toast, and the run at the top of the log.
    let releaseRun: () => void = () => undefined;
    const runHeld = new Promise<void>((resolve) => (releaseRun = resolve));
    await page.route('**/api/admin/fetch-draws', async (route) => {
      await runHeld;
      await route.continue();
    });
    const row = runRow(page, 'powerball');
    await expect(row.locator('[data-field="state"]')).toHaveText('Not run yet');
    const runResponse = page.waitForResponse('**/api/admin/fetch-draws');
    await row.getByRole('button', { name: 'Run Now: Powerball' }).click();
    const busyButton = row.getByRole('button', { name: 'Running' });
    await expect(busyButton).toBeDisabled();
    await expect(busyButton).toHaveAttribute('aria-busy', 'true');
    await expect(row.locator('[data-field="state"]')).toHaveText('Running');
    releaseRun();
    const result = ((await (await runResponse).json()) as { data: RunResult }).data;
    expect(result).toMatchObject({ game: 'powerball', status: 'success' });
    await expect(row.locator('[data-field="state"]')).toHaveText('OK');
    await expect(toast(page, 'Notifications', 'Powerball: Data fetched successfully!')).toBeVisible();
    await expect(table.locator('tbody tr').first()).toHaveAttribute('data-log-id', result.logId);
    await expect(table.locator(`tr[data-log-id="${result.logId}"]`)).toContainText('Powerball');
    await expect(table.locator(`tr[data-log-id="${result.logId}"]`)).toContainText('Success');
    await routeToNetwork(page, '**/api/admin/fetch-draws');

    // Fetch All Games: the five games one after another, with the progress announced.
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/admin/fetch-draws')) fetched.push((request.postDataJSON() as { game: string }).game);
    });
    await page.getByRole('button', { name: 'Fetch All Games' }).click();
    const progress = page.locator('[data-field="fetch-all-progress"]');
    await expect(progress).toHaveAttribute('aria-live', 'polite');
    await expect(progress).toHaveText(/^Fetching [1-5] \/ 5: /);
    await expect(page.getByRole('button', { name: 'Fetching all games…' })).toHaveAttribute('aria-busy', 'true');
    await expect(progress).toHaveText('Fetch All Games finished: 5 OK, 0 with warnings, 0 failed.');
    expect(fetched).toEqual(['powerball', 'mega-millions', 'florida-lotto', 'euromillions', 'eurojackpot']);
    for (const game of fetched) await expect(runRow(page, game).locator('[data-field="state"]')).toHaveText('OK');
  });

  test('Run Now warns when the source had no data or rows were rejected, fails in the spec’s words, and shows a conflict’s message', async ({ page }) => {
    await page.goto('/data-admin?tab=fetch');
    const row = runRow(page, 'mega-millions');
    const runNow = row.getByRole('button', { name: 'Run Now: Mega Millions' });

    await page.route('**/api/admin/fetch-draws', changedAnswer((data) => ({ ...data, inserted: 0, total: 0 })));
    await runNow.click();
    await expect(row.locator('[data-field="state"]')).toHaveText('No data available from source');
    await expect(row.locator('[data-field="state"] .pw-icon[data-icon="warning"]')).toBeVisible();
    await expect(toast(page, 'Notifications', 'Mega Millions: No data available from source')).toBeVisible();

    // The run's toast now lies over this row's button at this window size, and a click can land on it
    // as it slides in: the next runs are started from the keyboard, which no overlay stands in front of.
    await page.route('**/api/admin/fetch-draws', changedAnswer((data) => ({ ...data, rejected: 2 })));
    await runNow.press('Enter');
    await expect(row.locator('[data-field="state"]')).toHaveText('2 rows rejected by the game rules');

    await page.route('**/api/admin/fetch-draws', unavailable('The ingestion service is unavailable'));
    await runNow.press('Enter');
    await expect(row.locator('[data-field="state"]')).toHaveText('Fetch failed');
    await expect(row).toContainText('The ingestion service is unavailable');
    await expect(toast(page, 'Notifications', 'Mega Millions: Failed to fetch data')).toBeVisible();

    await page.route('**/api/admin/fetch-draws', (route) =>
      route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ ok: false, error: 'A run of mega-millions is already in progress', code: 'CONFLICT' }) }),
    );
    await runNow.press('Enter');
    await expect(row.locator('[data-field="state"]')).toHaveText('A run of mega-millions is already in progress');
  });

  test('Paid provider: the usage of the month, Backfill Data with its toast, Bootstrap All shared with Data Fetch', async ({ page, request }) => {
    const session = await adminSession(request);
    await page.goto('/data-admin?tab=provider');
    await expect(page.getByText('10 games use the paid data provider (magayo) for their draws.')).toBeVisible();
    await expect(page.getByText('Backfill Data asks the paid provider for the last 12 months of draws of one game.')).toBeVisible();
    await expect(page.locator('.admin-runs li')).toHaveCount(10);
    await expect(page.locator('.admin-runs li[data-game="powerball"], .admin-runs li[data-game="mega-millions"]')).toHaveCount(0);

    const usage = await adminGet<{ calls: number; monthlyQuota: number; keyConfigured: boolean }>(request, session, '/api/admin/provider-usage');
    expect(usage).toMatchObject({ monthlyQuota: E2E_MAGAYO_MONTHLY_QUOTA, keyConfigured: true });
    await expect(page.locator('[data-field="quota"]')).toHaveText(count(E2E_MAGAYO_MONTHLY_QUOTA, 'en'));
    await expect(page.locator('[data-field="key"]')).toHaveText('Configured');
    await expect(page.locator('[data-field="calls"]')).toHaveText(count(usage.calls, 'en'));
    await expect(page.getByRole('progressbar', { name: 'Monthly quota' })).toHaveAttribute('aria-valuenow', String(Math.round((usage.calls / usage.monthlyQuota) * 100)));

    // EuroMillions is backfilled from the EuroMillions API of the stand-in.
    let releaseBackfill: () => void = () => undefined;
    const backfillHeld = new Promise<void>((resolve) => (releaseBackfill = resolve));
    await page.route('**/api/admin/backfill', async (route) => {
      await backfillHeld;
      await route.continue();
    });
    const backfillResponse = page.waitForResponse('**/api/admin/backfill');
    await runRow(page, 'euromillions').getByRole('button', { name: 'Backfill Data: EuroMillions' }).click();
    await expect(runRow(page, 'euromillions').getByRole('button', { name: 'Backfilling…' })).toHaveAttribute('aria-busy', 'true');
    releaseBackfill();
    const response = await backfillResponse;
    await routeToNetwork(page, '**/api/admin/backfill');
    expect(response.request().postDataJSON()).toEqual({ game: 'euromillions', months: 12 });
    const backfill = ((await response.json()) as { data: RunResult }).data;
    expect(backfill.status).toBe('success');
    const newDraws = `${backfill.inserted} new draw${backfill.inserted === 1 ? '' : 's'}`;
    await expect(toast(page, 'Notifications', `EuroMillions: Backfill complete - ${newDraws}`)).toBeVisible();
    await expect(runRow(page, 'euromillions').locator('[data-field="state"]')).toHaveText(newDraws);

    // La Primitiva's come from magayo, which the stand-in answers only for the dates of the shipped history.
    const failedResponse = page.waitForResponse('**/api/admin/backfill');
    await runRow(page, 'la-primitiva').getByRole('button', { name: 'Backfill Data: La Primitiva' }).click();
    const failed = ((await (await failedResponse).json()) as { data: RunResult & { message: string } }).data;
    expect(failed.status).toBe('failed');
    await expect(toast(page, 'Notifications', `La Primitiva: Backfill failed - ${failed.message}`)).toBeVisible();
    await expect(runRow(page, 'la-primitiva').locator('[data-field="state"]')).toHaveText(`Backfill failed${failed.message}`);
    // The usage is read again after a run.
    const after = await adminGet<{ calls: number }>(request, session, '/api/admin/provider-usage');
    await expect(page.locator('[data-field="calls"]')).toHaveText(count(after.calls, 'en'));

    // One bootstrap for the page: both tabs' buttons show it pending, neither can start a second.
    let releaseBootstrap: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (releaseBootstrap = resolve));
    let bootstraps = 0;
    await page.route('**/api/admin/bootstrap', async (route) => {
      bootstraps += 1;
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Bootstrap All' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Paid Provider' }).getByRole('button', { name: 'Bootstrapping…' })).toHaveAttribute('aria-busy', 'true');
    await tab(page, 'Data Fetch').click();
    const dataFetchBootstrap = page.getByRole('tabpanel', { name: 'Data Fetch' }).getByRole('button', { name: 'Bootstrapping…' });
    await expect(dataFetchBootstrap).toBeDisabled();
    await expect(dataFetchBootstrap).toHaveAttribute('aria-busy', 'true');
    await dataFetchBootstrap.click({ force: true });
    releaseBootstrap();
    await expect(toast(page, 'Notifications', 'Bootstrap complete: 12/12 games fetched, 12/12 statistics computed')).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Data Fetch' }).getByRole('button', { name: 'Bootstrap All 12 Games' })).toBeEnabled();
    expect(bootstraps).toBe(1);
  });

  test('Bootstrap: a partial success warns, a refusal and a failure without an answer are told apart', async ({ page }) => {
    await page.goto('/data-admin?tab=fetch');
    const bootstrap = page.getByRole('button', { name: 'Bootstrap All 12 Games' });

    await page.route('**/api/admin/bootstrap', async (route) => {
      const response = await route.fetch();
      const { data } = (await response.json()) as { data: { results: Array<{ game: string; statsStatus: string }> } };
      const results = data.results.map((game) => (game.game === 'uk-lotto' ? { ...game, statsStatus: 'failed' } : game));
      await route.fulfill({ response, json: { ok: true, data: { ...data, statsSuccess: 11, results } } });
    });
    await bootstrap.click();
    await expect(toast(page, 'Notifications', 'Bootstrap partially complete: 12/12 games fetched, 11/12 statistics computed')).toBeVisible();
    await expect(toast(page, 'Notifications', /^Not complete: UK Lotto\. Took /)).toBeVisible();

    await page.route('**/api/admin/bootstrap', unavailable('The ingestion service is unavailable'));
    await bootstrap.click();
    await expect(toast(page, 'Notifications', 'Bootstrap failed - The ingestion service is unavailable')).toBeVisible();

    await page.route('**/api/admin/bootstrap', (route) => route.abort());
    await bootstrap.click();
    await expect(toast(page, 'Notifications', 'Failed to bootstrap data. Check console for details.')).toBeVisible();
  });

  test('Generation Monitor: the newest real entries, filters sent to the API, Refresh Logs, and View Full Logs paged', async ({ page, request, context }) => {
    const session = await adminSession(request);
    // Other specs generate at the same time: this test reads only its own game and method.
    const filter = 'game=texas-lottery&method=balance';
    const logsOf = (query: string) => adminGet<{ logs: GenerationLogEntry[]; total: number }>(request, session, `/api/admin/generation-logs?${query}`);
    const generate = async () => expect((await request.post('/api/generate', { data: { game: 'texas-lottery', method: 'balance' } })).ok()).toBe(true);
    const before = (await logsOf(`limit=1&${filter}`)).total;
    // Enough generations for a second page of the full log.
    for (let index = 0; index < 101; index += 1) await generate();
    await expect.poll(async () => (await logsOf(`limit=1&${filter}`)).total).toBe(before + 101);

    await page.goto('/data-admin?tab=monitor');
    const table = page.locator('table[data-table="generation-logs"]');
    await expect(table.getByRole('columnheader')).toHaveText(['Time', 'Request ID', 'Game', 'Method', 'Sets', 'Duration (ms)', 'Fallbacks', 'Status']);
    await expect(table.locator('tbody tr')).toHaveCount(50);

    const filtered = page.waitForRequest((request) => request.url().includes('/api/admin/generation-logs') && request.url().includes('method=balance'));
    await page.getByLabel('Method').selectOption('balance');
    expect(new URL((await filtered).url()).searchParams.get('method')).toBe('balance');
    await page.getByLabel('Game').selectOption('texas-lottery');
    const newest = await logsOf(`limit=50&${filter}`);
    await expect(table.locator('tbody tr').first()).toHaveAttribute('data-request-id', newest.logs[0]!.requestId);
    await expect(table.locator('tbody tr:not([data-method="balance"]), tbody tr:not([data-game="texas-lottery"])')).toHaveCount(0);
    await expect(table.locator('tbody tr')).toHaveCount(50);

    // A new generation appears after Refresh Logs.
    await generate();
    await expect.poll(async () => (await logsOf(`limit=1&${filter}`)).total).toBe(before + 102);
    const latest = await logsOf(`limit=1&${filter}`);
    await page.getByRole('button', { name: 'Refresh Logs' }).click();
    await expect(table.locator('tbody tr').first()).toHaveAttribute('data-request-id', latest.logs[0]!.requestId);

    // View Full Logs opens the paged view in a new tab.
    const fullLogs = page.getByRole('link', { name: /View Full Logs/ });
    await expect(fullLogs).toHaveAttribute('href', '/data-admin/generation-logs');
    await expect(fullLogs).toHaveAttribute('target', '_blank');
    await expect(fullLogs).toHaveAttribute('rel', /noopener/);
    const [fullPage] = await Promise.all([context.waitForEvent('page'), fullLogs.click()]);
    await expect(fullPage.getByRole('heading', { level: 1, name: 'Generation log' })).toBeVisible();
    await expect(fullPage.locator('table[data-table="generation-logs"] tbody tr')).toHaveCount(100);
    await fullPage.getByLabel('Game').selectOption('texas-lottery');
    await fullPage.getByLabel('Method').selectOption('balance');
    await expect(fullPage).toHaveURL(/generation-logs\?game=texas-lottery&method=balance$/);
    const pages = Math.ceil((before + 102) / 100);
    await expect(fullPage.getByText(`Page 1 of ${pages}`)).toBeVisible();
    await fullPage.getByRole('button', { name: 'Next' }).click();
    await expect(fullPage).toHaveURL(/generation-logs\?game=texas-lottery&method=balance&page=2$/);
    await expect(fullPage.getByText(`Page 2 of ${pages}`)).toBeVisible();
    const secondPage = await logsOf(`limit=100&offset=100&${filter}`);
    await expect(fullPage.locator('table[data-table="generation-logs"] tbody tr').first()).toHaveAttribute('data-request-id', secondPage.logs[0]!.requestId);
    await fullPage.getByRole('button', { name: 'Previous' }).click();
    await expect(fullPage.getByText(`Page 1 of ${pages}`)).toBeVisible();
    await fullPage.close();
  });

  test('each tab says so when its data cannot be read', async ({ page }) => {
    const refused = (route: Route) =>
      route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ ok: false, error: "You don't have permission to access this page", code: 'FORBIDDEN' }) });
    await page.route('**/api/admin/health', refused);
    await page.route('**/api/admin/ingest-logs*', refused);
    await page.route('**/api/admin/generation-logs*', refused);
    await page.route('**/api/admin/contact-messages*', refused);
    await page.goto('/data-admin');
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch game health status' })).toContainText("You don't have permission to access this page");
    await tab(page, 'Data Fetch').click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch ingest logs' })).toBeVisible();
    await tab(page, 'Generation Monitor').click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch generation logs' })).toBeVisible();
    await tab(page, 'Messages').click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch contact messages' })).toBeVisible();
  });
});

test.describe('admin panel (Spanish)', () => {
  test('tabs, cards, the schedule, Run Now and the full log in Spanish', async ({ page, request }) => {
    const session = await adminSession(request);
    await useSession(page, session);
    // Two runs that insert nothing raise the S-2 warning, in Spanish on a Spanish page.
    await adminPost(request, session, '/api/admin/fetch-draws', { game: 'eurojackpot' });
    await adminPost(request, session, '/api/admin/fetch-draws', { game: 'eurojackpot' });
    await page.goto('/es/data-admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Administración de datos' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Estado de los juegos', 'Obtención de datos', 'Proveedor de pago', 'Monitor de generación', 'Mensajes']);
    const health = await adminGet<{ games: GameHealth[] }>(request, session, '/api/admin/health');
    for (const game of health.games) {
      await expect(healthCard(page, game.game).locator('[data-field="status"]')).toHaveText(STATUS_TEXT.es[game.status]);
      await expect(healthCard(page, game.game).locator('[data-field="totalDraws"]')).toHaveText(game.totalDraws === null ? '—' : count(game.totalDraws, 'es'));
    }
    await expect(healthCard(page, 'eurojackpot').getByText(S2_WARNING.es, { exact: true })).toBeVisible();
    await expect(page.getByText(S2_WARNING.en)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Estado de los servicios' })).toBeVisible();

    await tab(page, 'Obtención de datos').click();
    await expect(page).toHaveURL(/\/es\/data-admin\?tab=fetch$/);
    await expect(page.getByText('Programación: cada hora para EuroMillions y EuroJackpot, a diario a las 06:15 ET para los demás.')).toBeVisible();
    await expect(page.locator('table[data-table="ingest-logs"]').getByRole('columnheader')).toHaveText(['Juego', 'Inicio', 'Estado', 'Filas', 'Tiempo', 'Mensaje']);
    await runRow(page, 'euromillions').getByRole('button', { name: 'Ejecutar ahora: EuroMillions' }).click();
    await expect(runRow(page, 'euromillions').locator('[data-field="state"]')).toHaveText('OK');
    await expect(toast(page, 'Notificaciones', 'EuroMillions: ¡Datos obtenidos correctamente!')).toBeVisible();

    await tab(page, 'Proveedor de pago').click();
    await expect(page.getByText('10 juegos usan el proveedor de datos de pago (magayo) para sus sorteos.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Recuperar datos: UK Lotto' })).toBeVisible();

    await tab(page, 'Monitor de generación').click();
    await expect(page.getByRole('button', { name: 'Actualizar registros' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Ver registros completos/ })).toHaveAttribute('href', '/es/data-admin/generation-logs');
    await page.goto('/es/data-admin/generation-logs');
    await expect(page.getByRole('heading', { level: 1, name: 'Registro de generación' })).toBeVisible();
    await expect(page.getByText(/^Página 1 de \d+$/)).toBeVisible();
  });
});

test.describe('admin remote unreachable', () => {
  test('the public pages keep working and /data-admin says the admin panel could not be loaded', async ({ page, request }) => {
    await useSession(page, await adminSession(request));
    await page.route('**/remotes/admin/**', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('#games').getByRole('article')).toHaveCount(12);
    await page.goto('/generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Generator' })).toBeVisible();

    await page.goto('/data-admin');
    const message = page.getByRole('alert');
    await expect(message.getByRole('heading', { level: 1, name: 'The admin panel could not be loaded' })).toBeVisible();
    await expect(message).toContainText('The rest of PickWise works as usual');
    await expect(message.getByRole('button', { name: 'Try again' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.locator('#games').getByRole('article')).toHaveCount(12);

    await routeToNetwork(page, '**/remotes/admin/**');
    await page.goto('/data-admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Data Admin' })).toBeVisible();
  });
});
