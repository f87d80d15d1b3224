// The /auth screen and the nav's account link in a real browser against the started system, in
// English and Spanish. The launcher starts identity without an SMTP server, so sign-ups are
// confirmed at once and a sign-up answers with a session (GoTrue's autoconfirm).
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures.js';

const PASSWORD = 'lucky-numbers-7';

const LANGUAGES = {
  en: {
    authPath: '/auth',
    homeUrl: /127\.0\.0\.1:\d+\/$/,
    navigation: 'Main navigation',
    notifications: 'Notifications',
    navSignIn: 'Sign In',
    navAccount: (email: string) => `Account (${email})`,
    signInTitle: 'Sign In – PickWise',
    accountTitle: 'Your Account – PickWise',
    signIn: 'Sign In',
    signUp: 'Sign Up',
    profile: 'Profile',
    account: 'Account',
    email: 'Email',
    password: 'Password',
    name: 'Name',
    nameTooLong: 'Name must be at most 100 characters',
    country: 'Country',
    countryName: 'Spain',
    emailFixed: 'Email cannot be changed',
    updateProfile: 'Update Profile',
    signOut: 'Sign Out',
    accountCreatedSignedIn: 'Account created! You are now signed in.',
    confirmEmail: 'Account created! Check your email for the confirmation link, then sign in.',
    signedIn: 'Signed in successfully!',
    profileUpdated: 'Profile updated successfully!',
    signedOut: 'Signed out successfully.',
    incomplete: 'Please complete your profile to access all features.',
    invalidCredentials: 'Invalid email or password.',
    alreadyRegistered: 'This email is already registered. Please sign in instead.',
  },
  es: {
    authPath: '/es/auth',
    homeUrl: /\/es\/$/,
    navigation: 'Navegación principal',
    notifications: 'Notificaciones',
    navSignIn: 'Iniciar sesión',
    navAccount: (email: string) => `Cuenta (${email})`,
    signInTitle: 'Iniciar sesión – PickWise',
    accountTitle: 'Tu cuenta – PickWise',
    signIn: 'Iniciar sesión',
    signUp: 'Registrarse',
    profile: 'Perfil',
    account: 'Cuenta',
    email: 'Correo electrónico',
    password: 'Contraseña',
    name: 'Nombre',
    nameTooLong: 'El nombre debe tener como máximo 100 caracteres',
    country: 'País',
    countryName: 'España',
    emailFixed: 'El correo electrónico no se puede cambiar',
    updateProfile: 'Actualizar perfil',
    signOut: 'Cerrar sesión',
    accountCreatedSignedIn: '¡Cuenta creada! Ya has iniciado sesión.',
    confirmEmail: '¡Cuenta creada! Abre el enlace de confirmación que te enviamos por correo y después inicia sesión.',
    signedIn: '¡Sesión iniciada correctamente!',
    profileUpdated: '¡Perfil actualizado correctamente!',
    signedOut: 'Sesión cerrada correctamente.',
    incomplete: 'Completa tu perfil para acceder a todas las funciones.',
    invalidCredentials: 'Correo electrónico o contraseña no válidos.',
    alreadyRegistered: 'Este correo electrónico ya está registrado. Inicia sesión.',
  },
} as const;
type Texts = (typeof LANGUAGES)[keyof typeof LANGUAGES];

/** A fresh address per test and run, so tests never meet another run's accounts. */
const freshEmail = (label: string) => `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** An account made through the auth API, for tests that start from an existing one. */
async function createAccount(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post('/api/auth/v1/signup', { data: { email, password: PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
}

const toast = (page: Page, texts: Texts, text: string): Locator =>
  page.getByRole('region', { name: texts.notifications, exact: true }).getByText(text, { exact: true });
const accountLink = (page: Page, texts: Texts, name: string): Locator =>
  page.getByRole('navigation', { name: texts.navigation }).getByRole('link', { name, exact: true });
/** The fields of the selected tab only (the other tab's panel is hidden but mounted). */
const panel = (page: Page): Locator => page.getByRole('tabpanel');

/** A tab's own panel, by its name: for a moment after a tab's click both panels can be shown. */
const credentialsPanel = (page: Page, texts: Texts, tab: 'signIn' | 'signUp'): Locator => page.getByRole('tabpanel', { name: texts[tab], exact: true });

async function submitCredentials(page: Page, texts: Texts, tab: 'signIn' | 'signUp', email: string, password: string): Promise<void> {
  await page.getByRole('tab', { name: texts[tab], exact: true }).click();
  const form = credentialsPanel(page, texts, tab);
  await form.getByLabel(texts.email).fill(email);
  await form.getByLabel(texts.password).fill(password);
  await form.getByRole('button', { name: texts[tab], exact: true }).click();
}

async function signOut(page: Page, texts: Texts): Promise<void> {
  await page.getByRole('tab', { name: texts.account, exact: true }).click();
  await panel(page).getByRole('button', { name: texts.signOut, exact: true }).click();
  await expect(toast(page, texts, texts.signedOut)).toBeVisible();
  await expect(page).toHaveURL(texts.homeUrl);
  await expect(accountLink(page, texts, texts.navSignIn)).toBeVisible();
}

for (const [language, texts] of Object.entries(LANGUAGES)) {
  test.describe(`auth (${language})`, () => {
    test('sign up, sign in, complete the profile, keep the session over a reload, sign out', async ({ page }) => {
      const email = freshEmail(`flow-${language}`);
      await page.goto(texts.authPath);
      await expect(page).toHaveTitle(texts.signInTitle);
      await expect(accountLink(page, texts, texts.navSignIn)).toBeVisible();
      await expect(page.getByRole('tab', { name: texts.signIn, exact: true })).toHaveAttribute('aria-selected', 'true');

      // Sign-ups are confirmed at once here, so the new account is signed in straight away.
      await submitCredentials(page, texts, 'signUp', email, PASSWORD);
      await expect(toast(page, texts, texts.accountCreatedSignedIn)).toBeVisible();
      await expect(page.getByRole('tab', { name: texts.profile, exact: true })).toBeVisible();
      await signOut(page, texts);

      await accountLink(page, texts, texts.navSignIn).click();
      await expect(page).toHaveURL(new RegExp(`${texts.authPath}$`));
      await submitCredentials(page, texts, 'signIn', email, PASSWORD);
      await expect(toast(page, texts, texts.signedIn)).toBeVisible();
      await expect(page).toHaveTitle(texts.accountTitle);
      await expect(page.getByRole('tab', { name: texts.profile, exact: true })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tab', { name: texts.account, exact: true })).toBeVisible();
      await expect(page.getByText(texts.incomplete)).toBeVisible();
      await expect(accountLink(page, texts, texts.navAccount(email))).toBeVisible();

      const emailField = panel(page).getByLabel(texts.email);
      await expect(emailField).toHaveValue(email);
      await expect(emailField).not.toBeEditable();
      await expect(emailField).toHaveAccessibleDescription(texts.emailFixed);
      // The name's limit is in characters: 99 letters and an emoji fit, 100 and an emoji do not (the browser's maxlength would count UTF-16 units).
      const nameField = panel(page).getByLabel(texts.name);
      await expect(nameField).not.toHaveAttribute('maxlength');
      await nameField.fill(`${'n'.repeat(100)}🙂`);
      expect(await nameField.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(texts.nameTooLong);
      await nameField.fill(`${'n'.repeat(99)}🙂`);
      expect(await nameField.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true);
      await nameField.fill('Ana Pérez');
      await panel(page).getByLabel(texts.country).selectOption({ label: texts.countryName });
      await panel(page).getByRole('button', { name: texts.updateProfile, exact: true }).click();
      await expect(toast(page, texts, texts.profileUpdated)).toBeVisible();
      await expect(page.getByText(texts.incomplete)).toHaveCount(0);

      await page.reload();
      await expect(accountLink(page, texts, texts.navAccount(email))).toBeVisible();
      await expect(panel(page).getByLabel(texts.name)).toHaveValue('Ana Pérez');
      await expect(panel(page).getByLabel(texts.country)).toHaveValue('ES');
      await expect(page.getByText(texts.incomplete)).toHaveCount(0);

      await signOut(page, texts);
      await page.goto(texts.authPath);
      await expect(page.getByRole('tab', { name: texts.signUp, exact: true })).toBeVisible();
    });

    test('a sign-up that must be confirmed by e-mail says so, and leaves the visitor signed out', async ({ page }) => {
      const email = freshEmail(`confirm-${language}`);
      // Identity answers like this (the user, no session) when it mails a confirmation link (MAILER_AUTOCONFIRM off).
      await page.route('**/api/auth/v1/signup*', (route) =>
        route.fulfill({
          json: { id: '5b0c3c1e-6a52-4d9b-9f3e-2f1f7b0a9c11', aud: 'authenticated', role: '', email, confirmation_sent_at: new Date().toISOString(), app_metadata: {}, user_metadata: {}, identities: [], created_at: new Date().toISOString() },
        }),
      );
      await page.goto(texts.authPath);
      await submitCredentials(page, texts, 'signUp', email, PASSWORD);
      await expect(toast(page, texts, texts.confirmEmail)).toBeVisible();
      await expect(page.getByText(texts.accountCreatedSignedIn)).toHaveCount(0);
      await expect(accountLink(page, texts, texts.navSignIn)).toBeVisible();
    });

    test('a wrong password and a second sign-up with the same e-mail are refused in the spec’s words', async ({ page, request }) => {
      const email = freshEmail(`refused-${language}`);
      await createAccount(request, email);
      await page.goto(texts.authPath);

      await submitCredentials(page, texts, 'signIn', email, 'not-the-password');
      await expect(credentialsPanel(page, texts, 'signIn').getByRole('alert')).toHaveText(texts.invalidCredentials);
      await expect(toast(page, texts, texts.invalidCredentials)).toBeVisible();

      await submitCredentials(page, texts, 'signUp', email, PASSWORD);
      await expect(credentialsPanel(page, texts, 'signUp').getByRole('alert')).toHaveText(texts.alreadyRegistered);
      await expect(toast(page, texts, texts.alreadyRegistered)).toBeVisible();
      await expect(accountLink(page, texts, texts.navSignIn)).toBeVisible();
    });
  });
}
