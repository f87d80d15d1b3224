/**
 * Statistics of a game's past draws under its current rules, the input of the history-based
 * generation methods and of `draws.stats`.
 */
import { currentRules, type Game } from '../games.js';
import { lineKey } from '../generation/set-rules.js';
import type { GameStats } from '../generation/types.js';
import type { DrawRow } from '../history/draw-row.js';
import { bandIndex, bucketPattern, rangeBands } from './bands.js';

/** What the statistics read from a draw; database rows and parsed history rows both fit. */
export type StatsDraw = Pick<DrawRow, 'drawDate' | 'main' | 'special'>;

export interface StatsOptions {
  /** Only the newest `window` draws of the current rules. */
  window?: number;
  /** Fill `pastLines` (see `pastLines`). */
  includePastLines?: boolean;
}

/**
 * The current rules are picked by date, not by matrix label: a draw counts when its date is on or
 * after `currentRules(game).since`. A label can recur (Lotto Texas was 6/54 in 2000-2003 and again
 * since 2006, with 5/44+1/44 between), and `since` must be the first date of what is counted.
 */
export function currentRulesDraws<T extends StatsDraw>(game: Game, draws: readonly T[]): T[] {
  const since = currentRules(game).since;
  return draws.filter((draw) => draw.drawDate >= since).sort((a, b) => a.drawDate.localeCompare(b.drawDate));
}

/**
 * Every past main line of the game that is also a possible line today, whatever the window or era
 * (a 5/59 Powerball line of 2012 is a valid 5/69 line): the random method must never suggest one.
 * Keys as `lineKey`, each once, in order of first appearance.
 */
export function pastLines(game: Game, draws: readonly StatsDraw[]): string[] {
  const { mainCount, mainMax } = currentRules(game);
  const possibleToday = draws.filter((draw) => draw.main.length === mainCount && draw.main.every((n) => n >= 1 && n <= mainMax));
  return [...new Set(possibleToday.map((draw) => lineKey(draw.main)))];
}

function zeroCounts(min: number, max: number): Record<string, number> {
  const counts: Record<string, number> = {};
  for (let n = min; n <= max; n++) counts[n] = 0;
  return counts;
}

function increment(counts: Record<string, number>, key: string | number): void {
  counts[key] = (counts[key] ?? 0) + 1;
}

function rankedByCount(counts: Record<string, number>, mainMax: number, direction: 1 | -1): number[] {
  const numbers = Array.from({ length: mainMax }, (_, i) => i + 1);
  return numbers.sort((a, b) => direction * ((counts[a] ?? 0) - (counts[b] ?? 0)) || a - b);
}

/**
 * Counts every main number 1..mainMax and special number specialMin..specialMax (zeros included);
 * `hot` ranks main numbers most frequent first and `cold` least frequent first, ties by the lower
 * number; `overdue` is the number of draws after the newest draw holding the number (0 if it is in
 * the newest draw, the draw count if never seen). Draws are ordered by date (equal dates, like UK
 * Lotto's two rounds a night, keep their given order).
 *
 * `bucketPatterns` counts draws per band pattern (see ./bands.ts). `transitions[from][to]` counts
 * steps between the bands (indexes as strings) of consecutive numbers when the counted draws' sorted
 * main numbers are read as one sequence in date order: within a draw each number to the next higher
 * one, and across draws the highest number of a draw to the lowest of the next draw. A Markov walk
 * over bands built from it only takes steps seen in history, and every band it reaches can go on.
 */
export function computeStats(game: Game, draws: readonly StatsDraw[], options: StatsOptions = {}): GameStats {
  const rules = currentRules(game);
  const current = currentRulesDraws(game, draws);
  const counted = options.window === undefined ? current : current.slice(Math.max(0, current.length - options.window));
  const bands = rangeBands(rules.mainMax);

  const main = zeroCounts(1, rules.mainMax);
  const special = rules.specialCount > 0 ? zeroCounts(rules.specialMin, rules.specialMax) : {};
  const lastSeenIndex = new Map<number, number>();
  const bucketPatterns: Record<string, number> = {};
  const transitions: Record<string, Record<string, number>> = {};
  let previousBand: number | undefined;

  counted.forEach((draw, drawIndex) => {
    const sortedMain = [...draw.main].sort((a, b) => a - b);
    for (const n of sortedMain) {
      increment(main, n);
      lastSeenIndex.set(n, drawIndex);
      const band = bandIndex(bands, n);
      if (previousBand !== undefined) increment((transitions[previousBand] ??= {}), band);
      previousBand = band;
    }
    for (const s of draw.special) increment(special, s);
    increment(bucketPatterns, bucketPattern(bands, sortedMain));
  });

  const overdue: Record<string, number> = {};
  for (let n = 1; n <= rules.mainMax; n++) {
    const seen = lastSeenIndex.get(n);
    overdue[n] = seen === undefined ? counted.length : counted.length - 1 - seen;
  }

  return {
    game: game.id,
    rules: rules.matrix,
    since: rules.since,
    draws: counted.length,
    from: counted[0]?.drawDate ?? null,
    to: counted[counted.length - 1]?.drawDate ?? null,
    main,
    special,
    hot: rankedByCount(main, rules.mainMax, -1),
    cold: rankedByCount(main, rules.mainMax, 1),
    overdue,
    bands,
    bucketPatterns,
    transitions,
    ...(options.includePastLines ? { pastLines: pastLines(game, draws) } : {}),
  };
}
