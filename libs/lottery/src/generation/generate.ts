/**
 * The one entry to the generator, shared by the generation service and the browser's offline
 * fallback: resolves the game, seeds the random source and runs the method.
 */
import { findGame, unknownGameMessage, type Game } from '../games.js';
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
import { isMethodId, type GameStats, type GeneratedSet, type GenerationMethod, type MethodId, type MethodOptionsById } from './types.js';

/**
 * Every method, with whether its sets depend on the game's statistics. random reads them to avoid
 * past jackpot lines; balance reads none. (The generation service passes them to every method all
 * the same: the popularity score of any set looks for past winning lines.)
 */
export const GENERATION_METHODS: { readonly [M in MethodId]: { run: GenerationMethod<M>; readsStats: boolean } } = {
  random: { run: randomMethod, readsStats: true },
  ai: { run: aiMethod, readsStats: true },
  markov: { run: markovMethod, readsStats: true },
  hotcold: { run: hotcoldMethod, readsStats: true },
  balance: { run: balanceMethod, readsStats: false },
  birthday: { run: birthdayMethod, readsStats: false },
  lucky: { run: luckyMethod, readsStats: false },
  horoscope: { run: horoscopeMethod, readsStats: false },
};

export const methodReadsStats = (method: MethodId): boolean => GENERATION_METHODS[method].readsStats;

/** The specification's text for a method id that is not one of the eight. */
export const invalidMethodMessage = (method: string) => `Invalid method: ${method}`;

export interface GenerateSetsRequest {
  /** A game, or its public or admin id. */
  game: Game | string;
  /** A method id; anything else throws `Invalid method: <id>`. */
  method: string;
  count: number;
  /** Reproduces an earlier reply; a fresh one from the platform's crypto when absent. */
  seed?: string;
  /** The method's options, already validated (libs/contracts); ignored by methods without options. */
  options?: MethodOptionsById[MethodId] | Record<string, unknown>;
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
  const resolvedGame = typeof game === 'string' ? findGame(game) : game;
  if (!resolvedGame) throw new Error(unknownGameMessage(String(game)));
  if (!isMethodId(method)) throw new Error(invalidMethodMessage(method));
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`Invalid set count: ${count}`);
  const usedSeed = seed ?? newSeed();
  const run = GENERATION_METHODS[method].run as GenerationMethod;
  const result = run({
    game: resolvedGame,
    count: fewerShared ? count * FEWER_SHARED_CANDIDATES : count,
    random: createRandomSource(usedSeed),
    options: (options ?? {}) as MethodOptionsById[MethodId],
    ...(stats ? { stats } : {}),
  });
  const pastLines = stats?.pastLines ? pastLineSet(stats.pastLines) : undefined;
  const scored = result.sets.map((set) => ({ set, popularity: popularityOf(resolvedGame, set.main, pastLines) }));
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
