// The content pages /responsible, /faqs and /about (issue 10) in a real browser, in English and
// Spanish: one h1 and headings in order, the key texts, the helpline links, the FAQ accordion by
// keyboard (single open, closable), the FAQPage JSON-LD with its 22 questions, and each page's
// title, description, canonical link and alternates in <head>.
import { expect, test, type Page } from './fixtures.js';
import { waitForHydration } from './public-site.support.js';

const TEXTS = {
  en: {
    prefix: '',
    responsible: {
      title: 'Responsible Gaming – PickWise',
      heading: 'Responsible Gaming',
      description: /^How to keep lottery play fun/,
      sections: ['Important notice', 'Guidelines for playing responsibly', 'Warning signs', 'Where to get help', 'The help banner'],
      guidelines: ['Set a budget', 'Treat it as entertainment', 'Know when to stop', "Don't chase losses", 'Keep it balanced'],
      notice: /sells no lottery tickets/,
      call: ['Call 1-800-GAMBLER (1-800-426-2537)', 'Call 0808 8020 133'],
      banner: ['US: 1-800-GAMBLER', 'UK: GamCare', 'Europe: Gambling Therapy'],
      // The shell puts the help banner above the footer (ChromeLayout).
      bannerIntro: 'The banner above the footer of every PickWise page links to these three services:',
    },
    faqs: {
      title: 'FAQs – PickWise',
      heading: 'Frequently Asked Questions',
      description: /^Straight answers about PickWise/,
      first: 'What is PickWise?',
      second: 'Is it free? Do I need an account?',
      firstAnswer: /free website, in English and Spanish/,
      odds: /Powerball 1 in 292,201,338, Mega Millions 1 in 290,472,336/,
      still: 'Still have questions?',
      stillLink: 'Go to Responsible Gaming',
    },
    about: {
      title: 'About – PickWise',
      heading: 'About PickWise',
      description: /^About PickWise: a free, bilingual/,
      sections: ['Our mission', 'How the numbers are made', 'Responsible gaming', 'Global coverage'],
      methods: ['Random Picks', 'AI Smart Picks', 'Markov Generator', 'Hot & Cold Numbers', 'Statistical Balance', 'Birthday Generator', 'Lucky Numbers', 'Horoscope'],
      honesty: /exactly as likely to win as one from Random Picks/,
      powerball: /USA · draws on Monday, Wednesday, and Saturday/,
    },
  },
  es: {
    prefix: '/es',
    responsible: {
      title: 'Juego responsable – PickWise',
      heading: 'Juego responsable',
      description: /^Cómo seguir jugando a la lotería por diversión/,
      sections: ['Aviso importante', 'Pautas para jugar con responsabilidad', 'Señales de alerta', 'Dónde pedir ayuda', 'El aviso de ayuda'],
      guidelines: ['Fija un presupuesto', 'Tómatelo como un entretenimiento', 'Sabe cuándo parar', 'No persigas las pérdidas', 'Mantén el equilibrio'],
      notice: /no vende boletos de lotería/,
      call: ['Llamar al 1-800-GAMBLER (1-800-426-2537)', 'Llamar al 0808 8020 133'],
      banner: ['EE. UU.: 1-800-GAMBLER', 'Reino Unido: GamCare', 'Europa: Gambling Therapy'],
      bannerIntro: 'El aviso que aparece sobre el pie de todas las páginas de PickWise enlaza con estos tres servicios:',
    },
    faqs: {
      title: 'Preguntas frecuentes – PickWise',
      heading: 'Preguntas frecuentes',
      description: /^Respuestas claras sobre PickWise/,
      first: '¿Qué es PickWise?',
      second: '¿Es gratis? ¿Necesito una cuenta?',
      firstAnswer: /web gratuita, en español e inglés/,
      odds: /Powerball, 1 entre 292\.201\.338; Mega Millions, 1 entre 290\.472\.336/,
      still: '¿Todavía tienes preguntas?',
      stillLink: 'Ir a Juego responsable',
    },
    about: {
      title: 'Quiénes somos – PickWise',
      heading: 'Sobre PickWise',
      description: /^Sobre PickWise: un generador/,
      sections: ['Nuestra misión', 'Cómo se generan los números', 'Juego responsable', 'Cobertura internacional'],
      methods: [
        'Selección aleatoria',
        'Selección inteligente IA',
        'Generador de Markov',
        'Números calientes y fríos',
        'Equilibrio estadístico',
        'Generador de cumpleaños',
        'Números de la suerte',
        'Horóscopo',
      ],
      honesty: /exactamente la misma probabilidad de ganar que una de la selección aleatoria/,
      powerball: /EE\. UU\. · sorteos los lunes, miércoles y sábado/,
    },
  },
} as const;

type Language = keyof typeof TEXTS;

/** Title, description, canonical and the three alternates of `path` in `language`, as <head> holds them. */
async function expectMetadata(page: Page, language: Language, path: string, title: string, description: RegExp): Promise<void> {
  const origin = new URL(page.url()).origin;
  await expect(page).toHaveTitle(title);
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', description);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${origin}${TEXTS[language].prefix}${path}`);
  await expect(page.locator('head link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${origin}${path}`);
  await expect(page.locator('head link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', `${origin}/es${path}`);
  await expect(page.locator('head link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${origin}${path}`);
}

/** Exactly one h1, and no heading more than one level below the one before it. */
async function expectHeadingOrder(page: Page): Promise<void> {
  await expect(page.locator('main h1')).toHaveCount(1);
  const levels = await page.locator('main :is(h1, h2, h3, h4, h5, h6)').evaluateAll((headings) => headings.map((h) => Number(h.tagName[1])));
  expect(levels[0]).toBe(1);
  for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
}

for (const language of Object.keys(TEXTS) as Language[]) {
  const texts = TEXTS[language];

  test.describe(`content pages (${language})`, () => {
    test(`/responsible: notice, guidelines, warning signs, helplines by region and the banner's links (${language})`, async ({ page }) => {
      const t = texts.responsible;
      await page.goto(`${texts.prefix}/responsible`);
      await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
      await expectMetadata(page, language, '/responsible', t.title, t.description);
      await expectHeadingOrder(page);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2 })).toHaveText([...t.sections]);
      await expect(main.getByRole('heading', { level: 3 })).toContainText([...t.guidelines]);
      await expect(main).toContainText(t.notice);
      await expect(main.locator('section[aria-labelledby="responsible-signs"] li')).toHaveCount(5);
      await expect(main.getByRole('link', { name: t.call[0], exact: true })).toHaveAttribute('href', 'tel:+18004262537');
      await expect(main.getByRole('link', { name: t.call[1], exact: true })).toHaveAttribute('href', 'tel:+448088020133');
      for (const site of ['https://www.ncpgambling.org/', 'https://www.gamcare.org.uk/', 'https://www.gordonmoody.org.uk/', 'https://www.fejar.org/', 'https://www.gamblersanonymous.org/']) {
        const link = main.locator(`section[aria-labelledby="responsible-help"] a[href="${site}"]`);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      // The banner section lists the same three services, with the same addresses, as the shell's help banner.
      const bannerLinks = page.getByRole('complementary').first().getByRole('link');
      const sectionLinks = main.locator('section[aria-labelledby="responsible-banner"] a');
      await expect(sectionLinks).toHaveCount(3);
      await expect(main.locator('section[aria-labelledby="responsible-banner"]')).toContainText(t.bannerIntro);
      // The banner is the last thing before the footer.
      await expect(page.locator('footer.shell-footer').locator('xpath=preceding-sibling::*[1]')).toContainText(t.banner[0]);
      for (const [index, label] of t.banner.entries()) {
        await expect(sectionLinks.nth(index)).toContainText(label);
        await expect(sectionLinks.nth(index)).toHaveAttribute('href', (await bannerLinks.nth(index).getAttribute('href'))!);
      }
    });

    test(`/faqs: 22 questions, one open at a time by keyboard, closable, FAQPage JSON-LD and 'Still have questions?' (${language})`, async ({ page }) => {
      const t = texts.faqs;
      await page.goto(`${texts.prefix}/faqs`);
      await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
      await expectMetadata(page, language, '/faqs', t.title, t.description);
      await expectHeadingOrder(page);

      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const faqPage = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'FAQPage') as {
        inLanguage: string;
        mainEntity: Array<{ '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }>;
      };
      expect(faqPage.inLanguage).toBe(language);
      expect(faqPage.mainEntity).toHaveLength(22);
      expect(faqPage.mainEntity[0]).toMatchObject({ '@type': 'Question', name: t.first, acceptedAnswer: { '@type': 'Answer' } });
      expect(faqPage.mainEntity.map((q) => q.acceptedAnswer.text).join(' ')).toMatch(t.odds);
      for (const question of faqPage.mainEntity) expect(question.acceptedAnswer.text).not.toMatch(/\{\{|\}\}/);

      const triggers = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('button');
      await expect(triggers).toHaveCount(22);
      await expect(triggers.first()).toHaveAccessibleName(t.first);
      const first = triggers.nth(0);
      const second = triggers.nth(1);
      const answerOf = async (trigger: typeof first) => page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);

      // Enter opens the first; the arrow key moves to the second and Space opens it, closing the first.
      await first.focus();
      await page.keyboard.press('Enter');
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await expect(await answerOf(first)).toBeVisible();
      await expect(await answerOf(first)).toContainText(t.firstAnswer);
      await page.keyboard.press('ArrowDown');
      await expect(second).toBeFocused();
      await page.keyboard.press('Space');
      await expect(second).toHaveAttribute('aria-expanded', 'true');
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      await expect(await answerOf(first)).toBeHidden();
      await expect(page.locator('main [aria-expanded="true"]')).toHaveCount(1);
      // The open question closes again, leaving none open.
      await page.keyboard.press('Enter');
      await expect(second).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator('main [aria-expanded="true"]')).toHaveCount(0);

      await expect(page.getByRole('heading', { level: 2, name: t.still })).toBeVisible();
      await page.getByRole('link', { name: t.stillLink }).click();
      await expect(page).toHaveURL(new RegExp(`${texts.prefix}/responsible$`));
      await expect(page.getByRole('heading', { level: 1, name: texts.responsible.heading })).toBeVisible();
    });

    test(`/about: mission, every method, responsible gaming and the twelve games (${language})`, async ({ page }) => {
      const t = texts.about;
      await page.goto(`${texts.prefix}/about`);
      await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
      await expectMetadata(page, language, '/about', t.title, t.description);
      await expectHeadingOrder(page);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2 })).toHaveText([...t.sections]);
      await expect(main.locator('section[aria-labelledby="about-technology"] li h3')).toHaveText([...t.methods]);
      await expect(main).toContainText(t.honesty);
      await expect(main.locator('.ps-content__games > li')).toHaveCount(12);
      await expect(main.locator('.ps-content__games > li').first()).toContainText(t.powerball);
      await expect(main.getByRole('link', { name: /Powerball/ }).first()).toHaveAttribute('href', `${texts.prefix}/odds/powerball`);
    });
  });
}

test('a content page opened and left inside the application gives each page its own description and canonical link', async ({ page }) => {
  // Served on their own, /faqs and the home page come with islands only (tests/e2e/islands.spec.ts);
  // from a page of the application (/history) the application renders them, and must replace the
  // head's elements each way.
  await page.goto('/history');
  await waitForHydration(page);
  await page.getByRole('navigation').first().getByRole('link', { name: 'FAQs', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await expectMetadata(page, 'en', '/faqs', 'FAQs – PickWise', /^Straight answers/);
  await page.getByRole('navigation').first().getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI-Powered Lottery Number Generator' })).toBeVisible();
  await expectMetadata(page, 'en', '/', 'PickWise – AI-Powered Lottery Number Generator', /^Get five sets of numbers/);
});
