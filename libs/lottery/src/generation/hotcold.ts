/**
 * The hotcold method: most numbers from the hot end of the current-rules frequency table, with
 * room for one or two cold outliers. The hot end is the most frequent quarter of the main numbers
 * (`GameStats.hot`), the cold end the least frequent quarter (`GameStats.cold`) of the rest. Each set takes one or two cold numbers (at random, never a majority) and fills the rest
 * from the hot end, uniformly within each end. Special numbers come from the more frequent half
 * of the special range.
 * Without usable statistics there is no hot or cold end: the sets are random and say so.
 */
import type { RandomSource } from '../random-source.js';
import { historyInputs, noStatsReason } from './history-weights.js';
import { completeSet, drawUnique, passesGuardrails } from './set-rules.js';
import type { GameStats, GeneratedSet, GenerationMethod } from './types.js';

/** Share of the main numbers counted as the hot end, and as the cold end. */
const END_SHARE = 0.25;
const MAX_DRAWS_PER_SET = 100;

export const HOTCOLD_FALLBACK = 'hotcold had no frequency table and used random numbers';

function drawFrom(random: RandomSource, pool: readonly number[], count: number): number[] {
  return drawUnique(random, count, 0, pool.length - 1).map((i) => pool[i] as number);
}

/** Special numbers from most to least frequent, ties by the lower number. */
function specialsByFrequency(stats: GameStats, min: number, max: number): number[] {
  const numbers = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  return numbers.sort((a, b) => (stats.special[b] ?? 0) - (stats.special[a] ?? 0) || a - b);
}

export const hotcoldMethod: GenerationMethod<'hotcold'> = ({ game, count, random, stats }) => {
  const usable = historyInputs(game, stats).stats;
  if (!usable) {
    const sets = Array.from({ length: count }, (): GeneratedSet => ({ ...completeSet(game, random), method: 'hotcold', meta: { hottest: [], cold: [] } }));
    return { sets, fallbacks: [noStatsReason('hotcold', HOTCOLD_FALLBACK, stats)] };
  }
  const endSize = Math.max(game.mainCount, Math.ceil(game.mainMax * END_SHARE));
  const hotEnd = usable.hot.slice(0, endSize);
  // With few draws many counts tie, and both rankings can start with the same numbers.
  const coldEnd = usable.cold.filter((n) => !hotEnd.includes(n)).slice(0, endSize);
  const maxCold = Math.min(2, Math.ceil(game.mainCount / 2) - 1);
  const specialRangeSize = game.specialMax - game.specialMin + 1;
  const hotSpecials = specialsByFrequency(usable, game.specialMin, game.specialMax).slice(
    0,
    Math.max(game.specialCount, Math.ceil(specialRangeSize / 2)),
  );

  const sets = Array.from({ length: count }, (): GeneratedSet => {
    let hottest: number[] = [];
    let cold: number[] = [];
    for (let attempt = 0; attempt < MAX_DRAWS_PER_SET; attempt++) {
      const coldCount = random.int(1, maxCold);
      hottest = drawFrom(random, hotEnd, game.mainCount - coldCount);
      cold = drawFrom(random, coldEnd, coldCount);
      if (passesGuardrails(game, [...hottest, ...cold])) break;
    }
    return {
      main: [...hottest, ...cold].sort((a, b) => a - b),
      special: drawFrom(random, hotSpecials, game.specialCount).sort((a, b) => a - b),
      method: 'hotcold',
      meta: { hottest, cold },
    };
  });
  return { sets, fallbacks: [] };
};
