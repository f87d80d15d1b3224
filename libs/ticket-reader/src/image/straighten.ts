import { boxMean, integralImage, otsuThreshold, saturation, shrink, type GrayImage, type RgbaImage } from './raster.js';

export interface Point {
  x: number;
  y: number;
}

/** The ticket's corners in the photo: top left, top right, bottom right, bottom left. */
export type Quad = [Point, Point, Point, Point];

/** Why a photo gives no ticket to read. */
export type PhotoProblem = 'no-ticket' | 'too-dark' | 'too-blurred';

/** The working size of the search for the paper: the photo shrunk to about this many pixels on its long side. */
const SEARCH_SIDE = 400;
/** Paper is near grey: a pixel whose channels differ more than this is a hand, a table or a cloth. */
const PAPER_MAX_SATURATION = 48;
/** The paper must cover this share of the photo at least. */
const MIN_TICKET_SHARE = 0.04;
/** A photo whose paper is darker than this on average cannot be read. */
const MIN_PAPER_LEVEL = 70;

/**
 * The ticket in a photo: the largest bright, grey region (thermal paper), its four corners the
 * extreme points of the region along the diagonals (which holds for a ticket turned less than 45°).
 */
export function findTicket(image: RgbaImage, luminance: GrayImage): { quad: Quad } | { problem: PhotoProblem } {
  const factor = Math.max(1, Math.round(Math.max(image.width, image.height) / SEARCH_SIDE));
  const gray = shrink(luminance, factor);
  const saturated = shrink({ width: image.width, height: image.height, data: saturation(image) }, factor);
  const level = otsuThreshold(gray.data);
  const { width, height } = gray;
  const paper = new Uint8Array(width * height);
  for (let i = 0; i < paper.length; i++) paper[i] = gray.data[i]! > level && saturated.data[i]! < PAPER_MAX_SATURATION ? 1 : 0;

  // The largest 4-connected region of paper.
  const region = new Int32Array(width * height).fill(-1);
  let best = { id: -1, size: 0, sum: 0 };
  const stack: number[] = [];
  for (let start = 0; start < paper.length; start++) {
    if (!paper[start] || region[start] !== -1) continue;
    let size = 0;
    let sum = 0;
    region[start] = start;
    stack.push(start);
    while (stack.length > 0) {
      const at = stack.pop()!;
      size++;
      sum += gray.data[at]!;
      const x = at % width;
      for (const next of [at - width, at + width, x > 0 ? at - 1 : -1, x < width - 1 ? at + 1 : -1]) {
        if (next >= 0 && next < paper.length && paper[next] && region[next] === -1) {
          region[next] = start;
          stack.push(next);
        }
      }
    }
    if (size > best.size) best = { id: start, size, sum };
  }
  if (best.size < MIN_TICKET_SHARE * paper.length) return { problem: 'no-ticket' };
  if (best.sum / best.size < MIN_PAPER_LEVEL) return { problem: 'too-dark' };

  let tl = { x: 0, y: 0, score: Infinity };
  let br = { x: 0, y: 0, score: -Infinity };
  let tr = { x: 0, y: 0, score: -Infinity };
  let bl = { x: 0, y: 0, score: Infinity };
  for (let i = 0; i < region.length; i++) {
    if (region[i] !== best.id) continue;
    const x = i % width;
    const y = (i - x) / width;
    if (x + y < tl.score) tl = { x, y, score: x + y };
    if (x + y > br.score) br = { x, y, score: x + y };
    if (x - y > tr.score) tr = { x, y, score: x - y };
    if (x - y < bl.score) bl = { x, y, score: x - y };
  }
  const full = (point: Point): Point => ({ x: (point.x + 0.5) * factor, y: (point.y + 0.5) * factor });
  return { quad: [full(tl), full(tr), full(br), full(bl)] };
}

/** Solves the 8 x 8 system of a homography by Gaussian elimination with partial pivoting. */
function solve(matrix: number[][], vector: number[]): number[] {
  const n = vector.length;
  const rows = matrix.map((row, index) => [...row, vector[index]!]);
  for (let column = 0; column < n; column++) {
    let pivot = column;
    for (let row = column + 1; row < n; row++) if (Math.abs(rows[row]![column]!) > Math.abs(rows[pivot]![column]!)) pivot = row;
    [rows[column], rows[pivot]] = [rows[pivot]!, rows[column]!];
    for (let row = column + 1; row < n; row++) {
      const ratio = rows[row]![column]! / rows[column]![column]!;
      for (let k = column; k <= n; k++) rows[row]![k]! -= ratio * rows[column]![k]!;
    }
  }
  const result = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row--) {
    let sum = rows[row]![n]!;
    for (let k = row + 1; k < n; k++) sum -= rows[row]![k]! * result[k]!;
    result[row] = sum / rows[row]![row]!;
  }
  return result;
}

/** The homography that takes each `from` corner to its `to` corner. */
function homography(from: Quad, to: Quad): number[] {
  const matrix: number[][] = [];
  const vector: number[] = [];
  for (let i = 0; i < 4; i++) {
    const { x, y } = from[i]!;
    const { x: u, y: v } = to[i]!;
    matrix.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    vector.push(u);
    matrix.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    vector.push(v);
  }
  return solve(matrix, vector);
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * The ticket cut out of the photo and seen from straight above, `width` pixels wide (its height in
 * proportion to its sides), each pixel sampled bilinearly from the photo's luminance.
 */
export function straighten(gray: GrayImage, quad: Quad, width: number): GrayImage {
  const ticketWidth = (distance(quad[0], quad[1]) + distance(quad[3], quad[2])) / 2;
  const ticketHeight = (distance(quad[0], quad[3]) + distance(quad[1], quad[2])) / 2;
  const height = Math.max(1, Math.round((width * ticketHeight) / ticketWidth));
  const target: Quad = [
    { x: 0, y: 0 },
    { x: width - 1, y: 0 },
    { x: width - 1, y: height - 1 },
    { x: 0, y: height - 1 },
  ];
  // From the output's pixels back to the photo's.
  const [a, b, c, d, e, f, g, h] = homography(target, quad) as [number, number, number, number, number, number, number, number];
  const data = new Uint8Array(width * height);
  const at = (x: number, y: number) => gray.data[Math.min(gray.height - 1, Math.max(0, y)) * gray.width + Math.min(gray.width - 1, Math.max(0, x))]!;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const w = g * x + h * y + 1;
      const sx = (a * x + b * y + c) / w;
      const sy = (d * x + e * y + f) / w;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
      const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
      data[y * width + x] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  return { width, height, data };
}

/**
 * Evens out the light (glare, a shadow, faded paper): each pixel divided by the paper's level around
 * it, so the paper is white and the print dark wherever they are; then stretched to the full range.
 */
export function evenLight(image: GrayImage): GrayImage {
  const radius = Math.max(8, Math.round(Math.min(image.width, image.height) / 24));
  const sums = integralImage(image);
  const data = new Uint8Array(image.data.length);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const i = y * image.width + x;
      // The mean is pulled down by the print itself; paper is a little brighter than it.
      const paper = Math.max(1, boxMean(sums, image.width, image.height, x, y, radius) * 1.08);
      data[i] = Math.min(255, Math.round((image.data[i]! / paper) * 255));
    }
  }
  return { width: image.width, height: image.height, data };
}

/**
 * How sharp a straightened ticket is: the variance of its Laplacian (each pixel against its four
 * neighbours), which edges of print raise and blur flattens.
 */
export function sharpness(image: GrayImage): number {
  const { width, height, data } = image;
  let sum = 0;
  let squares = 0;
  let count = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const laplacian = data[i - width]! + data[i + width]! + data[i - 1]! + data[i + 1]! - 4 * data[i]!;
      sum += laplacian;
      squares += laplacian * laplacian;
      count++;
    }
  }
  const mean = sum / count;
  return squares / count - mean * mean;
}
