import { composePage } from './compose-page.ts';

// The shape of the shell's built index.html (frontends/shell/index.html, minified by the build).
const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>PickWise – AI-Powered Lottery Number Generator</title>' +
  '<link rel="manifest" href="/manifest.webmanifest">' +
  '<script defer src="/main.1234567890.js"></script></head><body><noscript>…</noscript>\n    <div id="root"></div></body></html>';

const PAGE = {
  language: 'es',
  title: 'Preguntas frecuentes – PickWise',
  manifest: '/manifest.es.webmanifest',
  head: '<meta name="description" content="Respuestas"/><link rel="canonical" href="https://prerendered-origin.invalid/es/faqs"/>',
  body: '<div class="shell"><main><h1>Preguntas frecuentes</h1></main></div>',
  islandTexts: { openMenu: 'Abrir menú' },
};

describe('composePage', () => {
  const stylesheets = [
    { href: '/670.abcdef1234.css', chunk: 'shell:chunk-670' },
    { href: '/remotes/public-site/1.abcdef1234.css', chunk: 'public_site:chunk-1' },
  ];
  const html = composePage(TEMPLATE, PAGE, { stylesheets, markedPath: '/es/faqs', pathAttribute: 'data-prerendered-path' });

  it("sets the page's language and title", () => {
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Preguntas frecuentes – PickWise</title>');
    expect(html).not.toContain('AI-Powered');
  });

  it("links the web app manifest of the page's language", () => {
    expect(html).toContain('<link rel="manifest" href="/manifest.es.webmanifest">');
    expect(html).not.toContain('/manifest.webmanifest');
  });

  it('puts the head elements, then the stylesheets in order and named by their chunks, at the end of the head, after the scripts', () => {
    expect(html).toContain(
      '<script defer src="/main.1234567890.js"></script><meta name="description" content="Respuestas"/><link rel="canonical" href="https://prerendered-origin.invalid/es/faqs"/>' +
        '<link rel="stylesheet" href="/670.abcdef1234.css" data-rspack="shell:chunk-670">' +
        '<link rel="stylesheet" href="/remotes/public-site/1.abcdef1234.css" data-rspack="public_site:chunk-1"></head>',
    );
  });

  it('fills the root and marks it with the path it was rendered for', () => {
    expect(html).toContain('<div id="root" data-prerendered-path="/es/faqs"><div class="shell"><main><h1>Preguntas frecuentes</h1></main></div></div><!--/root--></body>');
  });

  it('leaves a 404 page unmarked', () => {
    const notFound = composePage(TEMPLATE, { ...PAGE, title: 'Page not found – PickWise' }, { stylesheets: [], pathAttribute: 'data-prerendered-path' });
    expect(notFound).toContain('<div id="root"><div class="shell">');
  });

  it('escapes the title', () => {
    expect(composePage(TEMPLATE, { ...PAGE, title: 'A <b> & "c"' }, { stylesheets: [], pathAttribute: 'data-prerendered-path' })).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>');
  });

  it('refuses a template without a root to fill', () => {
    expect(() => composePage(TEMPLATE.replace('<div id="root"></div>', ''), PAGE, { stylesheets: [], pathAttribute: 'data-prerendered-path' })).toThrow(/no .*root/);
  });
});

describe('composePage with the pause script', () => {
  it('puts it first in the head, blocking, so a paused player never sees a jackpot painted', () => {
    const html = composePage(TEMPLATE, PAGE, { stylesheets: [], markedPath: '/es/', pathAttribute: 'data-prerendered-path', pauseScript: '/pause.abcdef1234.js' });
    expect(html).toContain('<head><meta charset="utf-8"><script src="/pause.abcdef1234.js"></script><title>');
  });
});

describe('composePage for a page served with islands', () => {
  const islands = { src: '/islands.0987654321.js', elementId: 'pw-island-page', pageData: (app: string) => JSON.stringify({ texts: PAGE.islandTexts, app }) };
  const html = composePage(TEMPLATE, PAGE, { stylesheets: [], markedPath: '/es/faqs', pathAttribute: 'data-prerendered-path', islands });

  it("replaces the application's script with the islands script, which can still start it", () => {
    expect(html).not.toContain('<script defer src="/main.1234567890.js">');
    expect(html).toContain(
      '<script type="application/json" id="pw-island-page">{"texts":{"openMenu":"Abrir menú"},"app":"/main.1234567890.js"}</script><script defer src="/islands.0987654321.js"></script>',
    );
  });

  it('keeps the rendered page', () => {
    expect(html).toContain('<div id="root" data-prerendered-path="/es/faqs"><div class="shell"><main><h1>Preguntas frecuentes</h1></main></div></div>');
  });
});

describe('composePage for a page of the application', () => {
  it("replaces the application's script with the application-start script, which names it", () => {
    const html = composePage(TEMPLATE, PAGE, { stylesheets: [], markedPath: '/es/faqs', pathAttribute: 'data-prerendered-path', applicationStart: '/start.0987654321.js' });
    expect(html).not.toContain('<script defer src="/main.1234567890.js">');
    expect(html).toContain('<script defer src="/start.0987654321.js" data-app="/main.1234567890.js"></script>');
  });
});
