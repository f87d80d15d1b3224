/**
 * The random method: every line of the matrix equally likely, minus the few that break the
 * guardrails and the game's past jackpot lines. Also the browser's offline fallback, which has no
 * statistics and so cannot exclude past lines.
 */
import { completeSet, lineKey } from './set-rules.js';
import type { GenerationMethod } from './types.js';

export const NO_PAST_LINES_FALLBACK = 'no-stats: random could not exclude past jackpot lines';

// Building the set of past lines costs more than generating; stats objects are shared and never
// mutated (the generation service caches them), so one set per stats object is enough.
const pastLineSets = new WeakMap<readonly string[], ReadonlySet<string>>();
export function pastLineSet(pastLines: readonly string[]): ReadonlySet<string> {
  let keys = pastLineSets.get(pastLines);
  if (!keys) {
    keys = new Set(pastLines);
    pastLineSets.set(pastLines, keys);
  }
  return keys;
}

export const randomMethod: GenerationMethod<'random'> = ({ game, count, random, stats }) => {
  const pastLines = stats?.pastLines;
  const pastLineKeys = pastLineSet(pastLines ?? []);
  const isNewLine = (main: number[]) => !pastLineKeys.has(lineKey(main));
  const sets = Array.from({ length: count }, () => ({
    ...completeSet(game, random, [], isNewLine),
    method: 'random' as const,
  }));
  return { sets, fallbacks: pastLines ? [] : [NO_PAST_LINES_FALLBACK] };
};
