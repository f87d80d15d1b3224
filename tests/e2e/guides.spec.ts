// The educational pages (/us/…) and topic guides (/topics/…) of the specification (issue 10), in English
// and Spanish: the page's one h1 and headings in order, its key figures (the official jackpot and
// Pick-2/Pick-3 odds, Mega Millions as it is since April 2025), the links the specification lists,
// and what <head> holds: title, description, canonical, hreflang alternates, Open Graph and Twitter
// tags and BreadcrumbList structured data.
import { expect, test, type Page } from './fixtures.js';

type Language = 'en' | 'es';
type Bilingual = Record<Language, string>;

interface GuideCase {
  path: string;
  h1: Bilingual;
  /** Text of the page's description meta tag (a fragment). */
  description: Bilingual;
  figures: Record<Language, readonly string[]>;
  /** Site links the specification asks for, beyond those every guide has. */
  links: readonly string[];
}

const TOPICS = ['/topics/hot-numbers-lottery', '/topics/dream-numbers-lottery', '/topics/2-numbers-lottery', '/topics/3-numbers-lottery', '/topics/how-to-win-numbers-lottery'];

const GUIDES: readonly GuideCase[] = [
  {
    path: '/us/new-york-numbers-lottery',
    h1: { en: 'New York Lottery Numbers', es: 'Números de la lotería de Nueva York' },
    description: { en: 'New York Lotto, Powerball, Mega Millions and the daily Numbers game', es: 'New York Lotto, Powerball, Mega Millions y el juego diario Numbers' },
    figures: { en: ['1 in 45,057,474', '1 in 292,201,338', '1 in 290,472,336'], es: ['1 entre 45.057.474', '1 entre 292.201.338', '1 entre 290.472.336'] },
    links: ['/history/powerball'],
  },
  {
    path: '/us/florida-winning-numbers-lottery',
    h1: { en: 'Florida Lotto: Winning Numbers and Odds', es: 'Florida Lotto: números ganadores y probabilidades' },
    description: { en: 'Florida Lotto draws 6 numbers from 1–53 on Wednesdays and Saturdays', es: 'Florida Lotto sortea 6 números del 1 al 53 los miércoles y sábados' },
    figures: { en: ['1 in 22,957,480', '$2 million', 'every Wednesday and Saturday'], es: ['1 entre 22.957.480', '2 millones de dólares', 'cada miércoles y sábado'] },
    links: ['/games/florida-lotto/generate', '/history/florida-lotto'],
  },
  {
    path: '/us/north-carolina-winning-numbers',
    h1: { en: 'North Carolina Winning Numbers', es: 'Números ganadores en Carolina del Norte' },
    description: { en: 'Powerball and Mega Millions', es: 'Powerball y Mega Millions' },
    figures: { en: ['1 in 292,201,338', 'Mega Ball from 1–24', 'April 8, 2025'], es: ['1 entre 292.201.338', 'Mega Ball del 1 al 24', '8 de abril de 2025'] },
    links: ['/history/powerball'],
  },
  {
    path: '/topics/hot-numbers-lottery',
    h1: { en: 'Hot and Cold Lottery Numbers', es: 'Números calientes y fríos de la lotería' },
    description: { en: 'Why neither changes the odds of the next draw', es: 'Por qué ninguno cambia la probabilidad del próximo sorteo' },
    figures: { en: ['5 in 69'], es: ['5 entre 69'] },
    links: ['/history/powerball/stats'],
  },
  {
    path: '/topics/dream-numbers-lottery',
    h1: { en: 'Dream Numbers: A Tradition, Not a Strategy', es: 'Números soñados: una tradición, no una estrategia' },
    description: { en: 'smorfia', es: 'smorfia' },
    figures: { en: ['from 1 to 90'], es: ['del 1 al 90'] },
    links: ['/games/powerball/generate?method=lucky'],
  },
  {
    path: '/topics/2-numbers-lottery',
    h1: { en: '2-Number Lottery Games (Pick 2)', es: 'Juegos de lotería de 2 cifras (Pick 2)' },
    description: { en: 'A Pick 2 game has 100 combinations', es: 'Un juego Pick 2 tiene 100 combinaciones' },
    figures: { en: ['1 in 100', '1 in 50'], es: ['1 entre 100', '1 entre 50'] },
    links: [],
  },
  {
    path: '/topics/3-numbers-lottery',
    h1: { en: '3-Number Lottery Games (Pick 3)', es: 'Juegos de lotería de 3 cifras (Pick 3)' },
    description: { en: 'A Pick 3 game has 1,000 combinations', es: 'Un juego Pick 3 tiene 1000 combinaciones' },
    figures: { en: ['1 in 1,000', '1 in 166.7', '1 in 333.3'], es: ['1 entre 1.000', '1 entre 166,7', '1 entre 333,3'] },
    links: [],
  },
  {
    path: '/topics/how-to-win-numbers-lottery',
    h1: { en: 'How to Win the Lottery: The Honest Answer', es: 'Cómo ganar la lotería: la respuesta honesta' },
    description: { en: 'No method raises the odds of a lottery line', es: 'Ningún método aumenta la probabilidad de una combinación' },
    figures: { en: ['1 in 290,472,336', '1 in 139,838,160', 'Fewer shared wins'], es: ['1 entre 290.472.336', '1 entre 139.838.160', 'Menos premios compartidos'] },
    links: ['/games/powerball/generate', '/odds/powerball'],
  },
];

const localized = (language: Language, path: string) => (language === 'es' ? `/es${path}` : path);

/** Every link a guide must hold: the spec's own, history, hot numbers, responsible gaming and the other topic guides. */
const expectedLinks = (guide: GuideCase) => [...guide.links, '/history', '/responsible', ...TOPICS.filter((topic) => topic !== guide.path)];

async function headContent(page: Page, selector: string, attribute: string) {
  return page.locator(`head ${selector}`).getAttribute(attribute);
}

test.describe('educational pages and topic guides', () => {
  for (const guide of GUIDES) {
    for (const language of ['en', 'es'] as const) {
      const url = localized(language, guide.path);
      test(`${url}: heading, figures, links and metadata`, async ({ page, baseURL }) => {
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        const main = page.locator('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(guide.h1[language]);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        // Headings in order: the h1, then h2s (the guides have no deeper level).
        const levels = await main.locator('h1, h2, h3, h4').evaluateAll((headings) => headings.map((h) => Number(h.tagName.slice(1))));
        expect(levels[0]).toBe(1);
        levels.slice(1).forEach((level, i) => expect(level - (levels[i] ?? 1)).toBeLessThanOrEqual(1));

        for (const figure of guide.figures[language]) await expect(main.getByText(figure).first()).toBeVisible();
        for (const path of expectedLinks(guide)) await expect(main.locator(`a[href="${localized(language, path)}"]`).first()).toBeVisible();

        const canonical = `${baseURL}${url}`;
        const title = await page.title();
        expect(title).toContain(guide.h1[language].split(':')[0]!);
        await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
        const description = await headContent(page, 'meta[name="description"]', 'content');
        expect(description).toContain(guide.description[language]);
        await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', canonical);
        await expect(page.locator('head link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${baseURL}${guide.path}`);
        await expect(page.locator('head link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', `${baseURL}/es${guide.path}`);
        await expect(page.locator('head link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${baseURL}${guide.path}`);
        expect(await headContent(page, 'meta[property="og:title"]', 'content')).toBe(title);
        expect(await headContent(page, 'meta[property="og:description"]', 'content')).toBe(description);
        expect(await headContent(page, 'meta[property="og:url"]', 'content')).toBe(canonical);
        expect(await headContent(page, 'meta[property="og:locale"]', 'content')).toBe(language === 'es' ? 'es_ES' : 'en_US');
        expect(await headContent(page, 'meta[name="twitter:card"]', 'content')).toBe('summary');
        expect(await headContent(page, 'meta[name="twitter:title"]', 'content')).toBe(title);

        const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
        const breadcrumbs = structured.map((text) => JSON.parse(text) as { '@type': string; itemListElement: { item: string; name: string }[] }).find((data) => data['@type'] === 'BreadcrumbList');
        expect(breadcrumbs?.itemListElement.map((entry) => entry.item)).toEqual([`${baseURL}${language === 'es' ? '/es/' : '/'}`, canonical]);
        expect(breadcrumbs?.itemListElement[1]?.name).toBe(guide.h1[language]);
      });
    }
  }

  test('the guide links work by keyboard with a visible focus, and leaving a guide gives the home page its own description and no article tags', async ({ page }) => {
    await page.goto('/topics/3-numbers-lottery');
    // The related links are in order: history, responsible gaming, then every other guide.
    const related = page.getByRole('navigation', { name: 'Keep reading' });
    await related.getByRole('link', { name: 'North Carolina winning numbers: Powerball and Mega Millions' }).focus();
    await page.keyboard.press('Tab');
    const focused = related.getByRole('link', { name: 'Hot and cold numbers explained' });
    await expect(focused).toBeFocused();
    expect(await focused.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/topics\/hot-numbers-lottery$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hot and Cold Lottery Numbers');
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', 'PickWise – AI-Powered Lottery Number Generator');
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    expect(await headContent(page, 'meta[name="description"]', 'content')).toContain('Get five sets of numbers');
  });

  test('an unknown guide is the 404 page', async ({ page }) => {
    for (const [url, title] of [
      ['/topics/no-such-guide', 'Oops! Page not found'],
      ['/es/us/no-such-state', '¡Ups! Página no encontrada'],
    ] as const) {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
  });
});
