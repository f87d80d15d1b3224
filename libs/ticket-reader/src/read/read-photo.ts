import type { GameId } from '@pickwise/lottery';
import { findTicket, evenLight, sharpness, straighten, type PhotoProblem } from '../image/straighten.js';
import { toGray, type GrayImage, type RgbaImage } from '../image/raster.js';
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
 * Below this sharpness (the Laplacian's variance of the ticket at the first reading width) a photo
 * that gave no game or no line is called blurred. The labelled set's photos, blurred up to 1.1 px,
 * measure 37 and more (median 523); the same photos under a 5-pixel box blur at most 25.
 */
export const BLURRED_BELOW = 30;

/**
 * Reads a ticket from a photo: the ticket found and straightened, its light evened out, its text
 * read by `ocr` (src/ocr in Node and in the browser's worker) and parsed by the game's layout.
 */
export async function readPhoto(image: RgbaImage, ocr: (image: GrayImage) => Promise<OcrPage>, options: { game?: GameId; today: string }): Promise<ReadTicket | PhotoReadFailure> {
  // The photo's luminance, once: the search for the ticket and every reading width sample it.
  const gray = toGray(image);
  const found = findTicket(image, gray);
  if ('problem' in found) return { failure: found.problem };
  const pages: OcrPage[] = [];
  let read: ReadTicket | ReadFailure | undefined;
  let sharp: number | undefined;
  for (const width of READING_WIDTHS) {
    const ticket = evenLight(straighten(gray, found.quad, width));
    sharp ??= sharpness(ticket);
    pages.push(await ocr(ticket));
    read = readTicket(pages, options);
    if (!('failure' in read) && read.lines.every((line) => line.problems.length === 0)) break;
    // Other scales do not sharpen a blurred photo: its first reading is all there is.
    if (sharp < BLURRED_BELOW) break;
  }
  // Nothing read on a blurred photo: the blur is the reason to give, not the ticket's content.
  if ('failure' in read! && sharp! < BLURRED_BELOW) return { failure: 'too-blurred' };
  return read!;
}
