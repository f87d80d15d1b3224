import type { JsonLogger } from '@pickwise/nest-kit';
import type { ServedData } from '@pickwise/site/served-page';
import type { PrerenderedPages } from '../prerendered-pages.js';
import type { PageRenderWorker } from './page-render-worker-client.js';
import type { PageToServe } from './render-messages.js';

/** How often the data is read again: GET /api/jackpots's own max-age; the jackpots service refreshes every 10 minutes. */
export const DATA_READ_INTERVAL_MS = 60_000;
/** Until every page has been rendered once (the other services may start after the gateway), for the first minutes. */
export const FIRST_RENDER_RETRY_MS = 5_000;
/** How long after its start the gateway retries that soon: after that, data still missing is asked for at the interval. */
export const FIRST_RENDER_RETRY_WINDOW_MS = 120_000;
/**
 * A page whose data has not changed is served again with the time it was last read once the time in
 * it is this old: the browser takes the data as read then (jackpots go stale after 5 minutes), and a
 * page still showing the right figures must not make it ask for them again at once.
 */
export const READ_AT_RENEWAL_MS = 120_000;

/** Where the data of the served pages comes from (the services, over NATS). */
export interface ServedDataSources {
  jackpots(): Promise<unknown>;
  stats(game: string): Promise<unknown>;
}

/**
 * Issue 24: the pages that show data from the API are served with it, so a visitor sees it before
 * the application's JavaScript runs, and never a skeleton: the jackpots on home, /choose-lottery and
 * each generator (libs/site `SitePage.showsJackpots`), a game's statistics on its statistics page
 * (`SitePage.showsStats`). The data is read every minute; each page whose data differs from what
 * it shows is rendered again by the render worker and replaces the page served for it (at first,
 * the prerendered one, whose data is loading). The browser is given the same data in the page and
 * hydrates that HTML (frontends/shell/src/served-data.ts). Data that cannot be read leaves its pages
 * as they are.
 */
export class ServedPages {
  private timer?: NodeJS.Timeout;
  private stopped = false;
  private readonly startedAt = Date.now();
  private pages?: PageToServe[];
  /** Each served page's data as JSON (without the time it was read). */
  private readonly shown = new Map<string, string>();
  /** Each served page's rendered root and the time of the read it was served with. */
  private readonly served = new Map<string, { rootContent: string; readAt: number }>();

  constructor(
    private readonly prerendered: PrerenderedPages,
    private readonly worker: PageRenderWorker,
    private readonly sources: ServedDataSources,
    private readonly logger: JsonLogger,
    private readonly timing = { readIntervalMs: DATA_READ_INTERVAL_MS, firstRenderRetryMs: FIRST_RENDER_RETRY_MS },
  ) {}

  start(): void {
    void this.refreshThenWait();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.worker.stop();
  }

  /** Reads the data and serves every page whose data changed rendered with it. Throws when some data could not be read, after serving the rest. */
  async refresh(): Promise<void> {
    const pages = (this.pages ??= await this.worker.pagesToServe());
    const readAt = Date.now();
    const failures: string[] = [];
    const read = async (what: string, source: () => Promise<unknown>) =>
      source().catch((error: unknown) => {
        failures.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      });
    const games = [...new Set(pages.flatMap((page) => (page.statsGame ? [page.statsGame] : [])))];
    const [jackpots, ...stats] = await Promise.all([read('jackpots', () => this.sources.jackpots()), ...games.map((game) => read(`${game} statistics`, () => this.sources.stats(game)))]);
    const statsOf = new Map(games.map((game, index) => [game, stats[index]]));

    const changed: Array<{ url: string; served: ServedData; json: string }> = [];
    const unchangedButOld: Array<{ url: string; served: ServedData }> = [];
    for (const page of pages) {
      const figures = page.statsGame ? statsOf.get(page.statsGame) : undefined;
      if ((page.jackpots && jackpots === undefined) || (page.statsGame && figures === undefined)) continue;
      const data: Omit<ServedData, 'readAt'> = {
        ...(page.jackpots ? { jackpots } : {}),
        ...(page.statsGame ? { stats: { game: page.statsGame, figures } } : {}),
      };
      const json = JSON.stringify(data);
      if (this.shown.get(page.url) !== json) changed.push({ url: page.url, served: { readAt, ...data }, json });
      else if (readAt - (this.served.get(page.url)?.readAt ?? readAt) >= READ_AT_RENEWAL_MS) unchangedButOld.push({ url: page.url, served: { readAt, ...data } });
    }
    if (changed.length > 0) {
      const started = performance.now();
      const rendered = await this.worker.render(changed.map(({ url, served }) => ({ url, served })));
      for (const [index, { url, rootContent }] of rendered.entries()) {
        const file = this.prerendered.pageFile(url);
        if (!file) throw new Error(`The render worker rendered ${url}, which has no prerendered page`);
        await this.prerendered.serveWithData(file, rootContent, changed[index]!.served);
        this.shown.set(url, changed[index]!.json);
        this.served.set(url, { rootContent, readAt });
      }
      this.logger.log(`Rendered ${rendered.length} pages with their data in ${Math.round(performance.now() - started)} ms`, 'ServedPages');
    }
    // The same HTML with the new time of the read: nothing to render.
    for (const { url, served } of unchangedButOld) {
      const file = this.prerendered.pageFile(url);
      const previous = this.served.get(url);
      if (!file || !previous) continue;
      await this.prerendered.serveWithData(file, previous.rootContent, served);
      this.served.set(url, { rootContent: previous.rootContent, readAt });
    }
    if (failures.length > 0) throw new Error(`Not read: ${failures.join('; ')}`);
  }

  private async refreshThenWait(): Promise<void> {
    await this.refresh().catch((error: unknown) => {
      this.logger.warn(`Pages keep the data they show: ${error instanceof Error ? error.message : String(error)}`, 'ServedPages');
    });
    if (this.stopped) return;
    const everyPageServed = this.pages !== undefined && this.pages.every((page) => this.shown.has(page.url));
    const starting = !everyPageServed && Date.now() - this.startedAt < FIRST_RENDER_RETRY_WINDOW_MS;
    this.timer = setTimeout(() => void this.refreshThenWait(), starting ? this.timing.firstRenderRetryMs : this.timing.readIntervalMs);
    this.timer.unref();
  }
}
