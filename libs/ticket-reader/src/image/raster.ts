/** An image as the browser's ImageData holds it: RGBA, 4 bytes a pixel, rows top to bottom. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8ClampedArray | Uint8Array;
}

/** One channel a pixel, 0 (black) to 255 (white). */
export interface GrayImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Luminance (Rec. 601 weights, integers) of each pixel. */
export function toGray(image: RgbaImage): GrayImage {
  const data = new Uint8Array(image.width * image.height);
  for (let i = 0, p = 0; i < data.length; i++, p += 4) data[i] = (image.data[p]! * 77 + image.data[p + 1]! * 150 + image.data[p + 2]! * 29) >> 8;
  return { width: image.width, height: image.height, data };
}

/** How far each pixel is from grey: max - min of its channels (paper is near 0, a hand or a wooden table is not). */
export function saturation(image: RgbaImage): Uint8Array {
  const data = new Uint8Array(image.width * image.height);
  for (let i = 0, p = 0; i < data.length; i++, p += 4) {
    const r = image.data[p]!;
    const g = image.data[p + 1]!;
    const b = image.data[p + 2]!;
    data[i] = Math.max(r, g, b) - Math.min(r, g, b);
  }
  return data;
}

/** The image shrunk by a whole `factor`, each pixel the mean of its block. */
export function shrink(image: GrayImage, factor: number): GrayImage {
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const data = new Uint8Array(width * height);
  const area = factor * factor;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy++) {
        const row = (y * factor + dy) * image.width + x * factor;
        for (let dx = 0; dx < factor; dx++) sum += image.data[row + dx]!;
      }
      data[y * width + x] = Math.round(sum / area);
    }
  }
  return { width, height, data };
}

/** Otsu's threshold of a histogram of 0-255 values: the level that best separates two classes. */
export function otsuThreshold(values: Uint8Array): number {
  const histogram = new Array<number>(256).fill(0);
  for (const value of values) histogram[value]!++;
  const total = values.length;
  let sumAll = 0;
  for (let level = 0; level < 256; level++) sumAll += level * histogram[level]!;
  let sumBelow = 0;
  let countBelow = 0;
  let best = { level: 127, variance: -1 };
  for (let level = 0; level < 256; level++) {
    countBelow += histogram[level]!;
    if (countBelow === 0) continue;
    const countAbove = total - countBelow;
    if (countAbove === 0) break;
    sumBelow += level * histogram[level]!;
    const meanBelow = sumBelow / countBelow;
    const meanAbove = (sumAll - sumBelow) / countAbove;
    const variance = countBelow * countAbove * (meanBelow - meanAbove) ** 2;
    if (variance > best.variance) best = { level, variance };
  }
  return best.level;
}

/** Summed-area table of a gray image, one row and column larger, for box means in constant time. */
export function integralImage(image: GrayImage): Float64Array {
  const stride = image.width + 1;
  const sums = new Float64Array(stride * (image.height + 1));
  for (let y = 0; y < image.height; y++) {
    let row = 0;
    for (let x = 0; x < image.width; x++) {
      row += image.data[y * image.width + x]!;
      sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1]! + row;
    }
  }
  return sums;
}

/** The mean of the box of half-size `radius` around (x, y), clipped to the image. */
export function boxMean(sums: Float64Array, width: number, height: number, x: number, y: number, radius: number): number {
  const x0 = Math.max(0, x - radius);
  const y0 = Math.max(0, y - radius);
  const x1 = Math.min(width, x + radius + 1);
  const y1 = Math.min(height, y + radius + 1);
  const stride = width + 1;
  const sum = sums[y1 * stride + x1]! - sums[y0 * stride + x1]! - sums[y1 * stride + x0]! + sums[y0 * stride + x0]!;
  return sum / ((x1 - x0) * (y1 - y0));
}
