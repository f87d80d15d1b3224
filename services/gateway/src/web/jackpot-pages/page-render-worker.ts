/**
 * The worker thread that renders the pages showing jackpots with their values (jackpot-pages.ts):
 * it loads the shell's server renderer (frontends/site-pages builds it into dist-server/) once, and
 * answers each message with every such page's root content. React renders on this thread, so the
 * gateway's own keeps answering requests meanwhile.
 */
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type { ServedJackpots } from '@pickwise/site';
import type { RenderedJackpotPage, RenderReply } from './render-messages.js';

/** What this worker uses of frontends/shell/src/server/render-page.tsx. */
interface ServerRenderer {
  pagesShowingJackpots(): Array<{ url: string }>;
  renderPage(url: string, served: { jackpots: ServedJackpots }): Promise<{ body: string }>;
}

const { rendererFile } = workerData as { rendererFile: string };
const renderer = createRequire(import.meta.url)(rendererFile) as ServerRenderer;
const port = parentPort!;

// One message at a time: the renderer's language is page-wide, so its pages render one after another.
let queue = Promise.resolve();
port.on('message', (served: ServedJackpots) => {
  queue = queue.then(async () => {
    let reply: RenderReply;
    try {
      const pages: RenderedJackpotPage[] = [];
      for (const { url } of renderer.pagesShowingJackpots()) pages.push({ url, rootContent: (await renderer.renderPage(url, { jackpots: served })).body });
      reply = { ok: true, pages };
    } catch (error) {
      reply = { ok: false, message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    port.postMessage(reply);
  });
});
