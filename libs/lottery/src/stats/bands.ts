/**
 * Range bands of a game's main numbers, used by bucket patterns and transitions: five bands of
 * near-equal width over 1..mainMax, band i holding floor(i·max/5)+1 .. floor((i+1)·max/5).
 * For 1..49 that is 1-9, 10-19, 20-29, 30-39, 40-49; for 1..69 it is 1-13, 14-27, 28-41, 42-55, 56-69.
 */
export const BAND_COUNT = 5;

export type Band = [low: number, high: number];

export function rangeBands(mainMax: number): Band[] {
  return Array.from({ length: BAND_COUNT }, (_, i): Band => [
    Math.floor((i * mainMax) / BAND_COUNT) + 1,
    Math.floor(((i + 1) * mainMax) / BAND_COUNT),
  ]);
}

/** The index of the band holding `n`, or -1 when no band does. */
export function bandIndex(bands: readonly Band[], n: number): number {
  return bands.findIndex(([low, high]) => n >= low && n <= high);
}

/** How many of `main` fall in each band, joined by '-', e.g. "1-1-2-0-1". */
export function bucketPattern(bands: readonly Band[], main: readonly number[]): string {
  const perBand = bands.map(([low, high]) => main.filter((n) => n >= low && n <= high).length);
  return perBand.join('-');
}
