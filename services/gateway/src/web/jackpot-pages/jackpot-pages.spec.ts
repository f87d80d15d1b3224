import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { JsonLogger } from '@pickwise/nest-kit';
import { ROOT_END_MARKER, SERVED_JACKPOTS_ELEMENT_ID } from '@pickwise/site';
import { PrerenderedPages } from '../prerendered-pages.js';
import { JackpotPages } from './jackpot-pages.js';
import { PageRenderWorker } from './page-render-worker-client.js';

// A renderer with the shape of frontends/shell/src/server/render-page.tsx's (the real one is a build
// output, exercised by tests/e2e/jackpot-pages.spec.ts), run in the real worker thread.
const RENDERER = `
exports.pagesShowingJackpots = () => [{ url: '/' }, { url: '/es/' }];
exports.renderPage = async (url, served) => {
  if (served.jackpots.jackpots.fail) throw new Error('The renderer failed');
  return { body: '<p>' + url + ' ' + served.jackpots.jackpots.powerball + '</p>' };
};
`;

describe('JackpotPages', () => {
  let dir: string;
  let pages: PrerenderedPages;
  let jackpotPages: JackpotPages;
  let jackpots: () => Promise<unknown>;
  let reads = 0;
  const logger = JsonLogger.create('gateway', 'error');

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'jackpot-pages-'));
    for (const [file, mark] of [['index.html', '/'], ['es/index.html', '/es/'], ['faqs/index.html', '/faqs']] as const) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), `<body><div id="root" data-prerendered-path="${mark}"><p>loading</p></div>${ROOT_END_MARKER}</body>`);
    }
    writeFileSync(path.join(dir, 'renderer.cjs'), RENDERER);
    pages = new PrerenderedPages(dir, 'https://pickwise.example', 'https://pickwise.example/remotes/public-site/');
    jackpots = async () => ({ powerball: '$1' });
    reads = 0;
    jackpotPages = new JackpotPages(pages, new PageRenderWorker(path.join(dir, 'renderer.cjs')), () => (reads++, jackpots()), logger);
  });

  afterEach(async () => {
    await jackpotPages.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const page = (file: string) => pages.body(file, 'identity').toString();

  it('serves each page that shows jackpots rendered with them, the jackpots ahead of its root, and leaves the other pages alone', async () => {
    await jackpotPages.refresh();
    expect(page('index.html')).toMatch(new RegExp(`<script type="application/json" id="${SERVED_JACKPOTS_ELEMENT_ID}">\\{"readAt":\\d+,"jackpots":\\{"powerball":"\\$1"\\}\\}</script><div id="root" data-prerendered-path="/"><p>/ \\$1</p></div>`));
    expect(page('es/index.html')).toContain('<div id="root" data-prerendered-path="/es/"><p>/es/ $1</p></div>');
    expect(page('faqs/index.html')).toContain('<p>loading</p>');
  });

  it('renders again only when the jackpots changed', async () => {
    await jackpotPages.refresh();
    const first = page('index.html');
    await jackpotPages.refresh();
    expect(page('index.html')).toBe(first);
    jackpots = async () => ({ powerball: '$2' });
    await jackpotPages.refresh();
    expect(page('index.html')).toContain('<p>/ $2</p>');
    expect(reads).toBe(3);
  });

  it('keeps the pages it serves when the jackpots cannot be read or the renderer fails, and renders once they can', async () => {
    await jackpotPages.refresh();
    jackpots = () => Promise.reject(new Error('jackpots.get: no responders'));
    await expect(jackpotPages.refresh()).rejects.toThrow('no responders');
    jackpots = async () => ({ fail: true });
    await expect(jackpotPages.refresh()).rejects.toThrow('The renderer failed');
    expect(page('index.html')).toContain('<p>/ $1</p>');
    jackpots = async () => ({ powerball: '$3' });
    await jackpotPages.refresh();
    expect(page('es/index.html')).toContain('<p>/es/ $3</p>');
  });

  it('reads the jackpots when started, and again a few seconds later while it has not rendered them', async () => {
    jackpots = () => Promise.reject(new Error('jackpots.get: no responders'));
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask', 'performance'] });
    try {
      jackpotPages.start();
      await jest.advanceTimersByTimeAsync(0);
      expect(reads).toBe(1);
      jackpots = async () => ({ powerball: '$4' });
      await jest.advanceTimersByTimeAsync(5_000);
      expect(reads).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
