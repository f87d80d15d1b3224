// The installable, offline site (issue 10 item 4): the web app manifest and its icons; a returning
// visitor whose service worker has cached the site opens it with the network cut, sees the offline
// notice, and gets five sets made on the device; online again, the notice goes.
import { expect, test, type Page } from './fixtures.js';
import { MATRICES, expectFiveValidSets } from './public-site.support.js';

/** Waits until the service worker controls the page and holds the public site's remote entry and every chunk of the generator. */
async function waitUntilCached(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const pages = await caches.open('pickwise-pages');
          const manifest = await pages.match('/remotes/public-site/mf-manifest.json');
          if (!manifest || !(await pages.match('/remotes/public-site/remoteEntry.js'))) return 'manifest';
          const listed = (await manifest.json()) as { exposes: { assets: { js: { sync: string[]; async: string[] } } }[] };
          const assets = await caches.open('pickwise-assets');
          const files = listed.exposes.flatMap((expose) => [...expose.assets.js.sync, ...expose.assets.js.async]);
          const missing = await Promise.all(files.map(async (file) => ((await assets.match(`/remotes/public-site/${file}`)) ? 0 : 1)));
          return missing.reduce((sum: number, one) => sum + one, 0) === 0 && navigator.serviceWorker.controller !== null ? 'cached' : 'assets';
        }),
      { timeout: 60_000 },
    )
    .toBe('cached');
}

test('each language has its web app manifest: name, start URL and installable icons; the page links the one of its language', async ({ page, request }) => {
  for (const [file, name, startUrl] of [
    ['/manifest.webmanifest', 'PickWise – Lottery Number Generator', '/'],
    ['/manifest.es.webmanifest', 'PickWise – Generador de números de lotería', '/es/'],
  ] as const) {
    const response = await request.get(file);
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as { id: string; name: string; start_url: string; display: string; icons: { src: string; sizes: string; purpose: string }[] };
    // One app (one id), installed in the language of the page it was installed from.
    expect(manifest).toMatchObject({ id: '/', name, short_name: 'PickWise', start_url: startUrl, display: 'standalone' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
  }
  await page.goto('/faqs');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await page.getByTestId('language-toggle').click();
  await expect(page).toHaveURL(/\/es\/faqs$/);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.es.webmanifest');
});

test('a returning visitor opens the site offline and generates five local sets, with the offline notice', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await waitUntilCached(page);
  await expect(page.getByTestId('offline-notice')).toBeHidden();

  await context.setOffline(true);
  // A page this visitor never opened, in the other language: the cached shell and remote serve it.
  await page.goto('/es/games/euromillions/generate');
  await expect(page.getByTestId('offline-notice')).toHaveText(
    'Estás sin conexión. Las páginas que ya abriste siguen funcionando y las combinaciones se generan en este dispositivo.',
  );
  await page.getByRole('button', { name: 'Generar ahora' }).click();
  await expect(page.getByText('Modo sin conexión: números aleatorios locales temporales.')).toBeVisible();
  await expectFiveValidSets(page, MATRICES.euromillions);

  await context.setOffline(false);
  await expect(page.getByTestId('offline-notice')).toBeHidden();
  await context.close();
});

test('a new release reaches a returning visitor whole on the next visit: the page and the remote manifest come from the network, and the offline copy is the new one', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto('/faqs');
  await waitUntilCached(page);

  // The next release, as the network now serves it (the service worker's own fetches go through
  // these routes too): its page and the public site's manifest carry its name.
  const RELEASE = 'release-under-test';
  await context.route(/\/faqs$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace('</head>', `<meta name="pickwise-release" content="${RELEASE}"></head>`) });
  });
  await context.route('**/remotes/public-site/mf-manifest.json', async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { metaData: { buildInfo: Record<string, string> } };
    manifest.metaData.buildInfo['buildVersion'] = RELEASE;
    await route.fulfill({ response, json: manifest });
  });

  await page.goto('/faqs');
  await expect(page.locator('meta[name="pickwise-release"]')).toHaveAttribute('content', RELEASE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
  // The cached manifest is the new one, and every file it lists is cached with it.
  await expect
    .poll(() => page.evaluate(async () => ((await (await caches.match('/remotes/public-site/mf-manifest.json'))?.json()) as { metaData: { buildInfo: { buildVersion: string } } } | undefined)?.metaData.buildInfo.buildVersion))
    .toBe(RELEASE);
  await waitUntilCached(page);

  // Offline, the site opens as that release, not as the first visit's.
  await context.unrouteAll();
  await context.setOffline(true);
  await page.goto('/about');
  await expect(page.locator('meta[name="pickwise-release"]')).toHaveAttribute('content', RELEASE);
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  // The cached page is the FAQs page, served with islands: on another path the application takes over and shows this one.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About PickWise');
  await context.close();
});

test('the wheel builder builds offline once it has built a wheel online: its worker is cached at first use', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto('/wheels');
  await waitUntilCached(page);
  // Built with the service worker in control, so the worker's script goes through it.
  await page.goto('/wheels?game=euromillions&numbers=1,2,3,4,5,6,7,8,9,10&guarantee=3if3&special=1,2');
  await expect(page.getByTestId('wheel-result')).toHaveAttribute('data-verified-cases', '120');
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('pickwise-pages')).keys()).some((request) => request.url.endsWith('/remotes/public-site/wheel-worker.js'))))
    .toBe(true);

  await context.setOffline(true);
  // Another wheel, in the other language: C(10, 4) = 210 cases checked on the device.
  await page.goto('/es/wheels?game=euromillions&numbers=1,2,3,4,5,6,7,8,9,10&guarantee=3if4&special=1,2');
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await expect(page.getByTestId('wheel-result')).toHaveAttribute('data-verified-cases', '210');
  await context.close();
});
