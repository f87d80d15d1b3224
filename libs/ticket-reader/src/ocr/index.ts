// The OCR engine the reader runs: Tesseract through tesseract.js, LSTM only, English data, the page
// read as one block of text. Where its worker, core and data come from is the caller's to say (files
// in Node, this site's own URLs in the browser, never a CDN), so this entry does no I/O of its own.
import { createWorker, OEM, PSM, type ImageLike, type RecognizeResult } from 'tesseract.js';
import type { GrayImage } from '../image/raster.js';
import type { OcrPage } from '../ocr-page.js';

export interface EngineFiles {
  /** The folder of `eng.traineddata.gz` (@tesseract.js-data/eng's `4.0.0_best_int`). */
  langPath: string;
  /** tesseract.js-core's folder; tesseract.js finds its own in Node. */
  corePath?: string;
  /** tesseract.js's worker script; tesseract.js finds its own in Node. */
  workerPath?: string;
}

export interface TicketOcr {
  recognize(image: GrayImage): Promise<OcrPage>;
  terminate(): Promise<void>;
}

/** A gray image as a binary PGM file, which Leptonica reads without decoding work. */
export function pgmBytes(image: GrayImage): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`);
  const bytes = new Uint8Array(header.length + image.data.length);
  bytes.set(header);
  bytes.set(image.data, header.length);
  return bytes;
}

/** What Tesseract read, as the parsers take it: its lines of words with their confidences. */
export function ocrPageOf(result: RecognizeResult): OcrPage {
  const page: OcrPage = { lines: [] };
  for (const block of result.data.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) page.lines.push({ words: line.words.map((word) => ({ text: word.text, confidence: word.confidence })) });
    }
  }
  return page;
}

/** Starts an engine (about half a second); one engine reads one photo at a time. */
export async function createTicketOcr(files: EngineFiles): Promise<TicketOcr> {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: files.langPath,
    ...(files.corePath ? { corePath: files.corePath } : {}),
    ...(files.workerPath ? { workerPath: files.workerPath } : {}),
    gzip: true,
    // The data is the site's own file, cached by the service worker in the browser; nothing is kept beside it.
    cacheMethod: 'none',
  });
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK, preserve_interword_spaces: '1' });
  return {
    async recognize(image) {
      return ocrPageOf(await worker.recognize(pgmBytes(image) as unknown as ImageLike, {}, { blocks: true, text: false }));
    },
    async terminate() {
      await worker.terminate();
    },
  };
}
