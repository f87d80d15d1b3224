import type { Game } from '../games.js';
import type { RandomSource } from '../random-source.js';

export const METHOD_IDS = ['random', 'ai', 'markov', 'hotcold', 'balance', 'birthday', 'lucky', 'horoscope'] as const;
export type MethodId = (typeof METHOD_IDS)[number];

/** Lives beside the ids (not beside generateSets) so a bundle can check an id without every method. */
export function isMethodId(id: string): id is MethodId {
  return (METHOD_IDS as readonly string[]).includes(id);
}

/** The methods that take options, which a dialog asks for before generating (their types: MethodOptionsById). */
export const METHODS_WITH_OPTIONS = ['birthday', 'lucky', 'horoscope'] as const satisfies readonly MethodId[];
export type MethodWithOptions = (typeof METHODS_WITH_OPTIONS)[number];

export function takesOptions(method: MethodId): method is MethodWithOptions {
  return (METHODS_WITH_OPTIONS as readonly MethodId[]).includes(method);
}

/** The specification's text for a method id that is not one of the eight. */
export const invalidMethodMessage = (method: string) => `Invalid method: ${method}`;

export const ZODIAC_SIGNS = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
] as const;
export type ZodiacSign = (typeof ZODIAC_SIGNS)[number];

export interface GeneratedSet {
  main: number[];
  special: number[];
  method: MethodId;
  meta?: Record<string, unknown>;
}

/**
 * Statistics of one game's draws under its current rules (or the newest `window` of them).
 * Computed by `computeStats` in ../stats; the draws service serves it as `draws.stats`.
 */
export interface GameStats {
  game: string;
  /** The current matrix label, e.g. `5/69+1/26`. */
  rules: string;
  /** First date of the current rules. */
  since: string;
  draws: number;
  from: string | null;
  to: string | null;
  /** Count of each main number 1..mainMax (every number present, zero included). */
  main: Record<string, number>;
  /** Count of each special number specialMin..specialMax (empty object for games without one). */
  special: Record<string, number>;
  /** Main numbers, most frequent first. */
  hot: number[];
  /** Main numbers, least frequent first. */
  cold: number[];
  /** Main number → draws since it was last seen (draws count if never seen). */
  overdue: Record<string, number>;
  /** Five range bands of the main numbers: band i holds bands[i][0]..bands[i][1] (../stats/bands.ts). */
  bands: [number, number][];
  /** Draws per band pattern: how many main numbers fell in each band, e.g. "1-1-2-0-1" → 37. */
  bucketPatterns: Record<string, number>;
  /**
   * transitions[fromBand][toBand]: steps between the bands of consecutive numbers, reading the
   * draws' sorted main numbers in date order (within a draw and from one draw's highest number to
   * the next draw's lowest). Band indexes as strings.
   */
  transitions: Record<string, Record<string, number>>;
  /** Every past main line that is possible under the current rules, as `lineKey` gives it. */
  pastLines?: string[];
}

export interface BirthdayOptions {
  birthdates: string[];
  importantDates: string[];
}
export interface LuckyOptions {
  favorites: number[];
}
export interface HoroscopeOptions {
  sign: ZodiacSign;
  date: string;
}

export interface MethodOptionsById {
  random: Record<string, never>;
  ai: Record<string, never>;
  markov: Record<string, never>;
  hotcold: Record<string, never>;
  balance: Record<string, never>;
  birthday: BirthdayOptions;
  lucky: LuckyOptions;
  horoscope: HoroscopeOptions;
}

/** What every method receives: options already validated (libs/contracts), stats may be absent. */
export interface MethodContext<M extends MethodId = MethodId> {
  game: Game;
  count: number;
  random: RandomSource;
  options: MethodOptionsById[M];
  /** Current-rules statistics; absent when the draws service could not be reached. */
  stats?: GameStats;
}

export interface MethodResult {
  sets: GeneratedSet[];
  /** Reasons this request used a fallback (e.g. `no-stats: ai used uniform weights`); counted in logs. */
  fallbacks: string[];
}

export type GenerationMethod<M extends MethodId = MethodId> = (context: MethodContext<M>) => MethodResult;
