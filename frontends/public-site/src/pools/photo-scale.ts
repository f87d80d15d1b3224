import { POOL_PHOTO_MAX_BYTES } from '@pickwise/contracts/limits';
import type { PoolPhoto } from '@pickwise/contracts';
import { PHOTO_ATTEMPTS, fitWithin } from './pool-format.js';

/** Why a picked file could not be sent: not a picture this browser can draw, or no JPEG of it small enough. */
export class PhotoScaleError extends Error {
  constructor(readonly reason: 'unreadable' | 'tooLarge') {
    super(reason);
  }
}

const jpegOf = (canvas: HTMLCanvasElement, quality: number) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));

/** Bytes as standard base64, in chunks (a spread of 600,000 bytes would pass the engine's argument limit). */
function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/**
 * A paper ticket's photo as the API takes it: drawn on a canvas (a phone's 12-megapixel photo scaled
 * down, its orientation applied by the browser) and encoded as JPEG, at the largest size and quality
 * whose bytes are at most POOL_PHOTO_MAX_BYTES (libs/contracts), then `{ mediaType, base64 }`.
 */
export async function scaledPhoto(file: Blob, maxBytes = POOL_PHOTO_MAX_BYTES): Promise<PoolPhoto> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PhotoScaleError('unreadable');
  }
  try {
    const canvas = document.createElement('canvas');
    for (const attempt of PHOTO_ATTEMPTS) {
      const size = fitWithin(bitmap.width, bitmap.height, attempt.maxSide);
      canvas.width = size.width;
      canvas.height = size.height;
      const context = canvas.getContext('2d');
      if (!context) throw new PhotoScaleError('unreadable');
      // JPEG has no transparency: a PNG's clear parts become white, not black.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, size.width, size.height);
      context.drawImage(bitmap, 0, 0, size.width, size.height);
      const blob = await jpegOf(canvas, attempt.quality);
      if (blob && blob.size <= maxBytes) return { mediaType: 'image/jpeg', base64: base64Of(new Uint8Array(await blob.arrayBuffer())) };
    }
    throw new PhotoScaleError('tooLarge');
  } finally {
    bitmap.close();
  }
}
