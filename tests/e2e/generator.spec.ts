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
    // The duplicate is ignored; five is the most.
    await expect(birthdates).toHaveCount(5);
    await expect(birthdate).toBeDisabled();
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

  test('lucky: a favourite outside the game is reported, not dropped silently', async ({ page }) => {
    await page.goto('/games/powerball/generate?method=lucky');
    await page.evaluate(() => localStorage.setItem('lucky-form-data', JSON.stringify({ favorites: [5, 99] })));
    await page.getByRole('button', { name: 'Generate Now' }).click();
    await expect(dialog(page).getByRole('list', { name: 'Your favourite numbers' }).getByRole('listitem')).toHaveCount(2);
    await dialog(page).getByRole('button', { name: 'Generate', exact: true }).click();
    await expectFiveValidSets(page, MATRICES.powerball);
    await expect(page.getByTestId('result-set').first()).toContainText(/range: 99/);
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
