import type { GameId } from '@pickwise/lottery';
import { findTicket, evenLight, straighten, type PhotoProblem } from '../image/straighten.js';
import type { GrayImage, RgbaImage } from '../image/raster.js';
import type { OcrPage } from '../ocr-page.js';
import { readTicket, type ReadFailure, type ReadTicket } from '../parse/read-ticket.js';

/**
 * The widths the straightened ticket is read at, in turn: the first alone when every line it gives
 * is sound, the next ones only while some line is not (a digit misread at one scale is seldom
 * misread the same way at another; measured on the labelled set by `npm run bench:reader`).
 */
export const READING_WIDTHS = [800, 650, 1000] as const;

export type PhotoReadFailure = ReadFailure | { failure: PhotoProblem };

/**
 * Reads a ticket from a photo: the ticket found and straightened, its light evened out, its text
 * read by `ocr` (src/ocr in Node and in the browser's worker) and parsed by the game's layout.
 */
export async function readPhoto(image: RgbaImage, ocr: (image: GrayImage) => Promise<OcrPage>, options: { game?: GameId; today: string }): Promise<ReadTicket | PhotoReadFailure> {
  const found = findTicket(image);
  if ('problem' in found) return { failure: found.problem };
  const pages: OcrPage[] = [];
  let read: ReadTicket | ReadFailure | undefined;
  for (const width of READING_WIDTHS) {
    pages.push(await ocr(evenLight(straighten(image, found.quad, width))));
    read = readTicket(pages, options);
    if (!('failure' in read) && read.lines.every((line) => line.problems.length === 0)) break;
  }
  return read!;
}
