/**
 * The worker thread that renders the pages served with data (served-pages.ts): it loads the shell's
 * server renderer (frontends/site-pages builds it into dist-server/) once, and answers each request
 * with the pages to serve, or with the root content of pages rendered with their data. React renders
 * on this thread, so the gateway's own keeps answering requests meanwhile.
 */
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type { ServedData } from '@pickwise/site/served-page';
import type { PageToServe, RenderReply, RenderRequest, RenderedPage } from './render-messages.js';

/** What this worker uses of frontends/shell/src/server/render-page.tsx. */
interface ServerRenderer {
  pagesToServe(): PageToServe[];
  renderPage(url: string, served: ServedData): Promise<{ body: string }>;
}

const { rendererFile } = workerData as { rendererFile: string };
const renderer = createRequire(import.meta.url)(rendererFile) as ServerRenderer;
const port = parentPort!;

async function answer(request: RenderRequest): Promise<RenderReply> {
  if (request.kind === 'pages') return { ok: true, pages: renderer.pagesToServe() };
  const rendered: RenderedPage[] = [];
  for (const { url, served } of request.pages) rendered.push({ url, rootContent: (await renderer.renderPage(url, served)).body });
  return { ok: true, rendered };
}

// One request at a time: the renderer's language is page-wide, so its pages render one after another.
let queue = Promise.resolve();
port.on('message', (request: RenderRequest) => {
  queue = queue.then(async () => {
    port.postMessage(
      await answer(request).catch((error: unknown): RenderReply => ({ ok: false, message: error instanceof Error ? (error.stack ?? error.message) : String(error) })),
    );
  });
});
