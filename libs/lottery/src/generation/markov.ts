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
import { drawSpecials, drawWeighted, historyInputs, noStatsReason, pickFromTable, type HistoryInputs } from './history-weights.js';
import { completeSet, passesGuardrails } from './set-rules.js';
import type { GeneratedSet, GenerationMethod } from './types.js';

/** Walks that end where no seen step leads on, or break the guardrails, are walked again. */
const MAX_WALKS = 200;

export const MARKOV_FALLBACK = 'markov walked every upward band step as if seen once';
export const MARKOV_NO_WALK = 'markov: no walk over seen band steps fits this game; used random numbers';

type Transitions = Readonly<Record<string, Readonly<Record<string, number>>>>;

/** A step from one band to the same or a higher band, and how often history took it. */
interface Step {
  to: number;
  seen: number;
}

/** For each band, the upward (or staying) steps seen from it. */
function upwardSteps(transitions: Transitions, bandCount: number): Step[][] {
  return Array.from({ length: bandCount }, (_, from) =>
    Object.entries(transitions[from] ?? {})
      .map(([to, seen]): Step => ({ to: Number(to), seen }))
      .filter((step) => step.to >= from && step.to < bandCount && step.seen > 0)
      .sort((a, b) => a.to - b.to),
  );
}

/** Without statistics every upward step counts as seen once. */
function everyUpwardStep(bandCount: number): Step[][] {
  return Array.from({ length: bandCount }, (_, from) =>
    Array.from({ length: bandCount - from }, (_, i): Step => ({ to: from + i, seen: 1 })),
  );
}

// History inputs are computed once per statistics object; so are their steps.
const stepsByInputs = new WeakMap<HistoryInputs, Step[][]>();

function stepsOf(inputs: HistoryInputs): Step[][] {
  let steps = stepsByInputs.get(inputs);
  if (!steps) {
    steps = inputs.stats ? upwardSteps(inputs.stats.transitions, inputs.bands.length) : everyUpwardStep(inputs.bands.length);
    stepsByInputs.set(inputs, steps);
  }
  return steps;
}

interface Walk {
  bands: number[];
  steps: number[];
}

/** One walk of `length` bands, or undefined when it reaches a band no seen step leads on from. */
function walkBands(random: RandomSource, inputs: HistoryInputs, steps: Step[][], length: number): Walk | undefined {
  const room = inputs.bandMembers.map((members) => members.length);
  const roomFrom = (band: number) => room.reduce((sum, r, b) => (b >= band ? sum + r : sum), 0);
  const startPattern = inputs.patternCounts.get(pickFromTable(random, inputs.patternTable) as string) as number[];
  let current = startPattern.findIndex((m) => m > 0);
  const walk: Walk = { bands: [current], steps: [] };
  room[current]! -= 1;
  while (walk.bands.length < length) {
    const left = length - walk.bands.length;
    // Into a band with room, leaving enough room from there up for the rest.
    const open = (steps[current] as Step[]).filter((step) => (room[step.to] as number) > 0 && roomFrom(step.to) >= left);
    if (open.length === 0) return undefined;
    let target = random.next() * open.reduce((sum, step) => sum + step.seen, 0);
    const step = open.find((candidate) => (target -= candidate.seen) < 0) ?? (open[open.length - 1] as Step);
    current = step.to;
    walk.bands.push(current);
    walk.steps.push(step.seen);
    room[current]! -= 1;
  }
  return walk;
}

function lineOfWalk(random: RandomSource, inputs: HistoryInputs, walk: Walk): number[] {
  const weightOf = (n: number) => inputs.mainWeights[n - 1] as number;
  const perBand = inputs.bands.map((_, band) => walk.bands.filter((b) => b === band).length);
  return perBand.flatMap((m, band) => (m === 0 ? [] : drawWeighted(random, inputs.bandMembers[band] as number[], weightOf, m)));
}

function markovSet(game: Game, random: RandomSource, inputs: HistoryInputs, steps: Step[][]): GeneratedSet | undefined {
  for (let attempt = 0; attempt < MAX_WALKS; attempt++) {
    const walk = walkBands(random, inputs, steps, game.mainCount);
    if (!walk) continue;
    const main = lineOfWalk(random, inputs, walk);
    if (!passesGuardrails(game, main)) continue;
    return { main, special: drawSpecials(random, game, inputs), method: 'markov', meta: { walk: walk.bands, stepsSeen: walk.steps } };
  }
  return undefined;
}

export const markovMethod: GenerationMethod<'markov'> = ({ game, count, random, stats }) => {
  const inputs = historyInputs(game, stats);
  const steps = stepsOf(inputs);
  const fallbacks = inputs.stats ? [] : [noStatsReason('markov', MARKOV_FALLBACK, stats)];
  const sets = Array.from({ length: count }, (): GeneratedSet => {
    const set = markovSet(game, random, inputs, steps);
    if (set) return set;
    if (!fallbacks.includes(MARKOV_NO_WALK)) fallbacks.push(MARKOV_NO_WALK);
    return { ...completeSet(game, random), method: 'markov', meta: { walk: [] } };
  });
  return { sets, fallbacks };
};
