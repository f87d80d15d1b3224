// The embeddable widget (issue 39 item 6, frontends/widget) in a real browser: pasted into a page
// served by this spec from another origin (localhost, another port: another site than 127.0.0.1)
// under a strict CSP with Trusted Types required, in English and Spanish, with the stable script
// and with the versioned one under its SRI hash. It shows the game's next jackpot, the countdown and
// the latest verified result as GET /api/open/<game>/summary.json gives them, with no CSP violation,
// no console error, no cookie or storage, no request but its own two, and axe finds nothing on the
// host page. Then the /widget page in both languages: the snippets, the CSP lines, the custom
// properties against the widget's stylesheet, the games against the open data licences, its preview.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OpenGameSummary } from '@pickwise/contracts';
import { OPEN_DATA_LICENCES } from '../../libs/providers/src/open-data-licences.ts';
import { WIDGET_CSS } from '../../frontends/widget/src/styles.ts';
import { jackpotText } from '../../frontends/widget/src/summary.ts';
import { WIDGET_TEXTS, drawDateText, type WidgetLanguage } from '../../frontends/widget/src/texts.ts';
import { widgetEn } from '../../frontends/public-site/src/i18n/en-widget.ts';
import { widgetEs } from '../../frontends/public-site/src/i18n/es-widget.ts';
import { expectNoAxeViolations, pageReady } from './accessibility.support.js';
import { adminPost, adminSession } from './admin.support.js';
import { expect, test, type Page } from './fixtures.js';

const GAME = 'powerball';
const COUNTDOWN: Record<WidgetLanguage, RegExp> = {
  en: /^(\d+ days? and \d+ hours?|\d+ hours? and \d+ minutes?|\d+ minutes?|less than a minute|Drawing now)$/,
  es: /^(\d+ días? y \d+ horas?|\d+ horas? y \d+ minutos?|\d+ minutos?|menos de un minuto|Sorteo en curso)$/,
};

interface WidgetManifest {
  file: string;
  integrity: string;
}

/** The publisher's page: the element and one script tag, and a stylesheet of its own that sets two of the widget's custom properties. */
function hostPage(site: string, language: WidgetLanguage, script: { src: string; integrity?: string }): string {
  const integrity = script.integrity ? ` integrity="${script.integrity}" crossorigin="anonymous"` : '';
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><title>A publisher's page</title><link rel="stylesheet" href="/host.css"></head>
<body><main><h1>Lottery news</h1><p>Tonight's game:</p>
<pickwise-widget game="${GAME}" lang="${language}"></pickwise-widget>
<script src="${site}${script.src}"${integrity} async></script>
</main></body>
</html>`;
}

/**
 * The host's CSP: nothing but its own origin, the site for the script and the summary, no inline
 * script or style (so no 'unsafe-inline' anywhere), no eval, Trusted Types required with no policy allowed.
 */
const hostPolicy = (site: string) =>
  [
    "default-src 'none'",
    `script-src 'self' ${site}`,
    `connect-src ${site}`,
    "style-src 'self'",
    "img-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ].join('; ');

let host: Server;
let hostOrigin = '';
let served: { html: string; policy: string } = { html: '', policy: '' };

test.beforeAll(async () => {
  host = createServer((request, response) => {
    if (request.url === '/host.css') {
      response.writeHead(200, { 'content-type': 'text/css' });
      response.end('pickwise-widget { --pickwise-widget-background: #111827; --pickwise-widget-text: #f9fafb; --pickwise-widget-heading: #f9fafb; --pickwise-widget-muted: #d1d5db; --pickwise-widget-accent: #fde68a; --pickwise-widget-link: #93c5fd; --pickwise-widget-verified: #86efac; }');
      return;
    }
    response.writeHead(request.url === '/' ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': served.policy });
    response.end(request.url === '/' ? served.html : 'not found');
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://localhost:${(host.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => host.close(() => resolve()));
});

/** Every CSP violation the page reports, recorded from before its first script runs. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective}: ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

for (const [language, script] of [
  ['en', 'stable'],
  ['es', 'versioned'],
] as const) {
  test(`the widget on another origin's page with a strict CSP, ${script} script (${language})`, async ({ page, context, request, baseURL }) => {
    const site = new URL(baseURL!).origin;
    const texts = WIDGET_TEXTS[language];
    // The history seed is one source; a run through the providers' stand-in (New York's own
    // publication of Powerball, among others) confirms the draws it serves again.
    await adminPost(request, await adminSession(request), '/api/admin/fetch-draws', { game: GAME });
    const summaryResponse = await request.get(`/api/open/${GAME}/summary.json?lang=${language}`);
    expect(summaryResponse.status()).toBe(200);
    const summary = (await summaryResponse.json()) as OpenGameSummary;
    // What the test reads must be there to be read: a jackpot and a verified result.
    expect(summary.nextDraw.jackpot).not.toBeNull();
    expect(summary.latestVerified).not.toBeNull();
    const manifest = (await (await request.get('/embed/widget.json')).json()) as WidgetManifest;
    const src = script === 'stable' ? '/embed/widget.js' : `/embed/${manifest.file}`;
    served = { html: hostPage(site, language, script === 'stable' ? { src } : { src, integrity: manifest.integrity }), policy: hostPolicy(site) };

    const violations = await recordViolations(page);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(String(error)));
    const requests: Array<{ url: string; referer: string | undefined; cookie: string | undefined }> = [];
    page.on('request', (sent) => requests.push({ url: sent.url(), referer: sent.headers()['referer'], cookie: sent.headers()['cookie'] }));

    await page.goto(hostOrigin);
    const widget = page.getByRole('region', { name: texts.label(summary.name) });
    await expect(widget).toHaveAttribute('aria-busy', 'false');
    await expect(widget.getByRole('heading', { level: 2, name: summary.name })).toBeVisible();

    // The figure of a term: the dd beside its dt, in the term's group.
    const detail = (term: string) => widget.locator('div').filter({ has: page.locator('dt', { hasText: term }) }).locator('dd');
    const jackpot = summary.nextDraw.jackpot!;
    await expect(detail(texts.nextJackpot)).toHaveText(jackpotText(jackpot.amount, jackpot.currency, language));

    const countdown = detail(texts.nextDraw).locator('time');
    await expect(countdown).toHaveAttribute('datetime', summary.nextDraw.at);
    await expect(countdown).toHaveText(COUNTDOWN[language]);
    // Read when reached, never announced: no live region in the widget.
    await expect(widget.locator('[aria-live], [role="status"], [role="timer"]')).toHaveCount(0);

    const result = summary.latestVerified!;
    const latest = detail(texts.latestResult);
    await expect(latest.locator('time')).toHaveText(drawDateText(result.drawDate, language));
    await expect(latest).toContainText(texts.verified);
    const names = [...result.main.map(String), ...result.special.map((value) => `${texts.special} ${value}`), ...result.bonus.map((value) => `${texts.bonus} ${value}`)];
    await expect(latest.getByRole('listitem')).toHaveText(names);
    await expect(widget.getByRole('link', { name: texts.more })).toHaveAttribute('href', `${site}${language === 'es' ? '/es' : ''}/history/${GAME}`);
    await expect(widget.getByRole('link', { name: summary.licence.name })).toHaveAttribute('href', summary.licence.url);

    // The host's custom properties reach inside the shadow root; its other CSS does not.
    const frame = page.locator('pickwise-widget section');
    await expect(frame).toHaveCSS('background-color', 'rgb(17, 24, 39)');
    await expect(frame).toHaveCSS('color', 'rgb(249, 250, 251)');

    // Nothing asked but the page, its stylesheet, the script and the summary; the summary without cookie or referrer.
    const summaryUrl = `${site}/api/open/${GAME}/summary.json?lang=${language}`;
    expect(requests.map((sent) => sent.url).filter((url) => !url.endsWith('/favicon.ico')).sort()).toEqual([`${hostOrigin}/`, `${hostOrigin}/host.css`, `${site}${src}`, summaryUrl].sort());
    const summaryRequest = requests.find((sent) => sent.url === summaryUrl)!;
    expect(summaryRequest.referer ?? '').toBe('');
    expect(summaryRequest.cookie ?? '').toBe('');

    expect(await violations()).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(async () => ({ local: localStorage.length, session: sessionStorage.length, databases: (await indexedDB.databases()).length }))).toEqual({ local: 0, session: 0, databases: 0 });

    await expectNoAxeViolations(page);
  });
}

test('the widget fades in only without a reduced-motion preference, and says so when the game cannot be shown', async ({ page, baseURL }) => {
  const site = new URL(baseURL!).origin;
  served = { html: hostPage(site, 'en', { src: '/embed/widget.js' }).replace(`game="${GAME}"`, 'game="uk-lotto"'), policy: hostPolicy(site) };
  const violations = await recordViolations(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(hostOrigin);
  const widget = page.locator('pickwise-widget section');
  // UK Lotto's results may not be redistributed (libs/providers OPEN_DATA_LICENCES): its summary answers 451.
  await expect(widget).toHaveText(WIDGET_TEXTS.en.unavailable);
  await expect(widget).toHaveCSS('transition-duration', '0s');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect(widget).toHaveCSS('transition-duration', '0.2s');
  expect(await violations()).toEqual([]);
});

const PAGE_TEXTS = { en: { prefix: '', texts: widgetEn.widgetPage }, es: { prefix: '/es', texts: widgetEs.widgetPage } } as const;

/** The custom properties widget.js reads and their defaults, from its stylesheet (a default that is another of them is named as `var(--…)`). */
function widgetProperties(): Map<string, string> {
  const properties = new Map<string, string>();
  for (const [, name, fallback] of WIDGET_CSS.matchAll(/var\((--pickwise-widget-[a-z-]+),([^()]+)\)/g)) properties.set(name!, fallback!.replace(/,\s*/g, ', '));
  for (const [, name, other] of WIDGET_CSS.matchAll(/var\((--pickwise-widget-[a-z-]+),var\((--pickwise-widget-[a-z-]+)/g)) properties.set(name!, `var(${other!})`);
  return properties;
}

for (const language of ['en', 'es'] as const) {
  const { prefix, texts } = PAGE_TEXTS[language];

  test(`/widget: the snippets, the CSP lines, the custom properties and a working preview (${language})`, async ({ page, request, baseURL }) => {
    const site = new URL(baseURL!).origin;
    const manifest = (await (await request.get('/embed/widget.json')).json()) as WidgetManifest;
    // A hydration that does not match the prerendered page is reported as an uncaught error (React #418-#425).
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${prefix}/widget`);
    await expect(page).toHaveTitle(texts.pageTitle);
    await expect(page.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${site}${prefix}/widget`);
    await expect(page.locator('head link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', `${site}/es/widget`);

    const element = `<pickwise-widget game="${GAME}" lang="${language}"></pickwise-widget>`;
    const code = page.locator('main pre');
    await expect(code.nth(0)).toHaveText(`${element}\n<script src="${site}/embed/widget.js" async></script>`);
    await expect(code.nth(1)).toHaveText(`${element}\n<script src="${site}/embed/${manifest.file}" integrity="${manifest.integrity}" crossorigin="anonymous" async></script>`);
    await expect(code.nth(2)).toHaveText(`script-src ${site};\nconnect-src ${site};`);

    // The games named are exactly those whose results may be redistributed.
    const allowed = Object.entries(OPEN_DATA_LICENCES).filter(([, licence]) => licence.redistribution === 'allowed').map(([id]) => id);
    const gamesLine = await page.locator('main li', { hasText: /^game:/ }).textContent();
    expect([...gamesLine!.matchAll(/([a-z0-9-]+) \(/g)].map(([, id]) => id).sort()).toEqual(allowed.sort());

    // Every custom property of the stylesheet is in the table, with its default, and nothing else.
    const rows = await page.locator('main table tbody tr').evaluateAll((trs) => trs.map((tr) => [tr.querySelector('th')!.textContent!, tr.querySelector('td')!.textContent!] as const));
    expect(new Map(rows)).toEqual(widgetProperties());

    // The preview is the widget itself, under the site's own CSP.
    const preview = page.getByRole('region', { name: WIDGET_TEXTS[language].label('Powerball') });
    await expect(preview.getByRole('heading', { name: 'Powerball' })).toBeVisible();
    await expect(preview.locator('time').first()).toHaveText(COUNTDOWN[language]);

    await pageReady(page);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
}
