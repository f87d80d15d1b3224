import { jest } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JsonLogger } from '@pickwise/nest-kit';
import { ROOT_END_MARKER, SERVED_DATA_ELEMENT_ID } from '@pickwise/site/served-page';
import { PrerenderedPages } from '../prerendered-pages.js';
import { PageRenderWorker } from './page-render-worker-client.js';
import { ServedPages } from './served-pages.js';

// A renderer with the shape of frontends/shell/src/server/render-page.tsx's (the real one is a build
// output, exercised by tests/e2e/jackpots.spec.ts and history.spec.ts), run in the real worker thread.
const RENDERER = `
exports.pagesToServe = () => [{ url: '/', jackpots: true }, { url: '/es/', jackpots: true }, { url: '/history/powerball/stats', jackpots: false, statsGame: 'powerball' }];
exports.renderPage = async (url, served) => {
  if (served.jackpots && served.jackpots.fail) throw new Error('The renderer failed');
  const shown = served.stats ? 'stats ' + served.stats.figures.draws : 'jackpot ' + served.jackpots.powerball;
  return { body: '<p>' + url + ' ' + shown + '</p>' };
};
`;

const PAGES = [
  ['index.html', '/'],
  ['es/index.html', '/es/'],
  ['history/powerball/stats/index.html', '/history/powerball/stats'],
  ['faqs/index.html', '/faqs'],
] as const;

describe('ServedPages', () => {
  let dir: string;
  let prerendered: PrerenderedPages;
  let servedPages: ServedPages;
  let jackpots: () => Promise<unknown>;
  let stats: (game: string) => Promise<unknown>;
  let reads: string[];
  const logger = JsonLogger.create('gateway', 'error');

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'served-pages-'));
    for (const [file, mark] of PAGES) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), `<body><div id="root" data-prerendered-path="${mark}"><p>loading</p></div>${ROOT_END_MARKER}</body>`);
    }
    writeFileSync(path.join(dir, 'renderer.cjs'), RENDERER);
    prerendered = new PrerenderedPages(dir, 'https://pickwise.example', 'https://pickwise.example/remotes/public-site/');
    jackpots = async () => ({ powerball: '$1' });
    stats = async () => ({ draws: 10 });
    reads = [];
    servedPages = new ServedPages(
      prerendered,
      new PageRenderWorker(path.join(dir, 'renderer.cjs')),
      { jackpots: () => (reads.push('jackpots'), jackpots()), stats: (game) => (reads.push(game), stats(game)) },
      logger,
    );
  });

  afterEach(async () => {
    await servedPages.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const page = (file: string) => prerendered.body(file, 'identity').toString();

  it('serves each page rendered with its data, the data ahead of its root, and leaves the other pages alone', async () => {
    await servedPages.refresh();
    expect(page('index.html')).toMatch(new RegExp(`<script type="application/json" id="${SERVED_DATA_ELEMENT_ID}">\\{"readAt":\\d+,"jackpots":\\{"powerball":"\\$1"\\}\\}</script><div id="root" data-prerendered-path="/"><p>/ jackpot \\$1</p></div>`));
    expect(page('es/index.html')).toContain('<div id="root" data-prerendered-path="/es/"><p>/es/ jackpot $1</p></div>');
    expect(page('history/powerball/stats/index.html')).toMatch(/"readAt":\d+,"stats":\{"game":"powerball","figures":\{"draws":10\}\}\}<\/script><div id="root" data-prerendered-path="\/history\/powerball\/stats"><p>\/history\/powerball\/stats stats 10<\/p>/);
    expect(page('faqs/index.html')).toContain('<p>loading</p>');
    expect(reads).toEqual(['jackpots', 'powerball']);
  });

  it('renders again only the pages whose data changed', async () => {
    await servedPages.refresh();
    const home = page('index.html');
    stats = async () => ({ draws: 11 });
    await servedPages.refresh();
    expect(page('index.html')).toBe(home);
    expect(page('history/powerball/stats/index.html')).toContain('stats 11');
    jackpots = async () => ({ powerball: '$2' });
    await servedPages.refresh();
    expect(page('index.html')).toContain('<p>/ jackpot $2</p>');
  });

  it('serves a page whose data did not change again with the time of the latest read once it is two minutes old, without rendering it', async () => {
    let now = Date.parse('2026-11-26T12:00:00Z');
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      await servedPages.refresh();
      const readAtIn = (html: string) => Number(/"readAt":(\d+)/.exec(html)?.[1]);
      expect(readAtIn(page('index.html'))).toBe(now);
      const firstRead = now;
      now += 60_000;
      await servedPages.refresh();
      expect(readAtIn(page('index.html'))).toBe(firstRead);
      now += 60_000;
      await servedPages.refresh();
      expect(readAtIn(page('index.html'))).toBe(now);
      expect(readAtIn(page('history/powerball/stats/index.html'))).toBe(now);
      expect(page('index.html')).toContain('<p>/ jackpot $1</p>');
    } finally {
      clock.mockRestore();
    }
  });

  it('keeps the pages it serves when their data cannot be read or the renderer fails, serves the others, and renders once it can', async () => {
    await servedPages.refresh();
    jackpots = () => Promise.reject(new Error('jackpots.get: no responders'));
    stats = async () => ({ draws: 12 });
    await expect(servedPages.refresh()).rejects.toThrow('Not read: jackpots: jackpots.get: no responders');
    expect(page('index.html')).toContain('<p>/ jackpot $1</p>');
    expect(page('history/powerball/stats/index.html')).toContain('stats 12');
    jackpots = async () => ({ fail: true });
    await expect(servedPages.refresh()).rejects.toThrow('The renderer failed');
    expect(page('index.html')).toContain('<p>/ jackpot $1</p>');
    jackpots = async () => ({ powerball: '$3' });
    await servedPages.refresh();
    expect(page('es/index.html')).toContain('<p>/es/ jackpot $3</p>');
  });

  it('reads the data when started, again soon while a page has not been rendered with it, then at the interval', async () => {
    const retrying = new ServedPages(
      prerendered,
      new PageRenderWorker(path.join(dir, 'renderer.cjs')),
      { jackpots: () => (reads.push('jackpots'), jackpots()), stats: async () => ({ draws: 1 }) },
      logger,
      { readIntervalMs: 60_000, firstRenderRetryMs: 50 },
    );
    jackpots = () => Promise.reject(new Error('jackpots.get: no responders'));
    try {
      retrying.start();
      await until(() => reads.length >= 2);
      jackpots = async () => ({ powerball: '$4' });
      await until(() => page('index.html').includes('<p>/ jackpot $4</p>'));
      // Every page served with its data: the next read waits the interval.
      const readsNow = reads.length;
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(reads).toHaveLength(readsNow);
    } finally {
      await retrying.stop();
    }
  });
});

/** Waits until `condition` holds, checking every 10 ms (a test that never gets there fails on its timeout). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}
