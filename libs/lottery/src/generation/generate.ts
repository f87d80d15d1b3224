/**
 * The one entry to the generator, shared by the generation service and the browser's offline
 * fallback: seeds the random source and runs the method.
 */
import type { Game } from '../games.js';
import { createRandomSource, newSeed } from '../random-source.js';
import { aiMethod } from './ai.js';
import { balanceMethod } from './balance.js';
import { birthdayMethod } from './birthday.js';
import { horoscopeMethod } from './horoscope.js';
import { hotcoldMethod } from './hotcold.js';
import { luckyMethod } from './lucky.js';
import { markovMethod } from './markov.js';
import { pastLineSet, randomMethod } from './random.js';
import { popularityOf, type Popularity } from '../popularity/popularity.js';
import type { GameStats, GeneratedSet, GenerationMethod, MethodId, MethodOptionsById } from './types.js';

/** Every method's code. Whether it reads the statistics is declared once, in the catalogue (`needsHistory`). */
const GENERATION_METHODS: { readonly [M in MethodId]: GenerationMethod<M> } = {
  random: randomMethod,
  ai: aiMethod,
  markov: markovMethod,
  hotcold: hotcoldMethod,
  balance: balanceMethod,
  birthday: birthdayMethod,
  lucky: luckyMethod,
  horoscope: horoscopeMethod,
};

/**
 * One generation, already validated where it came in (the generation service's NATS boundary, or
 * the browser's own fallback): this domain code does not check it again.
 */
export interface GenerateSetsRequest {
  game: Game;
  method: MethodId;
  /** 1 or more. */
  count: number;
  /** Reproduces an earlier reply; a fresh one from the platform's crypto when absent. */
  seed?: string;
  /** The method's options, validated for it (libs/contracts `METHOD_OPTIONS_SCHEMAS`); methods without options take none. */
  options?: MethodOptionsById[MethodId];
  /** Current-rules statistics of the game; absent when the draws service could not be reached. */
  stats?: GameStats;
  /** 'Fewer shared wins': prefer, among more candidates, the sets fewest people would also pick. */
  fewerShared?: boolean;
}

/** How many candidates per set 'Fewer shared wins' lets the method make, to keep the least popular. */
export const FEWER_SHARED_CANDIDATES = 3;

export interface GenerateSetsResult {
  sets: GeneratedSet[];
  /** Reasons this request used a fallback, e.g. `no-stats: ai used matrix bucket patterns …`. */
  fallbacks: string[];
  /** The seed used: the request's, or the fresh one. */
  seed: string;
}

export function generateSets({ game, method, count, seed, options, stats, fewerShared }: GenerateSetsRequest): GenerateSetsResult {
  const usedSeed = seed ?? newSeed();
  // The method and its options were validated together, which the types cannot follow.
  const run = GENERATION_METHODS[method] as GenerationMethod;
  const result = run({
    game,
    count: fewerShared ? count * FEWER_SHARED_CANDIDATES : count,
    random: createRandomSource(usedSeed),
    options: options ?? {},
    ...(stats ? { stats } : {}),
  });
  const pastLines = stats?.pastLines ? pastLineSet(stats.pastLines) : undefined;
  const scored = result.sets.map((set) => ({ set, popularity: popularityOf(game, set.main, pastLines) }));
  const kept = fewerShared ? leastShared(scored, count) : scored;
  const sets = kept.map(({ set, popularity }) => ({ ...set, meta: { ...set.meta, popularity } }));
  return { sets, fallbacks: result.fallbacks, seed: usedSeed };
}

/** The `count` least popular candidates (earlier first among equals), in the order the method made them. */
function leastShared<T extends { popularity: Popularity }>(candidates: readonly T[], count: number): T[] {
  const ranked = candidates.map((candidate, index) => ({ candidate, index }));
  ranked.sort((a, b) => a.candidate.popularity.score - b.candidate.popularity.score || a.index - b.index);
  return ranked
    .slice(0, count)
    .sort((a, b) => a.index - b.index)
    .map(({ candidate }) => candidate);
}
