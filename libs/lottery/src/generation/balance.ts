/**
 * The balance method: lines that look like a typical draw. A line is kept when
 *   - its even and odd counts are at most one apart (3/2 or 2/3 of five, 3/3 of six),
 *   - its numbers spread over at least three of the five range bands (../stats/bands.ts),
 *   - it has at most one pair of consecutive numbers,
 *   - and it passes the random method's guardrails.
 * Lines are drawn uniformly and redrawn until one is kept, so every balanced line is equally likely.
 * Between a quarter (six numbers: only 3/3 qualifies) and a half (five numbers) of all lines
 * qualify in every supported game. Needs no history.
 */
import type { Game } from '../games.js';
import { bandIndex, rangeBands, type Band } from '../stats/bands.js';
import { completeSet, passesGuardrails } from './set-rules.js';
import type { GeneratedSet, GenerationMethod } from './types.js';

export const MIN_BANDS = 3;
const MAX_DRAWS_PER_SET = 1000;

export interface LineBalance {
  even: number;
  odd: number;
  bandsUsed: number;
  consecutivePairs: number;
}

export function lineBalance(bands: readonly Band[], main: readonly number[]): LineBalance {
  const even = main.filter((n) => n % 2 === 0).length;
  const sorted = [...main].sort((a, b) => a - b);
  return {
    even,
    odd: main.length - even,
    bandsUsed: new Set(main.map((n) => bandIndex(bands, n))).size,
    consecutivePairs: sorted.filter((n, i) => i > 0 && n === (sorted[i - 1] as number) + 1).length,
  };
}

export function isBalanced(game: Game, bands: readonly Band[], main: readonly number[]): boolean {
  const balance = lineBalance(bands, main);
  return (
    Math.abs(balance.even - balance.odd) <= 1 &&
    balance.bandsUsed >= MIN_BANDS &&
    balance.consecutivePairs <= 1 &&
    passesGuardrails(game, main)
  );
}

export const balanceMethod: GenerationMethod<'balance'> = ({ game, count, random }) => {
  const bands = rangeBands(game.mainMax);
  const sets = Array.from({ length: count }, (): GeneratedSet => {
    for (let attempt = 0; attempt < MAX_DRAWS_PER_SET; attempt++) {
      const line = completeSet(game, random);
      if (!isBalanced(game, bands, line.main)) continue;
      const balance = lineBalance(bands, line.main);
      return {
        ...line,
        method: 'balance',
        meta: { parity: `${balance.even}/${balance.odd}`, bandsUsed: balance.bandsUsed, consecutivePairs: balance.consecutivePairs },
      };
    }
    // A quarter or more of all lines qualify in every supported matrix: reaching this means a broken one.
    throw new Error(`No balanced line found for ${game.id} in ${MAX_DRAWS_PER_SET} draws`);
  });
  return { sets, fallbacks: [] };
};
