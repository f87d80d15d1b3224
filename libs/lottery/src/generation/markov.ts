/**
 * The markov method: a walk over the range bands, taking only steps between bands that consecutive
 * numbers of past draws took (`GameStats.transitions`), each step with the probability it had.
 * A line's numbers are read in ascending order, so the walk only moves to the same or a higher band,
 * and it cannot enter a band more often than the band has numbers. The start band is the lowest
 * band of a bucket pattern drawn with its past frequency. Numbers inside each band are drawn by
 * smoothed frequency, as the ai method does. The sorted line's bands are exactly the walk, so every
 * step between consecutive numbers of a set was seen in history.
 * Without usable statistics every upward step counts as seen once.
 */
import type { Game } from '../games.js';
import type { RandomSource } from '../random-source.js';
import type { Band } from '../stats/bands.js';
import { bandNumbers, drawWeighted, historyInputs, noStatsReason, pickWeightedKey, type HistoryInputs } from './history-weights.js';
import { completeSet, passesGuardrails } from './set-rules.js';
import type { GeneratedSet, GenerationMethod } from './types.js';

/** Walks that end where no seen step leads on, or break the guardrails, are walked again. */
const MAX_WALKS = 200;

export const MARKOV_FALLBACK = 'markov walked every upward band step as if seen once';
export const MARKOV_NO_WALK = 'markov: no walk over seen band steps fits this game; used random numbers';

type Transitions = Readonly<Record<string, Readonly<Record<string, number>>>>;

function everyUpwardStep(bandCount: number): Transitions {
  const transitions: Record<string, Record<string, number>> = {};
  for (let from = 0; from < bandCount; from++) {
    transitions[from] = {};
    for (let to = from; to < bandCount; to++) transitions[from]![to] = 1;
  }
  return transitions;
}

interface Walk {
  bands: number[];
  steps: number[];
}

/** One walk of `length` bands, or undefined when it reaches a band no seen step leads on from. */
function walkBands(random: RandomSource, inputs: HistoryInputs, transitions: Transitions, length: number): Walk | undefined {
  const room = inputs.bands.map(([low, high]) => high - low + 1);
  const startPattern = inputs.patternCounts.get(pickWeightedKey(random, inputs.patterns) as string) as number[];
  let current = startPattern.findIndex((m) => m > 0);
  const bands = [current];
  const steps: number[] = [];
  room[current]! -= 1;
  while (bands.length < length) {
    const left = length - bands.length;
    const options: Record<string, number> = {};
    for (const [to, seen] of Object.entries(transitions[current] ?? {})) {
      const band = Number(to);
      // Up or stay only, into a band with room, leaving enough room above for the rest.
      const roomFromHere = room.slice(band).reduce((sum, r) => sum + r, 0);
      if (band >= current && seen > 0 && (room[band] as number) > 0 && roomFromHere >= left) options[to] = seen;
    }
    const next = pickWeightedKey(random, options);
    if (next === undefined) return undefined;
    steps.push(options[next] as number);
    current = Number(next);
    bands.push(current);
    room[current]! -= 1;
  }
  return { bands, steps };
}

function lineOfWalk(random: RandomSource, inputs: HistoryInputs, walk: Walk): number[] {
  const weightOf = (n: number) => inputs.mainWeights[n - 1] as number;
  const perBand = inputs.bands.map((_, band) => walk.bands.filter((b) => b === band).length);
  return perBand.flatMap((m, band) => (m === 0 ? [] : drawWeighted(random, bandNumbers(inputs.bands[band] as Band), weightOf, m)));
}

function markovSet(game: Game, random: RandomSource, inputs: HistoryInputs, transitions: Transitions): GeneratedSet | undefined {
  for (let attempt = 0; attempt < MAX_WALKS; attempt++) {
    const walk = walkBands(random, inputs, transitions, game.mainCount);
    if (!walk) continue;
    const main = lineOfWalk(random, inputs, walk);
    if (!passesGuardrails(game, main)) continue;
    const specialNumbers = Array.from({ length: inputs.specialWeights.length }, (_, i) => game.specialMin + i);
    const special = drawWeighted(random, specialNumbers, (s) => inputs.specialWeights[s - game.specialMin] as number, game.specialCount);
    return { main, special, method: 'markov', meta: { walk: walk.bands, stepsSeen: walk.steps } };
  }
  return undefined;
}

export const markovMethod: GenerationMethod<'markov'> = ({ game, count, random, stats }) => {
  const inputs = historyInputs(game, stats);
  const transitions = inputs.stats ? inputs.stats.transitions : everyUpwardStep(inputs.bands.length);
  const fallbacks = inputs.stats ? [] : [noStatsReason('markov', MARKOV_FALLBACK, stats)];
  const sets = Array.from({ length: count }, (): GeneratedSet => {
    const set = markovSet(game, random, inputs, transitions);
    if (set) return set;
    if (!fallbacks.includes(MARKOV_NO_WALK)) fallbacks.push(MARKOV_NO_WALK);
    return { ...completeSet(game, random), method: 'markov', meta: { walk: [] } };
  });
  return { sets, fallbacks };
};
