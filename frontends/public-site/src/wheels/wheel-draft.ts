/**
 * A wheel's draft (the wheel form as the player leaves it, before it is a request) and its rules, apart from React: reading
 * a typed list of numbers, the guarantee's choices a game allows, the draft to a request and back, and why a draft cannot
 * build yet (each reason a text key of the `wheels.blocked` group). The request itself is checked again by
 * libs/contracts' wheelRequestSchema before it is built; these rules keep the Build button honest while the player types.
 */
import { WHEEL_SPECIAL_SETS_MAX, WHEEL_SPECIAL_SETS_MIN } from '@pickwise/contracts';
import { MAX_WHEEL_NUMBERS, wheelParametersProblem, type Game, type WheelRequest, type WheelSpecials } from '@pickwise/lottery';

export type SpecialsMode = 'fixed' | 'in-turn';

/** The form as the player leaves it, before it is a request. */
export interface WheelDraft {
  numbers: number[];
  keys: number[];
  t: number;
  m: number;
  specialsMode: SpecialsMode;
  fixedSpecial: number[];
  /** The in-turn sets as typed: one set per `;` (`3 9; 4 10`). */
  turnText: string;
  seed: string;
}

/** How many numbers a wheel of this game may choose from: every main number, at most MAX_WHEEL_NUMBERS. */
export function maxChosen(game: Game): number {
  return Math.min(MAX_WHEEL_NUMBERS, game.mainMax);
}

/** A typed list (`3, 7 12`): its numbers, distinct and ascending, or the parts that are not numbers of the game. */
export function parseNumberList(text: string, min: number, max: number): { numbers: number[]; invalid: string[] } {
  const parts = text.split(/[\s,;]+/).filter((part) => part !== '');
  const invalid = parts.filter((part) => !/^\d{1,2}$/.test(part) || Number(part) < min || Number(part) > max);
  const numbers = [...new Set(parts.filter((part) => !invalid.includes(part)).map(Number))].sort((a, b) => a - b);
  return { numbers, invalid };
}

/** The in-turn sets as typed: each `;`-separated part a set, or the parts that are not a valid set of the game. */
export function parseTurnSets(text: string, game: Game): { sets: number[][]; invalid: string[] } {
  const parts = text
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const sets: number[][] = [];
  const invalid: string[] = [];
  for (const part of parts) {
    const { numbers, invalid: wrong } = parseNumberList(part, game.specialMin, game.specialMax);
    if (wrong.length > 0 || numbers.length !== game.specialCount) invalid.push(part);
    else sets.push(numbers);
  }
  return { sets, invalid };
}

/** The draft's special numbers as a request carries them. */
export function draftSpecials(draft: WheelDraft, game: Game): WheelSpecials {
  if (game.specialCount === 0) return { kind: 'none' };
  if (draft.specialsMode === 'fixed') return { kind: 'fixed', numbers: [...draft.fixedSpecial].sort((a, b) => a - b) };
  return { kind: 'in-turn', sets: parseTurnSets(draft.turnText, game).sets };
}

export type BuildBlocker =
  | { reason: 'tooFewNumbers'; needed: number }
  | { reason: 'guaranteeTooBig' }
  | { reason: 'tooManyKeys' }
  | { reason: 'fixedSpecial'; count: number }
  | { reason: 'turnSets' };

/** Why the draft cannot be built yet, the first reason only; undefined when it can. */
export function buildBlocker(draft: WheelDraft, game: Game): BuildBlocker | undefined {
  const n = draft.numbers.length;
  if (n < game.mainCount + 1) return { reason: 'tooFewNumbers', needed: game.mainCount + 1 };
  if (draft.m > n) return { reason: 'guaranteeTooBig' };
  // The form keeps t <= m <= main count and n within the game: what libs/lottery can still refuse is the keys.
  if (wheelParametersProblem({ n, k: game.mainCount, keys: draft.keys.length, t: draft.t, m: draft.m }) !== undefined) return { reason: 'tooManyKeys' };
  if (game.specialCount > 0 && draft.specialsMode === 'fixed' && draft.fixedSpecial.length !== game.specialCount) return { reason: 'fixedSpecial', count: game.specialCount };
  if (game.specialCount > 0 && draft.specialsMode === 'in-turn') {
    const { sets, invalid } = parseTurnSets(draft.turnText, game);
    const distinct = new Set(sets.map((set) => set.join(','))).size;
    if (invalid.length > 0 || sets.length < WHEEL_SPECIAL_SETS_MIN || sets.length > WHEEL_SPECIAL_SETS_MAX || distinct !== sets.length) return { reason: 'turnSets' };
  }
  return undefined;
}

/** The draft as a request (not yet validated). */
export function draftRequest(draft: WheelDraft, game: Game): WheelRequest {
  const numbers = [...draft.numbers].sort((a, b) => a - b);
  return {
    game: game.id,
    numbers,
    keys: draft.keys.filter((key) => numbers.includes(key)).sort((a, b) => a - b),
    t: draft.t,
    m: draft.m,
    specials: draftSpecials(draft, game),
    seed: draft.seed,
  };
}

/** The form filled in from a request (a share link's, or the last one built). */
export function requestDraft(request: WheelRequest): WheelDraft {
  const { specials } = request;
  return {
    numbers: request.numbers,
    keys: request.keys,
    t: request.t,
    m: request.m,
    specialsMode: specials.kind === 'in-turn' ? 'in-turn' : 'fixed',
    fixedSpecial: specials.kind === 'fixed' ? specials.numbers : [],
    turnText: specials.kind === 'in-turn' ? specials.sets.map((set) => set.join(' ')).join('; ') : '',
    seed: request.seed,
  };
}

/** A new form for a game: a guarantee of 3 if 4 where the game allows it (the most asked for), nothing chosen yet. */
export function emptyDraft(game: Game, seed: string): WheelDraft {
  const t = Math.min(3, game.mainCount);
  return { numbers: [], keys: [], t, m: Math.min(t + 1, game.mainCount), specialsMode: 'fixed', fixedSpecial: [], turnText: '', seed };
}
