// Every public page's HTML, as served, is the page itself (frontends/site-pages prerenders it at
// build time): read here by a browser with JavaScript off, for every page of /sitemap.xml and both
// 404 pages. Then, with JavaScript, pages of every kind hydrate without falling back to a render
// from scratch, and work.
import { expect, pageSettled, test } from './fixtures.js';
import { MATRICES, expectFiveValidSets, watchHydration } from './public-site.support.js';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every page of the sitemap is served with its title, description, canonical link, alternates, share tags and main heading', async ({ page, request, baseURL }) => {
    test.setTimeout(300_000);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(urls.length).toBeGreaterThan(100);
    const titles = new Set<string>();
    for (const url of urls) {
      // The sitemap names the pages under SITE_URL, which the e2e system sets to the tested origin.
      expect(url.startsWith(baseURL!)).toBe(true);
      const { pathname } = new URL(url);
      const spanish = pathname === '/es/' || pathname.startsWith('/es/');
      const englishPath = spanish ? pathname.slice(3) || '/' : pathname;
      // The document as parsed is what is read: its stylesheets and images are not waited for.
      const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
      expect(response?.status(), url).toBe(200);
      // Read in one go (the page's own scripts are off; this runs in Playwright's).
      const head = await page.evaluate(() => {
        const attribute = (selector: string, name: string) => [...document.querySelectorAll(selector)].map((element) => element.getAttribute(name));
        return {
          lang: document.documentElement.lang,
          title: document.title,
          description: attribute('head meta[name="description"]', 'content'),
          canonical: attribute('head link[rel="canonical"]', 'href'),
          alternates: Object.fromEntries(['en', 'es', 'x-default'].map((language) => [language, attribute(`head link[rel="alternate"][hreflang="${language}"]`, 'href')])),
          ogTitle: attribute('head meta[property="og:title"]', 'content'),
          ogUrl: attribute('head meta[property="og:url"]', 'content'),
          twitterCard: attribute('head meta[name="twitter:card"]', 'content'),
          manifest: attribute('head link[rel="manifest"]', 'href'),
          headings: [...document.querySelectorAll('#root h1')].map((heading) => heading.textContent?.trim() ?? ''),
        };
      });
      const spanishPath = englishPath === '/' ? '/es/' : `/es${englishPath}`;
      expect(head, url).toEqual({
        lang: spanish ? 'es' : 'en',
        title: expect.stringMatching(/PickWise/),
        description: [expect.stringMatching(/.{40,}/)],
        canonical: [url],
        alternates: { en: [`${baseURL}${englishPath}`], es: [`${baseURL}${spanishPath}`], 'x-default': [`${baseURL}${englishPath}`] },
        ogTitle: [head.title],
        ogUrl: [url],
        twitterCard: ['summary'],
        manifest: [spanish ? '/manifest.es.webmanifest' : '/manifest.webmanifest'],
        headings: [expect.stringMatching(/\S/)],
      });
      titles.add(head.title);
    }
    // Each page has a title of its own (a game's pages name the game).
    expect(titles.size).toBe(urls.length);
  });

  test('the pages carry their structured data: WebSite on the home page, FAQPage on the FAQs, BreadcrumbList on a guide', async ({ page }) => {
    const structuredData = async (url: string) => {
      await page.goto(url);
      return (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
    };
    expect(await structuredData('/es/')).toEqual([expect.objectContaining({ '@type': 'WebSite', name: 'PickWise', url: expect.stringMatching(/\/es\/$/), inLanguage: 'es' })]);
    expect((await structuredData('/faqs')).map((data) => data['@type'])).toContain('FAQPage');
    expect((await structuredData('/topics/3-numbers-lottery')).map((data) => data['@type'])).toContain('BreadcrumbList');
  });

  test("a page's main text is there: the FAQ questions, a guide's sections, the games of the home page", async ({ page }) => {
    await page.goto('/es/faqs');
    await expect(page.locator('#root h1')).toHaveText('Preguntas frecuentes');
    await expect(page.locator('#root').getByRole('button', { name: /¿/ })).toHaveCount(22);
    await page.goto('/topics/how-to-win-numbers-lottery');
    await expect(page.locator('#root h2').first()).not.toBeEmpty();
    await page.goto('/');
    await expect(page.locator('#games article')).toHaveCount(12);
  });

  test("an unknown path answers 404 with the 404 page of its language; a page with a query gets its path's page, which the app renders anew", async ({ page, request }) => {
    for (const [url, heading] of [
      ['/no-such-page', 'Oops! Page not found'],
      ['/es/no-such-page', '¡Ups! Página no encontrada'],
    ] as const) {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.locator('#root h1')).toHaveText(heading);
    }
    // A share link gets its path's page at once; the application renders the link's state in its place.
    const shareLink = await request.get('/games/powerball/generate?method=random&seed=1');
    expect(shareLink.status()).toBe(200);
    expect(await shareLink.text()).toContain('<div id="root" data-prerendered-path="/games/powerball/generate">');
  });

  test('pages are sent compressed, and vary by what the browser accepts', async ({ request }) => {
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await request.get('/faqs', { headers: { 'accept-encoding': encoding } });
      expect(response.headers()['content-encoding']).toBe(encoding);
      expect(response.headers()['vary']).toMatch(/accept-encoding/i);
      expect(response.headers()['cache-control']).toBe('no-cache');
      expect(await response.text()).toContain('Frequently Asked Questions');
    }
  });
});

test.describe('with JavaScript', () => {
  const pages = [
    '/', '/es/', '/generator', '/choose-lottery', '/es/games/euromillions/generate', '/history', '/es/history/powerball',
    '/history/uk-lotto/stats', '/history/lotto-6aus49/check', '/es/odds/mega-millions', '/faqs', '/es/responsible', '/about',
    '/contact', '/us/new-york-numbers-lottery', '/es/topics/dream-numbers-lottery', '/auth', '/es/auth', '/tickets', '/es/tickets',
  ];

  test('pages of every kind hydrate their prerendered HTML without rendering it again', async ({ page, request }) => {
    const failures = watchHydration(page);
    const linkedIn = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => new URL(match[1]!, 'http://site.invalid').pathname);
    for (const url of pages) {
      await page.goto(url);
      await pageSettled(page);
      await expect(page.locator('#root h1')).toHaveCount(1);
      expect(failures, url).toEqual([]);
      // The scripts found every stylesheet they load already linked by the page, in the page's
      // order: one they added would come last and reorder the cascade (the page would move).
      const stylesheets = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => new URL(link.href).pathname));
      expect(stylesheets, url).toEqual(linkedIn(await (await request.get(url)).text()));
    }
  });

  test('opened on another name of the host (localhost for 127.0.0.1), a page links its stylesheets on that name: none blocked, none loaded twice', async ({ page, baseURL }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${baseURL!.replace('127.0.0.1', 'localhost')}/history/powerball`);
    await pageSettled(page);
    await expect(page.locator('#root h1')).toHaveCount(1);
    const hrefs = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href));
    const stylesheets = hrefs.map((href) => new URL(href));
    expect(new Set(stylesheets.map((url) => url.pathname)).size).toBe(stylesheets.length);
    expect(stylesheets.every((url) => url.hostname === 'localhost')).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a hydrated page works: the FAQ accordion opens, the countdown counts, the generator generates', async ({ page }) => {
    const failures = watchHydration(page);
    await page.goto('/faqs');
    await pageSettled(page);
    const question = page.getByRole('button', { name: 'Is it free? Do I need an account?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');

    await page.goto('/games/powerball/generate');
    await pageSettled(page);
    // The countdown needs the visitor's clock: the prerendered page holds its place, the browser fills it in.
    await expect(page.locator('.ps-countdown time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await page.getByRole('button', { name: 'Generate Now' }).click();
    await expectFiveValidSets(page, MATRICES.powerball);
    expect(failures).toEqual([]);
  });
});
