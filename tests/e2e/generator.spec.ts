// The game generator screen against the started system: every method, the three method dialogs
// with the spec's rules and messages, the offline fallback and the copied text.
import { expect, test, type Page } from './fixtures.js';
import { MATRICES, copyText, expectFiveValidSets, readSets } from './public-site.support.js';

const dialog = (page: Page) => page.getByRole('dialog');
const todayInBrowser = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
const storedJson = (page: Page, key: string) => page.evaluate((storageKey) => JSON.parse(localStorage.getItem(storageKey) ?? 'null'), key);

test.describe('game generator', () => {
  for (const method of ['random', 'ai', 'markov', 'hotcold', 'balance'] as const) {
    test(`generates five valid sets with ${method}`, async ({ page }) => {
      await page.goto(`/games/euromillions/generate?method=${method}`);
      await page.getByRole('button', { name: 'Generate Now' }).click();
      // The toast goes after 4 s, so it is checked first.
      await expect(page.getByText('Numbers generated successfully!')).toBeVisible();
      await expectFiveValidSets(page, MATRICES.euromillions);
    });
  }

  test('birthday: dialog rules, storage, and sets that carry numbers from the dates', async ({ page }) => {
    await page.goto('/games/powerball/generate?method=birthday');
    await page.getByRole('button', { name: 'Generate Now' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Birthday Generator' })).toBeVisible();

    const birthdate = dialog(page).getByLabel('Birthdate', { exact: true });
    await expect(birthdate).toHaveAttribute('max', await todayInBrowser(page));
    const generate = dialog(page).getByRole('button', { name: 'Generate', exact: true });
    await expect(generate).toBeDisabled();

    await birthdate.fill('2999-01-01');
    await dialog(page).getByRole('button', { name: 'Add' }).first().click();
    await expect(dialog(page).getByText('Birthdates cannot be in the future.')).toBeVisible();

    for (const date of ['1990-07-14', '1990-07-14', '1985-03-02', '1970-12-25', '2001-09-09', '1999-11-30']) {
      await birthdate.fill(date);
      await birthdate.press('Enter');
    }
    const birthdates = dialog(page).getByRole('list', { name: 'Birthdates' }).getByRole('listitem');
    // The duplicate is ignored; five is the most, and the input (still focusable) says why it takes no more.
    await expect(birthdates).toHaveCount(5);
    await expect(birthdate).not.toBeEditable();
    await expect(birthdate).toBeFocused();
    await expect(birthdate).toHaveAccessibleDescription('You have added 5 birthdates, the most allowed. Remove one to add another.');
    await expect(dialog(page).getByText('You have added 5 birthdates, the most allowed. Remove one to add another.')).toHaveAttribute('aria-live', 'polite');
    // The chips write the dates in the page's language, and so do their remove buttons.
    await expect(birthdates.first()).toContainText('Jul 14, 1990');
    await dialog(page).getByRole('button', { name: 'Remove Nov 30, 1999' }).click();
    await expect(birthdate).toBeEditable();
    await expect(birthdate).toHaveAccessibleDescription('You can add up to 5 birthdates.');
    await birthdate.fill('1999-11-30');
    await birthdate.press('Enter');
    expect((await storedJson(page, 'birthday-form-data')).birthdates).toEqual(['1990-07-14', '1985-03-02', '1970-12-25', '2001-09-09', '1999-11-30']);

    await dialog(page).getByLabel('Important dates (optional)').fill('2015-06-20');
    await dialog(page).getByRole('button', { name: 'Add' }).nth(1).click();
    await expect(dialog(page).getByRole('list', { name: 'Important dates (optional)' }).getByRole('listitem')).toHaveCount(1);

    await generate.click();
    await expect(dialog(page)).toHaveCount(0);
    await expectFiveValidSets(page, MATRICES.powerball);
    await expect(page.getByTestId('result-set').first()).toContainText('From your dates:');
  });

  test('lucky: validation messages, Enter adds, storage, and every set holds the favourites', async ({ page }) => {
    await page.goto('/games/la-primitiva/generate?method=lucky');
    await page.getByRole('button', { name: 'Generate Now' }).click();
    const input = dialog(page).getByRole('textbox', { name: 'Favourite number' });

    await input.fill('seven');
    await input.press('Enter');
    await expect(dialog(page).getByRole('alert')).toHaveText('Please enter a valid number');
    await input.fill('4.5');
    await dialog(page).getByRole('button', { name: 'Add' }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText('Please enter a valid number');

    await input.fill('7');
    await input.press('Enter');
    await input.fill('7');
    await input.press('Enter');
    await expect(dialog(page).getByRole('alert')).toHaveText('Number already added');

    for (let n = 20; n < 34; n++) {
      await input.fill(String(n));
      await input.press('Enter');
    }
    await expect(dialog(page).getByRole('list', { name: 'Your favourite numbers' }).getByRole('listitem')).toHaveCount(15);
    await input.fill('40');
    await input.press('Enter');
    await expect(dialog(page).getByRole('alert')).toHaveText('Maximum 15 numbers allowed');
    expect((await storedJson(page, 'lucky-form-data')).favorites).toHaveLength(15);

    // Down to two favourites: every set of six must hold both.
    for (let n = 21; n < 34; n++) await dialog(page).getByRole('button', { name: `Remove ${n}` }).click();
    await expect(dialog(page).getByRole('list', { name: 'Your favourite numbers' }).getByRole('listitem')).toHaveCount(2);
    await dialog(page).getByRole('button', { name: 'Generate', exact: true }).click();

    const sets = await expectFiveValidSets(page, MATRICES['la-primitiva']);
    for (const set of sets) expect(set.main).toEqual(expect.arrayContaining([7, 20]));
    await expect(page.getByTestId('result-set').first()).toContainText(/Your numbers: (7, 20|20, 7)/);
  });

  test('lucky: a saved favourite that does not fit this game must be removed before generating', async ({ page }) => {
    await page.goto('/games/powerball/generate?method=lucky');
    // Saved favourites are shared by every game: 99 may have been added for another one.
    await page.evaluate(() => localStorage.setItem('lucky-form-data', JSON.stringify({ favorites: [5, 99] })));
    await page.getByRole('button', { name: 'Generate Now' }).click();
    await expect(dialog(page).getByRole('list', { name: 'Your favourite numbers' }).getByRole('listitem')).toHaveCount(2);
    const generate = dialog(page).getByRole('button', { name: 'Generate', exact: true });
    await expect(generate).toBeDisabled();
    await expect(dialog(page).getByRole('textbox', { name: 'Favourite number' })).toHaveAccessibleDescription(
      /To generate, remove the numbers that do not fit Powerball: 99\.$/,
    );
    await dialog(page).getByRole('button', { name: 'Remove 99' }).click();
    await expect(generate).toBeEnabled();
    await generate.click();
    const sets = await expectFiveValidSets(page, MATRICES.powerball);
    for (const set of sets) expect(set.main).toContain(5);
  });

  const LUCKY_TEXTS = {
    en: {
      path: '/games/euromillions/generate?method=lucky',
      generateNow: 'Generate Now',
      input: 'Favourite number',
      list: 'Your favourite numbers',
      generate: 'Generate',
      ranges: 'Main numbers of EuroMillions run from 1 to 50; Lucky Stars from 1 to 12.',
      outOfRange: (value: string) => `${value} does not fit EuroMillions.`,
    },
    es: {
      path: '/es/games/euromillions/generate?method=lucky',
      generateNow: 'Generar ahora',
      input: 'Número favorito',
      list: 'Tus números favoritos',
      generate: 'Generar',
      ranges: 'Los números principales de EuroMillions van del 1 al 50; Estrellas, del 1 al 12.',
      outOfRange: (value: string) => `${value} no vale para EuroMillions.`,
    },
  };
  for (const [language, texts] of Object.entries(LUCKY_TEXTS)) {
    test(`lucky (${language}): numbers outside EuroMillions' ranges are refused, said why, and never sent`, async ({ page }) => {
      const requests: unknown[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/generate')) requests.push(request.postDataJSON());
      });
      await page.goto(texts.path);
      await page.getByRole('button', { name: texts.generateNow }).click();
      const input = dialog(page).getByRole('textbox', { name: texts.input });
      const generate = dialog(page).getByRole('button', { name: texts.generate, exact: true });
      const chips = dialog(page).getByRole('list', { name: texts.list }).getByRole('listitem');
      await expect(input).toHaveAccessibleDescription(new RegExp(`${texts.ranges.replace(/[.;]/g, '\\$&')}$`));

      for (const value of ['-4', '0', '99', '51']) {
        await input.fill(value);
        await input.press('Enter');
        const message = `${texts.outOfRange(value)} ${texts.ranges}`;
        await expect(dialog(page).getByRole('alert')).toHaveText(message);
        await expect(input).toHaveAttribute('aria-invalid', 'true');
        await expect(input).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[.;]/g, '\\$&')}`));
        await expect(chips).toHaveCount(0);
        await expect(generate).toBeDisabled();
      }
      // Pressing Enter in the dialog's form cannot send them either.
      await input.press('Enter');
      expect(requests).toEqual([]);

      for (const value of ['50', '12']) {
        await input.fill(value);
        await input.press('Enter');
        await expect(input).not.toHaveAttribute('aria-invalid');
      }
      await expect(chips).toHaveText([/^50/, /^12/]);
      await generate.click();
      await expectFiveValidSets(page, MATRICES.euromillions);
      expect(requests).toEqual([expect.objectContaining({ options: { favorites: [50, 12] } })]);
    });
  }

  test('birthday (es): the dates show in Spanish and the limit is said', async ({ page }) => {
    await page.goto('/es/games/euromillions/generate?method=birthday');
    await page.getByRole('button', { name: 'Generar ahora' }).click();
    const birthdate = dialog(page).getByLabel('Fecha de nacimiento', { exact: true });
    await expect(birthdate).toHaveAccessibleDescription('Puedes añadir hasta 5 fechas de nacimiento.');
    for (const date of ['2024-05-01', '1990-07-14', '1985-03-02', '1970-12-25', '2001-09-09']) {
      await birthdate.fill(date);
      await birthdate.press('Enter');
    }
    const chips = dialog(page).getByRole('list', { name: 'Fechas de nacimiento' }).getByRole('listitem');
    await expect(chips.first()).toContainText('1 may 2024');
    await expect(dialog(page).getByRole('button', { name: 'Quitar 1 may 2024' })).toBeVisible();
    await expect(birthdate).not.toBeEditable();
    await expect(birthdate).toHaveAccessibleDescription('Has añadido 5 fechas de nacimiento, el máximo. Quita una para añadir otra.');
  });

  test('horoscope: a sign is required, the date defaults to today, and the sign shows on the sets', async ({ page }) => {
    await page.goto('/es/games/uk-lotto/generate?method=horoscope');
    await page.getByRole('button', { name: 'Generar ahora' }).click();
    const generate = dialog(page).getByRole('button', { name: 'Generar', exact: true });
    await expect(generate).toBeDisabled();
    await expect(dialog(page).getByLabel('Fecha (opcional)')).toHaveValue(await todayInBrowser(page));

    await dialog(page).getByRole('radio', { name: 'Leo' }).check();
    await expect(generate).toBeEnabled();
    expect((await storedJson(page, 'horoscope-form-data')).sign).toBe('leo');
    await generate.click();

    await expect(page.getByText('¡Números generados correctamente!')).toBeVisible();
    await expectFiveValidSets(page, MATRICES['uk-lotto']);
    await expect(page.getByTestId('result-set').first()).toContainText('Signo: Leo');
  });

  test('dialogs trap focus, close on Escape and give focus back to Generate Now', async ({ page }) => {
    await page.goto('/games/powerball/generate?method=lucky');
    const generateNow = page.getByRole('button', { name: 'Generate Now' });
    await generateNow.click();
    await expect(dialog(page)).toBeVisible();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(generateNow).toBeFocused();
  });

  test('when the API cannot be reached, five local random sets and the offline banner appear', async ({ page }) => {
    await page.route('**/api/generate', (route) => route.abort('internetdisconnected'));
    await page.goto('/games/euromillions/generate?method=ai');
    await page.getByRole('button', { name: 'Generate Now' }).click();

    await expect(page.getByText('Offline mode: Temporary local random picks.')).toBeVisible();
    await expectFiveValidSets(page, MATRICES.euromillions);
    await expect(page.getByTestId('result-set').filter({ hasText: 'Local pick' })).toHaveCount(5);
    await expect(page.getByText('Numbers generated successfully!')).toHaveCount(0);

    await page.goto('/es/games/euromillions/generate');
    await page.getByRole('button', { name: 'Generar ahora' }).click();
    await expect(page.getByText('Modo sin conexión: números aleatorios locales temporales.')).toBeVisible();
  });

  test('an invalid method reported by the server is shown as a validation error', async ({ page }) => {
    // The screen never sends an unknown method, so the request is changed on its way to the real server.
    await page.route('**/api/generate', (route) =>
      route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), method: 'crystal-ball' }) }),
    );
    await page.goto('/games/powerball/generate');
    await page.getByRole('button', { name: 'Generate Now' }).click();
    await expect(page.getByText('Failed to generate numbers: Validation error: Invalid method: crystal-ball')).toBeVisible();
    await expect(page.getByTestId('result-set')).toHaveCount(0);
  });

  test('Copy puts "a, b, c, d, e + s" on the clipboard and says so', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/games/powerball/generate');
    await page.getByRole('button', { name: 'Generate Now' }).click();
    await expectFiveValidSets(page, MATRICES.powerball);
    const [, second] = await readSets(page);

    await page.getByRole('button', { name: 'Copy set 2' }).click();
    await expect(page.getByText('Copied to clipboard!')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^\d+, \d+, \d+, \d+, \d+ \+ \d+$/);
    expect(copied).toBe(copyText(second!));
  });
});
