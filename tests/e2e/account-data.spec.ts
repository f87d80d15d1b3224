// The player's own data (issue 40) in a real browser against the started system, in English and
// Spanish: the privacy page (its sections, the retention periods of libs/contracts RETENTION_DAYS,
// axe, its table within a 360 px phone) and the links to it from the footer, the sign-up form and the FAQ; the account page's
// "Your data" part (axe, with its dialogs open); "Download my data" after re-authentication (a zip
// with the export's three files, the account's own data in it; an account with a verified TOTP factor
// is asked for its code); "Delete my account" by keyboard
// (DELETE typed), after which the session is gone, the old token refused, signing in again fails and
// the address can sign up anew.
//
// A session is recently authenticated for ten minutes after its sign-in, and these accounts are made
// seconds before: the re-authentication the export asks for is brought on by answering the first
// GET /api/account/export with the server's 403 REAUTHENTICATION_REQUIRED; the re-authentication and
// the export that follows are the real server's.
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { Secret, TOTP } from 'otpauth';
import { expect, pageSettled, test, type APIRequestContext, type Page } from './fixtures.js';
import { expectNoAxeViolations, pageReady } from './accessibility.support.js';
import { RETENTION_DAYS } from '../../libs/contracts/src/personal-data/retention.ts';
import { accountDataEn } from '../../frontends/public-site/src/i18n/en-account-data.ts';
import { accountDataEs } from '../../frontends/public-site/src/i18n/es-account-data.ts';
import { contentEn } from '../../frontends/public-site/src/i18n/en-content.ts';
import { contentEs } from '../../frontends/public-site/src/i18n/es-content.ts';

const PASSWORD = 'own-data-numbers-7';
const AUTH_STORAGE_KEY = 'pickwise-auth';

const LANGUAGES = {
  en: {
    prefix: '',
    data: accountDataEn.accountData,
    privacy: contentEn.content.privacy,
    faqPrivacy: contentEn.content.faqs.items.privacy.question,
    faqPrivacyLink: contentEn.content.faqs.links.privacy,
    footerPrivacy: 'Privacy',
    quickLinks: 'Quick Links',
    signUpTab: 'Sign Up',
    signInTab: 'Sign In',
    email: 'Email',
    password: 'Password',
    signUpPrivacyLink: 'Privacy',
    navSignIn: 'Sign In',
    navigation: 'Main navigation',
    invalidCredentials: 'Invalid email or password.',
    days: (count: number) => `${count} days`,
  },
  es: {
    prefix: '/es',
    data: accountDataEs.accountData,
    privacy: contentEs.content.privacy,
    faqPrivacy: contentEs.content.faqs.items.privacy.question,
    faqPrivacyLink: contentEs.content.faqs.links.privacy,
    footerPrivacy: 'Privacidad',
    quickLinks: 'Enlaces rápidos',
    signUpTab: 'Registrarse',
    signInTab: 'Iniciar sesión',
    email: 'Correo electrónico',
    password: 'Contraseña',
    signUpPrivacyLink: 'Privacidad',
    navSignIn: 'Iniciar sesión',
    navigation: 'Navegación principal',
    invalidCredentials: 'Correo electrónico o contraseña no válidos.',
    days: (count: number) => `${count} días`,
  },
} as const;
type Texts = (typeof LANGUAGES)[keyof typeof LANGUAGES];

interface Session {
  access_token: string;
  user: { id: string; email: string };
}

/** A fresh address per test and run, so tests never meet another run's accounts. */
const freshEmail = (label: string) => `e2e-data-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A new account (its mails and summary in `language`), signed in through the auth API. */
async function newAccount(request: APIRequestContext, label: string, language: string): Promise<{ email: string; session: Session }> {
  const email = freshEmail(label);
  const signUp = await request.post('/api/auth/v1/signup', { data: { email, password: PASSWORD, data: { locale: language } } });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  return { email, session: await signIn(request, email) };
}

async function signIn(request: APIRequestContext, email: string): Promise<Session> {
  const response = await request.post('/api/auth/v1/token?grant_type=password', { data: { email, password: PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Session;
}

const totpCode = (secret: string, offsetSteps = 0) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetSteps * 30_000 });

/**
 * Enrolls and verifies a TOTP factor through the auth API, as an authenticator app's owner would; the
 * session the verification answers (aal2, its user listing the factor) and the factor's secret.
 */
async function withVerifiedFactor(request: APIRequestContext, session: Session): Promise<{ session: Session; secret: string }> {
  const headers = { authorization: `Bearer ${session.access_token}` };
  const enrolled = await request.post('/api/auth/v1/factors', { headers, data: { factor_type: 'totp', friendly_name: 'phone' } });
  expect(enrolled.ok(), await enrolled.text()).toBe(true);
  const { id, totp } = (await enrolled.json()) as { id: string; totp: { secret: string } };
  const challenge = await request.post(`/api/auth/v1/factors/${id}/challenge`, { headers, data: {} });
  expect(challenge.ok(), await challenge.text()).toBe(true);
  const verified = await request.post(`/api/auth/v1/factors/${id}/verify`, { headers, data: { challenge_id: ((await challenge.json()) as { id: string }).id, code: totpCode(totp.secret) } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return { session: (await verified.json()) as Session, secret: totp.secret };
}

/** Opens /auth signed in with `session` (stored where the auth client reads it) at the "Your data" part. */
async function openAccount(page: Page, texts: Texts, session: Session): Promise<void> {
  await page.goto('/config/remotes.json');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [AUTH_STORAGE_KEY, JSON.stringify(session)] as const);
  await page.goto(`${texts.prefix}/auth`);
  await expect(page.getByRole('heading', { name: texts.data.heading, level: 2 })).toBeVisible();
  await pageReady(page);
}

const yourData = (page: Page, texts: Texts) => page.getByRole('region', { name: texts.data.heading });
const dialog = (page: Page) => page.getByRole('dialog');
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** Answers the next GET /api/account/export as a session signed in more than ten minutes ago is answered; later ones reach the server. */
async function refuseNextExportAsNotRecent(page: Page): Promise<void> {
  let refused = false;
  await page.route('**/api/account/export', async (route) => {
    if (refused) return route.continue();
    refused = true;
    await route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ ok: false, error: 'Sign in again to continue', code: 'REAUTHENTICATION_REQUIRED' }),
    });
  });
}

for (const [language, texts] of Object.entries(LANGUAGES)) {
  test.describe(`your data (${language})`, () => {
    test('the privacy page says what is kept and for how long, and is linked from the footer, the sign-up form and the FAQ', async ({ page }) => {
      await page.goto(`${texts.prefix}/faqs`);
      await page.getByRole('navigation', { name: texts.quickLinks }).getByRole('link', { name: texts.footerPrivacy, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${texts.prefix}/privacy$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.privacy.heading);
      await expect(page).toHaveTitle(texts.privacy.pageTitle);
      for (const heading of [texts.privacy.visitorsHeading, texts.privacy.accountHeading, texts.privacy.retentionHeading, texts.privacy.rightsHeading]) {
        await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
      }

      // Every period of RETENTION_DAYS is a row, with its figure as the contract has it.
      const table = page.getByRole('table', { name: texts.privacy.retentionCaption });
      await expect(table.getByRole('row')).toHaveCount(Object.keys(RETENTION_DAYS).length + 1);
      for (const [kind, days] of Object.entries(RETENTION_DAYS)) {
        const record = texts.privacy.retention[kind as keyof typeof RETENTION_DAYS].record;
        await expect(table.getByRole('row', { name: new RegExp(`^${record.replace(/[()]/g, '\\$&')}`) }).getByRole('cell').first()).toHaveText(texts.days(days));
      }
      await expect(page.getByText(fill(texts.privacy.contact, { contactMessages: texts.days(RETENTION_DAYS.contactMessages) }))).toBeVisible();
      await pageReady(page);
      await expectNoAxeViolations(page);

      // The same page served as its own URL (prerendered, islands) links the account and the contact form.
      await page.goto(`${texts.prefix}/privacy`);
      await expect(page.getByRole('link', { name: texts.privacy.accountLink })).toHaveAttribute('href', `${texts.prefix}/auth`);
      await expect(page.getByRole('link', { name: texts.privacy.contactLink })).toHaveAttribute('href', `${texts.prefix}/contact`);

      await page.goto(`${texts.prefix}/auth`);
      await page.getByRole('tab', { name: texts.signUpTab, exact: true }).click();
      const signUp = page.getByRole('tabpanel', { name: texts.signUpTab, exact: true });
      await expect(signUp.getByRole('link', { name: texts.signUpPrivacyLink, exact: true })).toHaveAttribute('href', `${texts.prefix}/privacy`);

      await page.goto(`${texts.prefix}/faqs`);
      await page.getByRole('button', { name: texts.faqPrivacy }).click();
      const faqLink = page.getByRole('link', { name: texts.faqPrivacyLink });
      await expect(faqLink).toHaveAttribute('href', `${texts.prefix}/privacy`);
      await expect(page.getByRole('region', { name: texts.faqPrivacy })).toContainText(texts.days(RETENTION_DAYS.generationLogs));
    });

    test('on a 360 px phone the privacy page, its table of periods too, is no wider than the screen', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`${texts.prefix}/privacy`);
      await expect(page.getByRole('table', { name: texts.privacy.retentionCaption })).toBeVisible();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }));
      expect(widths.page).toBe(widths.screen);
    });

    test('the account page\'s data part and its dialogs pass axe', async ({ page, request }) => {
      const { session } = await newAccount(request, `axe-${language}`, language);
      await openAccount(page, texts, session);
      await expect(yourData(page, texts).getByRole('link', { name: texts.data.privacyLink })).toHaveAttribute('href', `${texts.prefix}/privacy`);
      await expectNoAxeViolations(page);

      await yourData(page, texts).getByRole('button', { name: texts.data.delete }).click();
      await expect(dialog(page).getByRole('heading', { name: texts.data.deleteDialog.title })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
      await expect(yourData(page, texts).getByRole('button', { name: texts.data.delete })).toBeFocused();

      await refuseNextExportAsNotRecent(page);
      await yourData(page, texts).getByRole('button', { name: texts.data.download }).click();
      await expect(dialog(page).getByRole('heading', { name: texts.data.reauthenticate.title })).toBeVisible();
      await expect(dialog(page).getByLabel(texts.data.reauthenticate.password, { exact: true })).toBeFocused();
      await pageSettled(page);
      await expectNoAxeViolations(page);
    });

    test('Download my data asks who it is, then downloads a zip of the account\'s data', async ({ page, request }) => {
      const { email, session } = await newAccount(request, `export-${language}`, language);
      await openAccount(page, texts, session);
      await refuseNextExportAsNotRecent(page);
      await yourData(page, texts).getByRole('button', { name: texts.data.download }).click();

      const reauthenticate = dialog(page);
      await expect(reauthenticate.getByText(texts.data.reauthenticate.passwordIntro)).toBeVisible();
      const password = reauthenticate.getByLabel(texts.data.reauthenticate.password, { exact: true });
      await expect(password).toBeFocused();
      await password.fill('not-my-password');
      await password.press('Enter');
      await expect(reauthenticate.getByRole('alert')).toHaveText(texts.data.errors.wrongPassword);
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect(password).toBeFocused();

      const downloading = page.waitForEvent('download');
      await password.fill(PASSWORD);
      await password.press('Enter');
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^pickwise-data-\d{4}-\d{2}-\d{2}\.zip$/);
      await expect(dialog(page)).toBeHidden();
      await expect(yourData(page, texts).getByRole('status')).toHaveText(fill(texts.data.downloaded, { filename: download.suggestedFilename() }));

      const entries = unzipSync(new Uint8Array(await readFile(await download.path())));
      expect(Object.keys(entries).sort()).toEqual(['pickwise-data.json', 'summary.txt', 'tickets.csv']);
      const data = JSON.parse(strFromU8(entries['pickwise-data.json']!)) as { format: string; identity: { account: { id: string; email: string }; profile: { language: string } } };
      expect(data.format).toBe('pickwise-personal-data');
      expect(data.identity.account).toMatchObject({ id: session.user.id, email });
      expect(data.identity.profile.language).toBe(language);
      expect(strFromU8(entries['summary.txt']!)).toContain(email);
    });

    test('with an authenticator app, the re-authentication asks for its code instead of the password', async ({ page, request }) => {
      const account = await newAccount(request, `totp-${language}`, language);
      const { session, secret } = await withVerifiedFactor(request, account.session);
      await openAccount(page, texts, session);
      await refuseNextExportAsNotRecent(page);
      await yourData(page, texts).getByRole('button', { name: texts.data.download }).click();

      const reauthenticate = dialog(page);
      await expect(reauthenticate.getByText(texts.data.reauthenticate.codeIntro)).toBeVisible();
      await expect(reauthenticate.getByLabel(texts.data.reauthenticate.password, { exact: true })).toHaveCount(0);
      const code = reauthenticate.getByLabel(texts.data.reauthenticate.code, { exact: true });
      await expect(code).toBeFocused();
      await expect(code).toHaveAccessibleDescription(texts.data.reauthenticate.codeHint);
      // A code of none of the steps identity accepts now.
      const accepted = new Set([-2, -1, 0, 1, 2].map((offset) => totpCode(secret, offset)));
      await code.fill(['000000', '111111', '222222'].find((wrong) => !accepted.has(wrong))!);
      await code.press('Enter');
      await expect(reauthenticate.getByRole('alert')).toHaveText(texts.data.errors.wrongCode);

      const downloading = page.waitForEvent('download');
      // The verification used up the current step's code; the next one is as good.
      await code.fill(totpCode(secret, 1));
      await code.press('Enter');
      expect((await downloading).suggestedFilename()).toMatch(/^pickwise-data-\d{4}-\d{2}-\d{2}\.zip$/);
      await expect(dialog(page)).toBeHidden();
    });

    test.describe('with prefers-reduced-motion: reduce', () => {
      test.use({ reducedMotion: 'reduce' });

      test('Delete my account by keyboard: DELETE typed, the account gone, signing in again fails', async ({ page, request }) => {
        const { email, session } = await newAccount(request, `delete-${language}`, language);
        await openAccount(page, texts, session);
        const deleteButton = yourData(page, texts).getByRole('button', { name: texts.data.delete });
        await deleteButton.focus();
        await page.keyboard.press('Enter');

        const confirmation = dialog(page);
        await expect(confirmation.getByRole('heading', { name: texts.data.deleteDialog.title })).toBeVisible();
        for (const lost of Object.values(texts.data.deleteDialog.lost)) await expect(confirmation.getByRole('listitem').filter({ hasText: lost })).toBeVisible();
        await expect(confirmation.getByText(texts.data.deleteDialog.contact)).toBeVisible();
        // Nothing in it moves.
        expect(await page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length)).toBe(0);

        const word = fill(texts.data.deleteDialog.confirmLabel, { word: 'DELETE' });
        const typed = confirmation.getByLabel(word, { exact: true });
        await expect(typed).toBeFocused();
        await page.keyboard.type('delete');
        await page.keyboard.press('Enter');
        await expect(confirmation.getByText(fill(texts.data.deleteDialog.mismatch, { word: 'DELETE' }))).toBeVisible();
        await expect(typed).toHaveAttribute('aria-invalid', 'true');
        await expect(typed).toBeFocused();
        // The account is still there.
        expect((await request.get('/api/profile', { headers: { authorization: `Bearer ${session.access_token}` } })).status()).toBe(200);

        await typed.fill('');
        await page.keyboard.type('DELETE');
        await page.keyboard.press('Enter');

        const deleted = page.getByRole('status').filter({ hasText: texts.data.deleted.title });
        await expect(deleted).toBeVisible();
        await expect(deleted).toContainText(fill(texts.data.deleted.text, { email }));
        await expect(page.getByRole('navigation', { name: texts.navigation }).getByRole('link', { name: texts.navSignIn, exact: true })).toBeVisible();
        expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull();

        // Gone on the server: the old token is refused, the password no longer signs in (here and in the form).
        expect((await request.get('/api/profile', { headers: { authorization: `Bearer ${session.access_token}` } })).status()).toBe(401);
        const again = await request.post('/api/auth/v1/token?grant_type=password', { data: { email, password: PASSWORD } });
        expect(again.status()).toBe(400);
        await page.getByRole('tab', { name: texts.signInTab, exact: true }).click();
        const signInForm = page.getByRole('tabpanel', { name: texts.signInTab, exact: true });
        await signInForm.getByLabel(texts.email).fill(email);
        await signInForm.getByLabel(texts.password).fill(PASSWORD);
        await signInForm.getByRole('button', { name: texts.signInTab, exact: true }).click();
        await expect(signInForm.getByRole('alert')).toHaveText(texts.invalidCredentials);

        // The address is free for a new account.
        const signUpAgain = await request.post('/api/auth/v1/signup', { data: { email, password: PASSWORD } });
        expect(signUpAgain.ok(), await signUpAgain.text()).toBe(true);
      });
    });
  });
}
