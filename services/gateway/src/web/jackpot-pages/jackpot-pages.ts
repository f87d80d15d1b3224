import type { JsonLogger } from '@pickwise/nest-kit';
import type { ServedJackpots } from '@pickwise/site';
import type { PrerenderedPages } from '../prerendered-pages.js';
import type { PageRenderWorker } from './page-render-worker-client.js';

/** How often the jackpots are read again: GET /api/jackpots's own max-age; the jackpots service refreshes every 10 minutes. */
export const JACKPOTS_READ_INTERVAL_MS = 60_000;
/** Until the pages have been rendered once (the jackpots service may start after the gateway). */
export const FIRST_RENDER_RETRY_MS = 5_000;

/**
 * Issue 24 item 5: the pages that show jackpots (home, /choose-lottery, each generator; libs/site
 * `SitePage.showsJackpots`) are served with them, so a visitor sees the values before the
 * application's JavaScript runs, and never a skeleton. The jackpots are read from the jackpots
 * service every minute; when they differ from the last rendered, the render worker renders every
 * such page again with them and each replaces its prerendered page (whose jackpots are loading).
 * The browser is given the same jackpots in the page and hydrates that HTML (frontends/shell
 * served-jackpots.ts). While the jackpots service does not answer, the last rendered pages stay.
 */
export class JackpotPages {
  private timer?: NodeJS.Timeout;
  private stopped = false;
  /** The jackpots the served pages show, as JSON. */
  private rendered?: string;

  constructor(
    private readonly pages: PrerenderedPages,
    private readonly worker: PageRenderWorker,
    private readonly readJackpots: () => Promise<unknown>,
    private readonly logger: JsonLogger,
  ) {}

  start(): void {
    void this.refreshThenWait();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.worker.stop();
  }

  /** Reads the jackpots and, when they changed, serves the pages rendered with them. */
  async refresh(): Promise<void> {
    const jackpots = await this.readJackpots();
    const json = JSON.stringify(jackpots);
    if (json === this.rendered) return;
    const served: ServedJackpots = { readAt: Date.now(), jackpots };
    const started = performance.now();
    const rendered = await this.worker.render(served);
    for (const { url, rootContent } of rendered) {
      const file = this.pages.pageFile(url);
      if (!file) throw new Error(`The render worker rendered ${url}, which has no prerendered page`);
      await this.pages.serveWithJackpots(file, rootContent, served);
    }
    this.rendered = json;
    this.logger.log(`Rendered ${rendered.length} pages with the jackpots in ${Math.round(performance.now() - started)} ms`, 'JackpotPages');
  }

  private async refreshThenWait(): Promise<void> {
    await this.refresh().catch((error: unknown) => {
      this.logger.warn(`The pages keep the jackpots they show: ${error instanceof Error ? error.message : String(error)}`, 'JackpotPages');
    });
    if (this.stopped) return;
    const wait = this.rendered !== undefined ? JACKPOTS_READ_INTERVAL_MS : FIRST_RENDER_RETRY_MS;
    this.timer = setTimeout(() => void this.refreshThenWait(), wait);
    this.timer.unref();
  }
}
