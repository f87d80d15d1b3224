import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ServedData } from '@pickwise/site/served-page';
import type { PageToServe, RenderReply, RenderRequest, RenderedPage } from './render-messages.js';

// The worker's file beside this one: .js as built, .ts where the sources run (tests).
const WORKER_FILE = new URL(`./page-render-worker${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url);

/**
 * The render worker (page-render-worker.ts), started on the first render and kept: loading the
 * renderer takes longer than rendering with it. One render at a time (the caller's to keep); a
 * worker that dies fails its render and is started again by the next.
 */
export class PageRenderWorker {
  private worker?: Worker;

  constructor(private readonly rendererFile: string) {}

  /** The pages the renderer serves with data. */
  async pagesToServe(): Promise<PageToServe[]> {
    const reply = await this.ask({ kind: 'pages' });
    if (!('pages' in reply)) throw new Error('The page render worker did not list its pages');
    return reply.pages;
  }

  /** Each page rendered with its data. */
  async render(pages: Array<{ url: string; served: ServedData }>): Promise<RenderedPage[]> {
    const reply = await this.ask({ kind: 'render', pages });
    if (!('rendered' in reply)) throw new Error('The page render worker rendered nothing');
    return reply.rendered;
  }

  private ask(request: RenderRequest): Promise<RenderReply & { ok: true }> {
    const worker = (this.worker ??= this.start());
    return new Promise((resolve, reject) => {
      const settle = () => {
        worker.off('message', onReply);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      const onReply = (reply: RenderReply) => {
        settle();
        if (reply.ok) resolve(reply);
        else reject(new Error(`The page render worker failed: ${reply.message}`));
      };
      const onError = (error: Error) => {
        settle();
        reject(error);
      };
      const onExit = (code: number) => {
        settle();
        reject(new Error(`The page render worker exited (code ${code})`));
      };
      worker.on('message', onReply);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage(request);
    });
  }

  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private start(): Worker {
    const worker = new Worker(WORKER_FILE, { workerData: { rendererFile: this.rendererFile } });
    // An idle worker does not keep the gateway's process alive.
    worker.unref();
    worker.once('exit', () => {
      if (this.worker === worker) this.worker = undefined;
    });
    return worker;
  }
}
