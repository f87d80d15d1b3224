// A photo file decoded to RGBA pixels in Node (the browser decodes with createImageBitmap): JPEG
// through jpeg-js, PNG through pngjs, told apart by their first bytes; anything else is not a photo.
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { RgbaImage } from '@pickwise/ticket-reader';

export class NotAnImage extends Error {}

/** The most pixels a photo may have (a 48-megapixel phone camera); more would only exhaust memory. */
const MOST_PIXELS = 48_000_000;

export function decodePhoto(bytes: Buffer): RgbaImage {
  const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const isPng = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  try {
    if (isJpeg) {
      const image = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: MOST_PIXELS / 1_000_000 });
      return { width: image.width, height: image.height, data: image.data };
    }
    if (isPng) {
      const image = PNG.sync.read(bytes);
      return { width: image.width, height: image.height, data: new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.length) };
    }
  } catch (error) {
    throw new NotAnImage(`the file is not a readable JPEG or PNG image (${error instanceof Error ? error.message : String(error)})`);
  }
  throw new NotAnImage('the file is not a JPEG or PNG image');
}
