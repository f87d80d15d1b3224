// The visitor screens of the public_site remote in a real browser against the started system:
// home, the generator entry page, the lottery chooser and the game generator, in English and Spanish.
import { expect, test, type ConsoleMessage } from './fixtures.js';
import { MATRICES, expectFiveValidSets, openInApp, waitForHydration } from './public-site.support.js';

test.describe('public site', () => {
  test('home shows the headline, 12 game cards, how it works, eight methods and the closing call to action', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('PickWise – AI-Powered Lottery Number Generator');
    await expect(page.getByRole('heading', { level: 1, name: 'AI-Powered Lottery Number Generator' })).toBeVisible();

    const games = page.locator('#games');
    await expect(games.getByRole('article')).toHaveCount(12);
    const powerball = games.getByRole('article', { name: 'Powerball' });
    await expect(powerball).toContainText('$432M');
    await expect(powerball).toContainText(/Next draw: (\d+d \d+h \d+m|Drawing now!)/);
    await expect(powerball.getByRole('link', { name: /^GENERATE/ })).toHaveAttribute('href', '/generator');
    await expect(powerball.getByRole('link', { name: /^HISTORY/ })).toHaveAttribute('href', '/history');

    await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
    for (const step of ['Choose a Game', 'Pick a Method', 'Get Numbers']) {
      await expect(page.getByRole('heading', { name: step, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Read more →' })).toHaveAttribute('href', '/about');

    const methodCards = page.locator('a[href^="/games/powerball/generate?method="]');
    await expect(methodCards).toHaveCount(8);
    await expect(page.getByRole('link', { name: 'View All Methods' })).toHaveAttribute('href', '/generator');

    await page.getByRole('button', { name: 'Get Started Free' }).click();
    await expect(page.getByRole('heading', { name: 'Pick Your Lottery' })).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Pick Your Lottery' })).toBeFocused();
  });

  const CARD_TEXTS = {
    en: { home: '/', prefix: '', generator: (game: string) => `${game} number generator`, history: (game: string) => `${game} draw history`, generate: /^GENERATE/ },
    es: { home: '/es/', prefix: '/es', generator: (game: string) => `Generador de números de ${game}`, history: (game: string) => `Historial de sorteos de ${game}`, generate: /^GENERAR/ },
  };
  for (const [language, texts] of Object.entries(CARD_TEXTS)) {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      test.describe(`home cards (${language}, ${viewport.width} px)`, () => {
        test.use({ viewport });

        test('each countdown keeps to one line, and each card links to its own game’s generator and history', async ({ page }) => {
          await page.goto(texts.home);
          const cards = page.locator('#games').getByRole('article');
          await expect(cards).toHaveCount(12);
          // The figures come once the visitor's clock is known.
          await expect(page.locator('#games .ps-countdown strong').first()).not.toHaveText('…');
          // The figures never split ('min' alone on a line); where the label and the figures do not fit
          // one line together (Spanish in a 1280 px grid's card), the figures go under the label whole.
          const lines = await page.locator('#games .ps-countdown strong').evaluateAll((figures) =>
            figures.map((figure) => new Set([...figure.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size),
          );
          expect(lines).toEqual(Array(12).fill(1));
          // Screen readers get the countdown in words.
          await expect(page.locator('#games .ps-countdown .pw-visually-hidden').first()).toHaveText(language === 'en' ? /^Next draw in \d+ days/ : /^Próximo sorteo en \d+ días/);

          const euromillions = cards.filter({ has: page.getByRole('heading', { name: 'EuroMillions' }) });
          await expect(page.locator('#games').getByRole('article', { name: 'EuroMillions', exact: true })).toHaveCount(1);
          await expect(euromillions.getByRole('link', { name: texts.generator('EuroMillions'), exact: true })).toHaveAttribute('href', `${texts.prefix}/games/euromillions/generate`);
          await expect(euromillions.getByRole('link', { name: texts.history('EuroMillions'), exact: true })).toHaveAttribute('href', `${texts.prefix}/history/euromillions`);
          // The spec's buttons keep their targets.
          await expect(euromillions.getByRole('link', { name: texts.generate })).toHaveAttribute('href', `${texts.prefix}/generator`);
          await euromillions.getByRole('link', { name: texts.generator('EuroMillions'), exact: true }).click();
          await expect(page).toHaveURL(new RegExp(`${texts.prefix}/games/euromillions/generate$`));
        });
      });
    }
  }

  test('home, reached in the application, shows skeletons and "Loading latest jackpots..." until jackpots answer, and explains estimates', async ({ page }) => {
    let releaseJackpots: () => void = () => undefined;
    const jackpotsHeld = new Promise<void>((resolve) => (releaseJackpots = resolve));
    // The jackpots request is held back, then passed on unchanged to the real gateway.
    await page.route('**/api/jackpots*', async (route) => {
      await jackpotsHeld;
      await route.continue();
    });
    // Reached from another page: opened directly, the home page is served with the jackpots (jackpots.spec.ts).
    await openInApp(page, '/');
    await expect(page.getByText('Loading latest jackpots...')).toBeVisible();
    // The games are there at once; only their jackpots wait, as skeletons.
    await expect(page.locator('#games').getByRole('article')).toHaveCount(12);
    await expect(page.locator('#games .ps-jackpot__value.ps-skeleton-text')).toHaveCount(12);

    releaseJackpots();
    await expect(page.getByText('Loading latest jackpots...')).toHaveCount(0);
    await expect(page.locator('#games .ps-skeleton-text')).toHaveCount(0);
    // Until live jackpots exist every card shows the spec's estimate, and says so.
    const estimateInfo = page.locator('#games').getByRole('button', { name: 'Showing estimated value' }).first();
    await estimateInfo.focus();
    await expect(page.getByRole('tooltip')).toHaveText('Showing estimated value');
  });

  test('open /, go to Powerball through the generator pages, generate and see five sets', async ({ page }) => {
    await page.goto('/');
    await page.locator('#games').getByRole('article', { name: 'Powerball' }).getByRole('link', { name: /^GENERATE/ }).click();

    await expect(page).toHaveURL(/\/generator$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Generator' })).toBeVisible();
    // The popular question says what the /faqs privacy answer says: the device keeps the last 10 sets per game.
    await expect(page.getByRole('main')).toContainText('Your form entries and your last 10 generated sets per game stay in this browser only');
    await page.getByRole('link', { name: 'Generate with AI Smart Picks' }).click();

    await expect(page).toHaveURL(/\/choose-lottery\?method=ai-smart$/);
    await page.getByRole('link', { name: /Powerball/ }).click();

    // The entry page's id `ai-smart` arrives as the generator method `ai`.
    await expect(page).toHaveURL(/\/games\/powerball\/generate\?method=ai$/);
    await expect(page).toHaveTitle('Powerball Number Generator – PickWise');
    await expect(page.getByRole('radio', { name: /AI Smart Picks/ })).toBeChecked();
    // The home page is served with islands: its links load each page, which the application then hydrates.
    await waitForHydration(page);
    const generateNow = page.getByRole('button', { name: 'Generate Now' });
    await generateNow.click();

    // The toast goes after 4 s, so it is checked first.
    await expect(page.getByText('Numbers generated successfully!')).toBeVisible();
    const sets = await expectFiveValidSets(page, MATRICES.powerball);
    expect(new Set(sets.map((set) => set.main.join('-'))).size).toBeGreaterThan(1);
    await expect(page.getByTestId('result-set').first()).toContainText(/Quality score \d+\/100/);
    await expect(page.getByText('Offline mode: Temporary local random picks.')).toHaveCount(0);
  });

  test('the same under /es/ with Spanish texts', async ({ page }) => {
    await page.goto('/es/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Generador de números de lotería con IA' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cómo funciona' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Empieza gratis' })).toBeVisible();

    await page.locator('a[href="/es/games/powerball/generate?method=random"]').click();
    await expect(page).toHaveURL(/\/es\/games\/powerball\/generate\?method=random$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Generador de números de Powerball' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Volver a los juegos/ })).toHaveAttribute('href', '/es/games');
    await expect(page.getByText('Aún no hay números.', { exact: false })).toBeVisible();

    // Reached from the home page served with islands by a page load: the application hydrates it.
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Generar ahora' }).click();
    await expect(page.getByText('¡Números generados correctamente!')).toBeVisible();
    await expectFiveValidSets(page, MATRICES.powerball);
    await expect(page.getByRole('button', { name: 'Copiar la combinación 1' })).toBeVisible();
    await expect(page.getByText('Todas las combinaciones tienen las mismas probabilidades', { exact: false }).first()).toBeVisible();
  });

  test('the chooser opens a game with Enter or Space and carries the preselected method', async ({ page }) => {
    await page.goto('/choose-lottery?method=hot-cold');
    await expect(page.getByText('Select the game you want numbers for with Hot & Cold Numbers.')).toBeVisible();
    const euromillions = page.getByRole('link', { name: /EuroMillions/ });
    await expect(euromillions).toContainText('€145M');
    await expect(euromillions).toContainText('EUR · Source: Estimated');

    await euromillions.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/games\/euromillions\/generate\?method=hotcold$/);
    await expect(page.getByRole('radio', { name: /Hot & Cold Numbers/ })).toBeChecked();

    await page.goto('/es/choose-lottery');
    await page.getByRole('link', { name: /La Primitiva/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/es\/games\/la-primitiva\/generate$/);
  });

  test('an unknown game shows Game Not Found with a way back, and an invalid method falls back to random with a warning', async ({ page }) => {
    await page.goto('/games/no-such-lottery/generate');
    await expect(page.getByRole('heading', { level: 1, name: 'Game Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Games' })).toHaveAttribute('href', '/games');

    const warnings: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/games/powerball/generate?method=crystal-ball');
    await expect(page.getByRole('radio', { name: /Random Picks/ })).toBeChecked();
    await expect.poll(() => warnings.some((text) => text.includes('crystal-ball'))).toBe(true);
  });

  test('/games lands on the home page games section', async ({ page }) => {
    await page.goto('/games');
    await expect(page).toHaveURL(/\/#games$/);
    await expect(page.getByRole('heading', { name: 'Pick Your Lottery' })).toBeInViewport();
  });
});
