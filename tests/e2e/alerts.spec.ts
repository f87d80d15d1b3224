// Alerts (issue 27) in both languages: a signed-in player's preferences saved and read back, the
// jackpot amount checked; the e-mail's unsubscribe page with a real token (nothing sent on opening);
// this browser's notifications turned on and off against the e2e system's push-service stand-in, a
// push delivered to the real service worker shown as a notification with the badge, and My tickets
// closing the results' notifications (headless Chromium has no notification platform: the test keeps
// one in the worker and the page); the
// player's calendar address made and replaced; the game page's webcal link; axe on the screens.
import { unsubscribeToken } from '../../services/notifications/src/unsubscribe/unsubscribe-token.ts';
import { alertsEn } from '../../frontends/public-site/src/i18n/en-alerts.ts';
import { alertsEs } from '../../frontends/public-site/src/i18n/es-alerts.ts';
import { calendarLinkEn } from '../../frontends/public-site/src/i18n/en-calendar-link.ts';
import { calendarLinkEs } from '../../frontends/public-site/src/i18n/es-calendar-link.ts';
import { plainUserSession, useSession } from './admin.support.js';
import { expectNoAxeViolations, pageReady } from './accessibility.support.js';
import { expect, preparePage, test, type APIRequestContext, type Page } from './fixtures.js';
import { E2E_PUSH_SERVICE_URL, E2E_UNSUBSCRIBE_SECRET } from './system-settings.js';

const LANGUAGES = [
  { language: 'en', prefix: '', texts: alertsEn, links: calendarLinkEn.calendarLink },
  { language: 'es', prefix: '/es', texts: alertsEs, links: calendarLinkEs.calendarLink },
] as const;

interface Rule {
  kind: 'results' | 'jackpot' | 'reminder';
  game: string;
  push: boolean;
  email: boolean;
  threshold?: number;
}

interface PreferencesView {
  rules: Rule[];
  pushDevices: number;
  language: 'en' | 'es';
  paused: boolean;
  jackpotsAbove: string[];
}

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'PUT', path: string, data?: object): Promise<T> {
  const response = await request.fetch(path, { method, headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const preferencesOf = (request: APIRequestContext, token: string) => api<PreferencesView>(request, token, 'GET', '/api/notifications/preferences');

/** The user id inside an access token (its `sub`), for the unsubscribe token the service would mail. */
const userIdOf = (accessToken: string) => (JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;

const vapidPublicKey = async (request: APIRequestContext) => ((await (await request.get('/api/notifications/vapid-public-key')).json()) as { data: { publicKey: string } }).data.publicKey;

const alertsHeading = (page: Page, texts: (typeof LANGUAGES)[number]['texts']) => page.getByRole('heading', { level: 2, name: texts.alerts.form.heading });

for (const { language, prefix, texts, links } of LANGUAGES) {
  const form = texts.alerts.form;
  test.describe(`alerts (${language})`, () => {
    test('results of Powerball by e-mail, saved and read back; the jackpot amount is checked; the profile takes the page’s language', async ({ page, request }) => {
      const session = await plainUserSession(request);
      await useSession(page, session);
      await page.goto(`${prefix}/alerts`);
      await expect(page.getByRole('heading', { level: 1, name: texts.alerts.heading })).toBeVisible();
      await expect(alertsHeading(page, texts)).toBeVisible();

      // Everything is off until the player turns it on.
      await expect(page.getByRole('switch', { checked: true })).toHaveCount(0);
      const resultsByEmail = page.getByRole('switch', { name: fill(form.channelLabel.results.email, { game: 'Powerball' }) });
      await resultsByEmail.check();

      // A jackpot alert needs an amount, a whole one.
      await page.getByRole('switch', { name: fill(form.channelLabel.jackpot.push, { game: 'EuroMillions' }) }).check();
      const amount = page.getByRole('textbox', { name: fill(form.thresholdLabel, { game: 'EuroMillions', currency: 'EUR' }) });
      await page.getByRole('button', { name: form.save }).click();
      await expect(page.getByRole('alert').filter({ hasText: form.fixErrors })).toBeVisible();
      await expect(amount).toHaveAttribute('aria-invalid', 'true');
      await expect(amount).toBeFocused();
      await expect(amount).toHaveAccessibleDescription(form.thresholdProblems.missing);
      await amount.fill(language === 'en' ? '100.5' : '100,5');
      await page.getByRole('button', { name: form.save }).click();
      await expect(amount).toHaveAccessibleDescription(form.thresholdProblems.notWhole);
      await amount.fill(language === 'en' ? '100,000,000' : '100.000.000');
      await page.getByRole('button', { name: form.save }).click();
      await expect(page.getByTestId('alerts-status')).toHaveText(form.saved);

      const saved = await preferencesOf(request, session.access_token);
      expect(saved.rules).toEqual(
        expect.arrayContaining([
          { kind: 'results', game: 'powerball', push: false, email: true },
          { kind: 'jackpot', game: 'euromillions', push: true, email: false, threshold: 100_000_000 },
        ]),
      );
      expect(saved.rules).toHaveLength(2);
      // The signed-in site keeps the profile's language: the messages follow the page's.
      await expect.poll(async () => (await preferencesOf(request, session.access_token)).language).toBe(language);

      await page.reload();
      await expect(resultsByEmail).toBeChecked();
      await expect(page.getByRole('switch', { name: fill(form.channelLabel.results.push, { game: 'Powerball' }) })).not.toBeChecked();
      await expect(amount).toHaveValue(language === 'en' ? '100,000,000' : '100.000.000');
      await expect(page.getByText(fill(form.language, { language: form.languageNames[language] }))).toBeVisible();
      await pageReady(page);
      await expectNoAxeViolations(page);
    });

    test('the unsubscribe page stops the e-mails of a real token only when its button is pressed', async ({ page, request }) => {
      const session = await plainUserSession(request);
      await api(request, session.access_token, 'PUT', '/api/notifications/preferences', {
        rules: [
          { kind: 'results', game: 'powerball', push: true, email: true },
          { kind: 'reminder', game: 'euromillions', push: false, email: true },
        ],
      });
      const token = unsubscribeToken(E2E_UNSUBSCRIBE_SECRET, userIdOf(session.access_token));

      // No session in this page: the e-mail's reader may read it anywhere.
      await page.goto(`${prefix}/unsubscribe?token=${token}`);
      await expect(page.getByRole('heading', { level: 1, name: texts.unsubscribe.heading })).toBeVisible();
      await pageReady(page);
      // Opening the link (as a mail scanner does) changes nothing.
      expect((await preferencesOf(request, session.access_token)).rules.filter((rule) => rule.email)).toHaveLength(2);
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: texts.unsubscribe.confirm }).click();
      await expect(page.getByTestId('unsubscribe-status')).toContainText(texts.unsubscribe.done);
      const after = await preferencesOf(request, session.access_token);
      expect(after.rules.filter((rule) => rule.email)).toEqual([]);
      // Notifications stay as they were.
      expect(after.rules).toContainEqual({ kind: 'results', game: 'powerball', push: true, email: false });
      await expect(page.getByRole('link', { name: texts.unsubscribe.alertsLink })).toHaveAttribute('href', `${prefix}/alerts`);

      // A token made with another secret is no token.
      await page.goto(`${prefix}/unsubscribe?token=${unsubscribeToken('another secret of at least thirty-two characters', userIdOf(session.access_token))}`);
      await page.getByRole('button', { name: texts.unsubscribe.confirm }).click();
      await expect(page.getByRole('alert')).toHaveText(texts.unsubscribe.invalid);
    });

    test('the player’s calendar address is shown once, and a new one replaces it', async ({ page, request }) => {
      const session = await plainUserSession(request);
      await useSession(page, session);
      await page.goto(`${prefix}/tickets`);
      await page.getByRole('link', { name: links.mine }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/alerts#calendar$`));
      await expect(page.locator('#calendar')).toBeFocused();
      const calendar = texts.alerts.calendar;
      await expect(page.getByText(calendar.inactive)).toBeVisible();

      await page.getByRole('button', { name: calendar.create }).click();
      const address = page.getByRole('textbox', { name: calendar.addressLabel });
      const first = await address.inputValue();
      expect(first).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/api/calendars/me/[A-Za-z0-9_-]{43}\\.ics${language === 'es' ? '\\?lang=es' : ''}$`));
      await expect(page.getByRole('link', { name: calendar.subscribe })).toHaveAttribute('href', first.replace(/^http:/, 'webcal:'));
      const feed = await request.get(first);
      expect(feed.status()).toBe(200);
      expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
      expect(await feed.text()).toContain('BEGIN:VCALENDAR');

      await page.getByRole('button', { name: calendar.replace }).click();
      await expect(address).not.toHaveValue(first);
      expect((await request.get(first)).status()).toBe(404);
      await page.getByRole('button', { name: calendar.turnOff }).click();
      await expect(page.getByTestId('calendar-status')).toHaveText(calendar.turnedOff);
      await expect(page.getByText(calendar.inactive)).toBeVisible();
    });

    test('each game page links its draws as a calendar subscription in the page’s language', async ({ page, request }) => {
      await page.goto(`${prefix}/games/powerball/generate`);
      const link = page.getByRole('link', { name: fill(links.game, { game: 'Powerball' }) });
      // The prerendered page links the feed by SITE_URL over http; hydrated, the link becomes webcal://.
      await expect(link).toHaveAttribute('href', new RegExp(`^webcal://127\\.0\\.0\\.1:\\d+/api/calendars/powerball\\.ics${language === 'es' ? '\\?lang=es' : ''}$`));
      const href = await link.getAttribute('href');
      const feed = await request.get(href!.replace(/^webcal:/, 'http:'));
      expect(feed.status()).toBe(200);
      expect(await feed.text()).toContain(language === 'es' ? 'Sorteo de Powerball' : 'Powerball draw');
    });
  });
}

test('a visitor is asked to sign in', async ({ page }) => {
  await page.goto('/es/alerts');
  await expect(page.getByTestId('alerts-sign-in')).toContainText(alertsEs.alerts.signInNeeded);
});

/**
 * This browser's subscription, as the push service stand-in of the e2e system hands it out for the
 * server's VAPID key. Headless Chromium reaches no real push service, so PushManager answers with it
 * (kept in sessionStorage across pages, as the browser keeps its own); the rest is real: the page's
 * POST and DELETE, the account's storage, the service worker's handling of a push.
 */
async function standInSubscription(request: APIRequestContext, applicationServerKey: string): Promise<{ endpoint: string; keys: { p256dh: string; auth: string } }> {
  const response = await request.post(`${E2E_PUSH_SERVICE_URL}/stand-in/subscriptions`, { data: { applicationServerKey } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { endpoint: string; keys: { p256dh: string; auth: string } };
}

/** What the page's stand-in notification platform keeps in sessionStorage: the notifications on screen and the badges set. */
const SHOWN_KEY = 'e2e-shown-notifications';
const BADGES_KEY = 'e2e-app-badges';

interface ShownNotification {
  title: string;
  body?: string;
  tag?: string;
  icon?: string;
  data?: { url: string };
}

test('notifications turned on in this browser, a push shown by the service worker, closed by My tickets, then turned off', async ({ browser, baseURL, request }) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'allow', permissions: ['notifications'] });
  const page = await context.newPage();
  preparePage(page, true);
  const session = await plainUserSession(request);
  await useSession(page, session);
  const publicKey = await vapidPublicKey(request);
  const subscription = await standInSubscription(request, publicKey);
  await context.addInitScript(
    ({ given, shownKey, badgesKey }) => {
      const SUBSCRIPTION_KEY = 'e2e-push-subscription';
      const asSubscription = (json: typeof given) => ({
        endpoint: json.endpoint,
        expirationTime: null,
        toJSON: () => json,
        unsubscribe: async () => {
          sessionStorage.removeItem(SUBSCRIPTION_KEY);
          return true;
        },
      });
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        sessionStorage.setItem(SUBSCRIPTION_KEY, JSON.stringify({ userVisibleOnly: options?.userVisibleOnly, applicationServerKey: options?.applicationServerKey }));
        return asSubscription(given) as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        return sessionStorage.getItem(SUBSCRIPTION_KEY) === null ? null : (asSubscription(given) as unknown as PushSubscription);
      };
      // Headless Chromium has no notification platform (Notification.permission stays 'denied'):
      // the notifications on screen and the app badge are kept here for the page to read and change.
      const shown = (): Array<Record<string, unknown>> => JSON.parse(sessionStorage.getItem(shownKey) ?? '[]') as Array<Record<string, unknown>>;
      ServiceWorkerRegistration.prototype.getNotifications = async function () {
        return shown().map((notification) => ({
          ...notification,
          close: () => sessionStorage.setItem(shownKey, JSON.stringify(shown().filter((other) => other['tag'] !== notification['tag']))),
        })) as unknown as Notification[];
      };
      const badges = (count: number) => sessionStorage.setItem(badgesKey, JSON.stringify([...(JSON.parse(sessionStorage.getItem(badgesKey) ?? '[]') as number[]), count]));
      Navigator.prototype.setAppBadge = async function (count?: number) {
        badges(count ?? 0);
      };
      Navigator.prototype.clearAppBadge = async function () {
        badges(0);
      };
    },
    { given: subscription, shownKey: SHOWN_KEY, badgesKey: BADGES_KEY },
  );
  const browserTexts = alertsEn.alerts.browser;

  await page.goto('/alerts');
  await expect(page.getByTestId('browser-push-state')).toContainText(browserTexts.off);
  await page.getByRole('button', { name: browserTexts.turnOn }).click();
  await expect(page.getByTestId('browser-push-status')).toHaveText(browserTexts.turnedOn);
  await expect(page.getByTestId('browser-push-state')).toContainText(`${browserTexts.on} ${fill(browserTexts.devices_one, { count: 1 })}`);
  expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('e2e-push-subscription')))!)).toEqual({ userVisibleOnly: true, applicationServerKey: publicKey });
  expect((await preferencesOf(request, session.access_token)).pushDevices).toBe(1);

  // A push as the browser's push service delivers it, to the real service worker, whose notification
  // platform is kept in the worker the same way (the page's init script does not reach it).
  const worker = context.serviceWorkers().find((candidate) => candidate.url().endsWith('/sw.js')) ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(() => {
    const shown: Array<Record<string, unknown>> = [];
    const badges: number[] = [];
    Object.assign(globalThis, { e2eShown: shown, e2eBadges: badges });
    ServiceWorkerRegistration.prototype.showNotification = async function (title: string, options?: NotificationOptions) {
      shown.push({ title, ...options });
    };
    ServiceWorkerRegistration.prototype.getNotifications = async function () {
      return shown as unknown as Notification[];
    };
    Object.assign(Object.getPrototypeOf(navigator) as object, {
      setAppBadge: async (count?: number) => void badges.push(count ?? 0),
      clearAppBadge: async () => void badges.push(0),
    });
  });
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((candidate) => !candidate.isDeleted && candidate.scopeURL === `${baseURL}/`);
      if (registration) resolve(registration.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const message = { title: 'Powerball results are in', body: 'See how your tickets did.', url: '/tickets', tag: 'results:powerball:2026-11-25' };
  // First a message that would open another site, which is not shown; then the notifications service's.
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId: await registrationId, data: JSON.stringify({ ...message, url: 'https://elsewhere.example/' }) });
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId: await registrationId, data: JSON.stringify(message) });
  const inWorker = () => worker.evaluate(() => globalThis as unknown as { e2eShown: ShownNotification[]; e2eBadges: number[] }).then(({ e2eShown, e2eBadges }) => ({ shown: e2eShown, badges: e2eBadges }));
  await expect.poll(inWorker).toEqual({
    shown: [{ title: message.title, body: message.body, tag: message.tag, icon: '/icons/icon-192.png', data: { url: '/tickets' } }],
    badges: [1],
  });

  // My tickets, once open, closes the results' notifications and leaves the others, with the badge counting them.
  const { shown: shownByWorker } = await inWorker();
  const jackpot: ShownNotification = { title: 'EuroMillions jackpot passed €100 million', body: '', tag: 'jackpot:euromillions:1', data: { url: '/games/euromillions/generate' } };
  await page.evaluate(([key, list]) => sessionStorage.setItem(key, JSON.stringify(list)), [SHOWN_KEY, [...shownByWorker, jackpot]] as const);
  await page.goto('/tickets');
  await expect.poll(() => page.evaluate(([shownKey, badgesKey]) => [sessionStorage.getItem(shownKey), sessionStorage.getItem(badgesKey)], [SHOWN_KEY, BADGES_KEY] as const)).toEqual([JSON.stringify([jackpot]), '[1]']);

  await page.goto('/alerts');
  await page.getByRole('button', { name: browserTexts.turnOff }).click();
  await expect(page.getByTestId('browser-push-status')).toHaveText(browserTexts.turnedOff);
  await expect(page.getByTestId('browser-push-state')).toContainText(`${browserTexts.off} ${browserTexts.devices_zero}`);
  expect((await preferencesOf(request, session.access_token)).pushDevices).toBe(0);
  await context.close();
});
