/**
 * The ai method ("AI Smart Picks"): bucket patterns plus probability smoothing plus quality scoring.
 * For each set it makes `CANDIDATES_PER_SET` candidate lines and keeps the best scored:
 *   1. a bucket pattern (how many numbers fall in each range band) is drawn with the frequency it
 *      had in past draws of the current rules;
 *   2. each band's numbers are drawn weighted by their smoothed past frequency (see
 *      ./history-weights.ts); special numbers likewise;
 *   3. the line is scored 0-100 (`qualityScore`), redrawn if it breaks the random method's guardrails.
 * Without usable statistics the patterns are those of the matrix itself and the weights uniform.
 */
import type { Game } from '../games.js';
import type { RandomSource } from '../random-source.js';
import { drawSpecials, drawWeighted, historyInputs, noStatsReason, pickFromTable, type HistoryInputs } from './history-weights.js';
import { passesGuardrails } from './set-rules.js';
import type { GeneratedSet, GenerationMethod } from './types.js';

const CANDIDATES_PER_SET = 3;
/** A pattern can force a line that breaks the guardrails (all in one tens band); then another is drawn. */
const MAX_DRAWS_PER_CANDIDATE = 100;

export const AI_FALLBACK = 'ai used matrix bucket patterns and uniform weights';

export interface QualityScore {
  /** 0-100, the sum of the parts. */
  score: number;
  parts: {
    /** 0-40: how common the line's bucket pattern is, relative to the most common pattern. */
    pattern: number;
    /** 0-20: even/odd balance; full marks for a split at most one apart, none for all even or all odd. */
    parity: number;
    /** 0-20: the line's span (highest minus lowest) against the expected span of a random line. */
    spread: number;
    /** 0-20: 20 with no consecutive pair, 10 with one, 0 with more. */
    sequence: number;
  };
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * How typical a line looks, 0-100 (not how likely it is to win: every line has the same odds).
 * `patternWeight / topPatternWeight` is the commonness of its bucket pattern in history.
 */
export function qualityScore(game: Game, main: readonly number[], patternWeight: number, topPatternWeight: number): QualityScore {
  const k = main.length;
  const even = main.filter((n) => n % 2 === 0).length;
  const unevenness = Math.abs(2 * even - k) - (k % 2);
  const parity = 20 * (1 - unevenness / (k - (k % 2)));
  // Expected range of k uniform picks from 1..N is (k - 1)(N + 1) / (k + 1).
  const typicalSpan = ((k - 1) * (game.mainMax + 1)) / (k + 1);
  const span = (main[k - 1] as number) - (main[0] as number);
  const spread = 20 * Math.min(1, span / typicalSpan);
  const consecutivePairs = main.filter((n, i) => i > 0 && n === (main[i - 1] as number) + 1).length;
  const sequence = consecutivePairs === 0 ? 20 : consecutivePairs === 1 ? 10 : 0;
  const pattern = topPatternWeight > 0 ? (40 * patternWeight) / topPatternWeight : 0;
  const parts = { pattern: round1(pattern), parity: round1(parity), spread: round1(spread), sequence };
  return { score: Math.round(pattern + parity + spread + sequence), parts };
}

interface Candidate {
  main: number[];
  pattern: string;
  buckets: number[];
  quality: QualityScore;
}

function drawCandidate(game: Game, inputs: HistoryInputs, random: RandomSource): Candidate {
  const weightOf = (n: number) => inputs.mainWeights[n - 1] as number;
  let main: number[] = [];
  let pattern = '';
  let buckets: number[] = [];
  for (let attempt = 0; attempt < MAX_DRAWS_PER_CANDIDATE; attempt++) {
    pattern = pickFromTable(random, inputs.patternTable) as string;
    buckets = inputs.patternCounts.get(pattern) as number[];
    main = buckets.flatMap((m, band) => (m === 0 ? [] : drawWeighted(random, inputs.bandMembers[band] as number[], weightOf, m)));
    if (passesGuardrails(game, main)) break;
  }
  const quality = qualityScore(game, main, inputs.patterns[pattern] as number, inputs.topPatternWeight);
  return { main, pattern, buckets, quality };
}

export const aiMethod: GenerationMethod<'ai'> = ({ game, count, random, stats }) => {
  const inputs = historyInputs(game, stats);

  const sets = Array.from({ length: count }, (): GeneratedSet => {
    let best = drawCandidate(game, inputs, random);
    for (let c = 1; c < CANDIDATES_PER_SET; c++) {
      const candidate = drawCandidate(game, inputs, random);
      if (candidate.quality.score > best.quality.score) best = candidate;
    }
    return {
      main: best.main,
      special: drawSpecials(random, game, inputs),
      method: 'ai',
      meta: {
        score: best.quality.score,
        scoreParts: best.quality.parts,
        buckets: best.buckets,
        pattern: best.pattern,
        ...(inputs.stats ? { patternDraws: inputs.patterns[best.pattern] } : {}),
      },
    };
  });
  return { sets, fallbacks: inputs.stats ? [] : [noStatsReason('ai', AI_FALLBACK, stats)] };
};
