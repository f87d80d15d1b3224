// The installable, offline site (issue 10 item 4): the web app manifest and its icons; a returning
// visitor whose service worker has cached the site opens it with the network cut, sees the offline
// notice, and gets five sets made on the device; online again, the notice goes.
import { expect, test, type Page } from './fixtures.js';
import { MATRICES, expectFiveValidSets } from './public-site.support.js';

test.describe.configure({ timeout: 90_000 });

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

test('the web app manifest names the site, its start URL and installable icons', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as { name: string; start_url: string; display: string; icons: { src: string; sizes: string; purpose: string }[] };
  expect(manifest).toMatchObject({ short_name: 'PickWise', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
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
