/// <reference lib="webworker" />
/**
 * The ticket reader's worker (built on its own by rspack.config.ts): decodes the photo, finds and
 * straightens the ticket and reads it with Tesseract (libs/ticket-reader readPhoto), off the page's
 * thread, posting its steps and the ticket read or why there is none (ticket-reader-protocol.ts).
 * The engine's files are this build's own (rspack emits each under its content hash; never a CDN),
 * the engine is started at the first photo and kept for the next ones while the worker lives.
 */
import { simd } from 'wasm-feature-detect';
import { readPhoto, type RgbaImage } from '@pickwise/ticket-reader';
import { createTicketOcr, type TicketOcr } from '@pickwise/ticket-reader/ocr';
import type { TicketReaderMessage, TicketReaderRequest } from './ticket-reader-protocol.js';

declare const self: DedicatedWorkerGlobalScope;

const ENGINE = {
  worker: new URL('tesseract.js/dist/worker.min.js', import.meta.url),
  coreSimd: new URL('tesseract.js-core/tesseract-core-simd-lstm.wasm.js', import.meta.url),
  core: new URL('tesseract.js-core/tesseract-core-lstm.wasm.js', import.meta.url),
  english: new URL('@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz', import.meta.url),
};

let engine: Promise<TicketOcr> | undefined;

function startEngine(): Promise<TicketOcr> {
  engine ??= simd().then((hasSimd) =>
    createTicketOcr({
      workerPath: ENGINE.worker.href,
      corePath: (hasSimd ? ENGINE.coreSimd : ENGINE.core).href,
      // tesseract.js asks for `<langPath>/eng.traineddata.gz`: the data's own folder.
      langPath: new URL('.', ENGINE.english).href.replace(/\/$/, ''),
    }),
  );
  return engine;
}

function post(message: TicketReaderMessage): void {
  self.postMessage(message);
}

/** The photo's pixels, or undefined when the browser cannot decode it as an image. */
async function pixelsOf(photo: Blob): Promise<RgbaImage | undefined> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(photo);
  } catch {
    return undefined;
  }
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

self.onmessage = async ({ data }: MessageEvent<TicketReaderRequest>) => {
  const started = performance.now();
  try {
    post({ kind: 'progress', step: 'engine' });
    const ocrReady = startEngine();
    const image = await pixelsOf(data.photo);
    if (!image) {
      post({ kind: 'failed', failure: 'not-an-image', millis: performance.now() - started });
      return;
    }
    post({ kind: 'progress', step: 'finding' });
    const ocr = await ocrReady;
    let announced = false;
    const read = await readPhoto(
      image,
      (gray) => {
        if (!announced) post({ kind: 'progress', step: 'reading' });
        announced = true;
        return ocr.recognize(gray);
      },
      { today: data.today, ...(data.game ? { game: data.game } : {}) },
    );
    const millis = performance.now() - started;
    post('failure' in read ? { kind: 'failed', failure: read.failure, millis } : { kind: 'read', ticket: read, millis });
  } catch (error) {
    post({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
