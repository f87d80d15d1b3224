// The contact page (issue 10) in a real browser against the started system, in English and Spanish:
// the cards, the form's rules and messages (docs/product-spec.md §5, §8), keyboard use, the hidden
// field, the server's refusals (answered here in the browser, so the hourly limit is not spent), and
// each message sent then read by an admin in the Messages tab. Three messages reach the server per
// run (E2E_RATE_LIMIT_CONTACT in system-settings.ts says why the e2e system allows more than 5).
import { expect, test, type Page, type Route } from './fixtures.js';
import { adminGet, adminSession, expectVisibleAfterRetries, toast, useSession } from './admin.support.js';

interface ContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  receivedAt: string;
}

const TEXTS = {
  en: {
    prefix: '',
    title: 'Contact Us – PickWise',
    heading: 'Contact Us',
    cards: ['Email', 'Feedback'],
    reply: /within 24-48 hours/,
    labels: { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' },
    send: 'Send Message',
    notifications: 'Notifications',
    fixErrors: 'Please fix the form errors',
    received: 'Thank you! Your message has been received.',
    required: ['Name is required', 'Invalid email address', 'Subject is required', 'Message is required'],
    rateLimited: 'Your message was not sent: too many messages have come from your connection in the last hour. Please try again later.',
    unavailable: 'Your message was not sent: our message service is not answering right now. Please try again in a few minutes.',
    validation: 'Your message was not sent: some fields were not accepted. Please check the fields marked and try again.',
    subjectTooLong: 'Subject must be less than 200 characters',
    tab: 'Messages',
    from: 'From',
  },
  es: {
    prefix: '/es',
    title: 'Contacto – PickWise',
    heading: 'Contacto',
    cards: ['Correo electrónico', 'Comentarios'],
    reply: /en un plazo de 24-48 horas/,
    labels: { name: 'Nombre', email: 'Correo electrónico', subject: 'Asunto', message: 'Mensaje' },
    send: 'Enviar mensaje',
    notifications: 'Notificaciones',
    fixErrors: 'Corrige los errores del formulario',
    received: '¡Gracias! Hemos recibido tu mensaje.',
    required: ['El nombre es obligatorio', 'Correo electrónico no válido', 'El asunto es obligatorio', 'El mensaje es obligatorio'],
    rateLimited: 'Tu mensaje no se ha enviado: han llegado demasiados mensajes desde tu conexión en la última hora. Inténtalo de nuevo más tarde.',
    unavailable: 'Tu mensaje no se ha enviado: nuestro servicio de mensajes no responde en este momento. Inténtalo de nuevo en unos minutos.',
    validation: 'Tu mensaje no se ha enviado: algunos campos no se han aceptado. Revisa los campos marcados e inténtalo de nuevo.',
    subjectTooLong: 'El asunto debe tener menos de 200 caracteres',
    tab: 'Mensajes',
    from: 'De',
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];
type Field = keyof Texts['labels'];
const FIELDS: readonly Field[] = ['name', 'email', 'subject', 'message'];
const MAX_LENGTHS: Record<Field, number> = { name: 100, email: 255, subject: 200, message: 2000 };

const control = (page: Page, texts: Texts, field: Field) => page.getByLabel(texts.labels[field], { exact: true });
const form = (page: Page) => page.locator('form.ps-contact-form');
const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** The text a field's aria-describedby points to (its error first, when it has one). */
async function description(page: Page, texts: Texts, field: Field): Promise<string> {
  const ids = (await control(page, texts, field).getAttribute('aria-describedby')) ?? '';
  const parts = await Promise.all(ids.split(' ').filter(Boolean).map((id) => page.locator(`[id="${id}"]`).innerText()));
  return parts.join(' ');
}

async function fill(page: Page, texts: Texts, values: Record<Field, string>): Promise<void> {
  for (const field of FIELDS) await control(page, texts, field).fill(values[field]);
}

const refusal = (status: number, code: string, error: string, issues?: { path: string[]; code: string }[]) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ ok: false, error, code, ...(issues ? { issues } : {}) }) });

/** The admin's view of the messages: the Messages tab in `texts`' language, with the message of `subject`. */
async function expectAdminSees(page: Page, texts: Texts, sent: Record<Field, string>): Promise<void> {
  await page.goto(`${texts.prefix}/data-admin?tab=messages`);
  await expect(page.getByRole('tab', { name: texts.tab, exact: true })).toHaveAttribute('aria-selected', 'true');
  const item = page.locator('li[data-message-id]').filter({ has: page.getByRole('heading', { level: 3, name: sent.subject, exact: true }) });
  await expect(item).toHaveCount(1);
  await expect(item.locator('dd').first()).toHaveText(sent.name);
  await expect(item.getByRole('link', { name: sent.email, exact: true })).toHaveAttribute('href', `mailto:${sent.email}?subject=${encodeURIComponent(`Re: ${sent.subject}`)}`);
  await expect(item.locator('.admin-message__text')).toHaveText(sent.message);
  await expect(item.locator('dt').first()).toHaveText(texts.from);
  // Newest first: it is the first message of the first page.
  await expect(page.locator('li[data-message-id]').first()).toHaveAttribute('data-message-id', (await item.getAttribute('data-message-id'))!);
}

for (const [language, texts] of Object.entries(TEXTS) as Array<[keyof typeof TEXTS, Texts]>) {
  test.describe(`contact page (${language})`, () => {
    test(`cards, fields with their limits, per-field errors and the toast, then the message sent trimmed, the form cleared and the message read by an admin (${language})`, async ({ page, request }) => {
      await page.goto(`${texts.prefix}/contact`);
      await expect(page).toHaveTitle(texts.title);
      await expect(page.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${texts.prefix}/contact$`));
      const cards = page.locator('.ps-contact__cards > li');
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText([...texts.cards]);
      await expect(cards.first()).toContainText(texts.reply);
      for (const field of FIELDS) {
        // The limits are in characters, which the form judges itself: HTML's maxlength counts UTF-16 units.
        await expect(control(page, texts, field)).not.toHaveAttribute('maxlength');
        await expect(control(page, texts, field)).toHaveAttribute('required', '');
      }
      await expect(control(page, texts, 'email')).toHaveAttribute('type', 'email');

      // Nothing filled in: every field says what is wrong, tied to it, and focus goes to the first.
      await page.getByRole('button', { name: texts.send }).click();
      await expect(toast(page, texts.notifications, texts.fixErrors)).toBeVisible();
      for (const [index, field] of FIELDS.entries()) {
        await expect(control(page, texts, field)).toHaveAttribute('aria-invalid', 'true');
        expect(await description(page, texts, field)).toContain(texts.required[index]);
      }
      await expect(control(page, texts, 'name')).toBeFocused();

      // Blanks are not a name, a subject or a message; the values are trimmed before they are judged.
      await fill(page, texts, { name: '   ', email: 'ana@example', subject: ' \t ', message: '\n\n' });
      await page.getByRole('button', { name: texts.send }).click();
      await expect(form(page).locator('[data-field-error]')).toHaveText([...texts.required]);
      await expect(control(page, texts, 'name')).toHaveValue('');

      // A name of the longest length with an emoji fits (one character, two UTF-16 units); one more does not.
      await control(page, texts, 'name').fill(`${'n'.repeat(MAX_LENGTHS.name)}🙂`);
      await expect(control(page, texts, 'name')).toHaveAttribute('aria-invalid', 'true');
      await control(page, texts, 'name').fill(`${'n'.repeat(MAX_LENGTHS.name - 1)}🙂`);
      await expect(form(page).locator('[data-field-error="name"]')).toHaveCount(0);

      // A field that is corrected loses its error as it is typed in.
      await control(page, texts, 'subject').fill('x');
      await expect(control(page, texts, 'subject')).not.toHaveAttribute('aria-invalid', 'true');
      await expect(form(page).locator('[data-field-error="subject"]')).toHaveCount(0);

      const sent = {
        name: `Ana García ${language}`,
        email: `e2e-contact-${language}-${Date.now()}@example.com`,
        subject: unique(`E2E contact ${language}`),
        message: `When are the EuroMillions results shown?\nAsked in ${language}.`,
      };
      await fill(page, texts, { name: `  ${sent.name} `, email: ` ${sent.email}  `, subject: `${sent.subject}   `, message: `\n ${sent.message}  ` });
      const [posted] = await Promise.all([page.waitForRequest((candidate) => candidate.url().endsWith('/api/contact') && candidate.method() === 'POST'), page.getByRole('button', { name: texts.send }).click()]);
      expect(posted.postDataJSON()).toEqual(sent);
      await expect(toast(page, texts.notifications, texts.received)).toBeVisible();
      await expect(form(page).getByRole('status')).toHaveText(texts.received);
      for (const field of FIELDS) await expect(control(page, texts, field)).toHaveValue('');
      await expect(form(page).locator('[aria-invalid="true"]')).toHaveCount(0);

      await useSession(page, await adminSession(request));
      await expectAdminSees(page, texts, sent);
    });

    test(`server refusals are shown as a toast and in the form, and the values are kept (${language})`, async ({ page }) => {
      await page.goto(`${texts.prefix}/contact`);
      const values = { name: 'Refused Sender', email: 'refused@example.com', subject: 'Will not arrive', message: 'The server says no.' };
      await fill(page, texts, values);
      const alert = form(page).getByRole('alert');

      await page.route('**/api/contact', refusal(429, 'RATE_LIMITED', 'Too many messages from this address; please try again in 42 minutes'));
      await page.getByRole('button', { name: texts.send }).click();
      await expect(alert).toHaveText(texts.rateLimited);
      await expect(toast(page, texts.notifications, texts.rateLimited)).toBeVisible();
      await expect(control(page, texts, 'message')).toHaveValue(values.message);

      await page.route('**/api/contact', refusal(503, 'UNAVAILABLE', 'The identity service did not answer'));
      await page.getByRole('button', { name: texts.send }).click();
      await expect(alert).toHaveText(texts.unavailable);
      await expect(toast(page, texts.notifications, texts.unavailable)).toBeVisible();

      // A 400 names its fields in `issues`: they are marked in the page language.
      await page.route('**/api/contact', refusal(400, 'VALIDATION', 'subject: Subject must be less than 200 characters', [{ path: ['subject'], code: 'too_big' }]));
      await page.getByRole('button', { name: texts.send }).click();
      await expect(alert).toHaveText(texts.validation);
      await expect(toast(page, texts.notifications, texts.fixErrors)).toBeVisible();
      await expect(control(page, texts, 'subject')).toHaveAttribute('aria-invalid', 'true');
      expect(await description(page, texts, 'subject')).toContain(texts.subjectTooLong);
      await expect(control(page, texts, 'subject')).toBeFocused();
      for (const field of FIELDS) await expect(control(page, texts, field)).toHaveValue(values[field]);
    });
  });
}

test.describe('contact page, keyboard and hidden field', () => {
  test('the fields are reached in order by Tab with a visible focus, the hidden field is skipped, and Enter submits', async ({ page }) => {
    const texts = TEXTS.en;
    await page.goto('/contact');
    await control(page, texts, 'name').focus();
    for (const field of ['email', 'subject', 'message'] as const) {
      await page.keyboard.press('Tab');
      await expect(control(page, texts, field)).toBeFocused();
    }
    await page.keyboard.press('Tab');
    const send = page.getByRole('button', { name: texts.send });
    await expect(send).toBeFocused();
    expect(await send.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(toast(page, texts.notifications, texts.fixErrors)).toBeVisible();
    await expect(control(page, texts, 'name')).toBeFocused();
    expect(await control(page, texts, 'name').evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
  });

  test('the hidden field is out of sight, the tab order and the accessibility tree; what a bot puts in it is sent, answered as usual and not kept', async ({ page, request }) => {
    const texts = TEXTS.en;
    await page.goto('/contact');
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(await honeypot.evaluate((element) => element.closest('[aria-hidden="true"]') !== null)).toBe(true);
    // Clipped by its 1 px wrapper (the visually hidden pattern), so nothing of it shows on screen.
    const wrapper = honeypot.locator('xpath=..');
    const box = await wrapper.boundingBox();
    expect((box?.width ?? 0) <= 1 && (box?.height ?? 0) <= 1).toBe(true);
    expect(await wrapper.evaluate((element) => getComputedStyle(element).overflow)).toBe('hidden');
    await expect(page.getByRole('textbox')).toHaveCount(4);

    const subject = unique('E2E contact from a bot');
    await fill(page, texts, { name: 'Spam Bot', email: 'bot@example.com', subject, message: 'Buy now' });
    await honeypot.fill('https://spam.example');
    const [posted] = await Promise.all([page.waitForRequest((candidate) => candidate.url().endsWith('/api/contact')), page.getByRole('button', { name: texts.send }).click()]);
    expect(posted.postDataJSON()).toMatchObject({ subject, website: 'https://spam.example' });
    await expect(toast(page, texts.notifications, texts.received)).toBeVisible();
    const stored = await adminGet<{ messages: ContactMessage[] }>(request, await adminSession(request), '/api/admin/contact-messages?limit=200');
    expect(stored.messages.map((message) => message.subject)).not.toContain(subject);
  });
});

test.describe('admin Messages tab', () => {
  test.beforeEach(async ({ page, request }) => {
    await useSession(page, await adminSession(request));
  });

  const message = (index: number): ContactMessage => ({
    id: `m-${index}`,
    name: `Sender ${index}`,
    email: `sender${index}@example.com`,
    subject: `Subject ${index}`,
    message: `Text ${index}`,
    receivedAt: new Date(Date.UTC(2026, 0, 1) - index * 60_000).toISOString(),
  });

  test('pages by 50 with Previous and Next', async ({ page }) => {
    const asked: string[] = [];
    await page.route('**/api/admin/contact-messages*', (route) => {
      const url = new URL(route.request().url());
      asked.push(url.search);
      const offset = Number(url.searchParams.get('offset'));
      const messages = Array.from({ length: Math.min(50, 120 - offset) }, (_, index) => message(offset + index));
      return route.fulfill({ contentType: 'application/json', body: JSON.stringify({ ok: true, data: { messages, total: 120 } }) });
    });
    await page.goto('/data-admin?tab=messages');
    await expect(page.getByText('120 messages')).toBeVisible();
    await expect(page.locator('li[data-message-id]')).toHaveCount(50);
    await expect(page.getByText('Page 1 of 3')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2 of 3')).toBeVisible();
    await expect(page.locator('li[data-message-id]').first()).toHaveAttribute('data-message-id', 'm-50');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.locator('li[data-message-id]')).toHaveCount(20);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('Page 2 of 3')).toBeVisible();
    expect(asked.slice(0, 3)).toEqual(['?limit=50&offset=0', '?limit=50&offset=50', '?limit=50&offset=100']);
  });

  test('says when there are no messages, and when they cannot be read, with a retry that reads them again (Spanish)', async ({ page }) => {
    let answer: 'failure' | 'empty' = 'failure';
    await page.route('**/api/admin/contact-messages*', (route) =>
      answer === 'failure'
        ? refusal(503, 'UNAVAILABLE', 'The identity service did not answer')(route)
        : route.fulfill({ contentType: 'application/json', body: JSON.stringify({ ok: true, data: { messages: [], total: 0 } }) }),
    );
    await page.clock.install();
    await page.goto('/es/data-admin?tab=messages');
    const alert = page.getByRole('alert').filter({ hasText: 'No se pudieron obtener los mensajes de contacto' });
    // A 503 is tried again three times (1, 2 and 4 s apart) before the tab says it failed.
    await expectVisibleAfterRetries(page, alert);
    await expect(alert).toContainText('The identity service did not answer');
    answer = 'empty';
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByText('Todavía no hay mensajes: aquí aparece lo que los visitantes envían con el formulario de contacto.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Páginas' })).toHaveCount(0);
  });
});
