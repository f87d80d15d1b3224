import { z } from 'zod';
import {
  currentRules,
  DEFAULT_WHEEL_SEED,
  findGame,
  GAME_IDS,
  isGameId,
  MAX_WHEEL_NUMBERS,
  wheelParametersProblem,
  type GameId,
  type GameRules,
  type WheelRequest,
} from '@pickwise/lottery';

// Wheels (issue 28): the request the screen's worker and the CLI build from, checked against the
// game's current rules, and the share link's query (/wheels?game=…&numbers=…&guarantee=3if4…).

/** Special-number sets a wheel can hand to its lines in turn. */
export const WHEEL_SPECIAL_SETS_MIN = 2;
export const WHEEL_SPECIAL_SETS_MAX = 12;
export const WHEEL_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const wholeNumbers = (name: string, max: number) =>
  z
    .array(z.number({ error: `${name} must be whole numbers` }).int(`${name} must be whole numbers`), { error: `${name} must be a list of numbers` })
    .max(max, `${name}: at most ${max} numbers`);

const specialsSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('none') }),
    z.strictObject({ kind: z.literal('fixed'), numbers: wholeNumbers('special numbers', 5) }),
    z.strictObject({
      kind: z.literal('in-turn'),
      sets: z
        .array(wholeNumbers('special numbers', 5), { error: 'the special numbers in turn must be a list of sets' })
        .min(WHEEL_SPECIAL_SETS_MIN, `Give at least ${WHEEL_SPECIAL_SETS_MIN} sets of special numbers to hand out in turn`)
        .max(WHEEL_SPECIAL_SETS_MAX, `At most ${WHEEL_SPECIAL_SETS_MAX} sets of special numbers in turn`),
    }),
  ],
  { error: "specials must be { kind: 'none' }, { kind: 'fixed', numbers } or { kind: 'in-turn', sets }" },
);

const guaranteePart = (name: string) => z.number({ error: `${name} must be a whole number` }).int(`${name} must be a whole number`);

const listed = (numbers: readonly number[]) => numbers.join(', ');
const repeated = (numbers: readonly number[]) => [...new Set(numbers.filter((value, index) => numbers.indexOf(value) !== index))];
const ascending = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b);

/** Why `numbers` are not a set of the game's special numbers, or undefined. */
function specialSetProblem(numbers: readonly number[], rules: GameRules): string | undefined {
  const { specialCount, specialMin, specialMax } = rules;
  if (numbers.length !== specialCount) return `${numbers.length} special numbers given, the game draws ${specialCount}`;
  const outside = numbers.filter((value) => value < specialMin || value > specialMax);
  if (outside.length > 0) return `special numbers ${listed(outside)} outside ${specialMin}-${specialMax}`;
  const twice = repeated(numbers);
  return twice.length > 0 ? `special number ${listed(twice)} given twice` : undefined;
}

type ParsedRequest = z.output<typeof wheelRequestFields>;

const wheelRequestFields = z.strictObject({
  game: z.enum(GAME_IDS, { error: `game must be one of: ${GAME_IDS.join(', ')}` }),
  numbers: wholeNumbers('numbers', MAX_WHEEL_NUMBERS),
  keys: wholeNumbers('keys', MAX_WHEEL_NUMBERS).default([]),
  t: guaranteePart('t'),
  m: guaranteePart('m'),
  specials: specialsSchema.default({ kind: 'none' }),
  seed: z
    .string({ error: 'seed must be text' })
    .regex(WHEEL_SEED_PATTERN, 'seed: 1 to 64 letters, digits, - or _')
    .default(DEFAULT_WHEEL_SEED),
});

/** The request against the game's current rules: numbers, keys, the guarantee, the special numbers. */
function checkAgainstGame(request: ParsedRequest, context: z.RefinementCtx) {
  const game = findGame(request.game);
  if (!game) return;
  const rules = currentRules(game);
  const { mainCount, mainMax } = rules;
  const issue = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message });
  const { numbers, keys, t, m, specials } = request;
  const n = numbers.length;

  const most = Math.min(MAX_WHEEL_NUMBERS, mainMax);
  let numbersValid = false;
  if (repeated(numbers).length > 0) issue(['numbers'], `numbers: ${listed(repeated(numbers))} chosen twice`);
  else if (numbers.some((value) => value < 1 || value > mainMax)) issue(['numbers'], `numbers: ${listed(numbers.filter((value) => value < 1 || value > mainMax))} outside 1-${mainMax}`);
  else if (n < mainCount + 1) issue(['numbers'], `Choose at least ${mainCount + 1} numbers for a wheel of ${game.name} (lines of ${mainCount}); ${n} chosen`);
  else if (n > most) issue(['numbers'], `Choose at most ${most} numbers for a wheel of ${game.name}; ${n} chosen`);
  else numbersValid = true;

  let keysValid = false;
  if (repeated(keys).length > 0) issue(['keys'], `keys: ${listed(repeated(keys))} given twice`);
  else if (keys.some((key) => !numbers.includes(key))) issue(['keys'], `keys: ${listed(keys.filter((key) => !numbers.includes(key)))} not among the chosen numbers`);
  else keysValid = true;

  let guaranteeValid = false;
  if (t < 1) issue(['t'], `The guarantee "${t} if ${m}" must promise at least 1 match`);
  else if (m < t) issue(['m'], `The guarantee "${t} if ${m}": the second number must be at least the first`);
  else if (m > mainCount) issue(['m'], `The guarantee "${t} if ${m}": ${game.name} draws ${mainCount} main numbers, so at most "${mainCount} if ${mainCount}"`);
  else if (m > n) issue(['m'], `The guarantee "${t} if ${m}" needs at least ${m} chosen numbers; ${n} chosen`);
  else guaranteeValid = true;

  if (numbersValid && keysValid && guaranteeValid) {
    const problem = wheelParametersProblem({ n, k: mainCount, keys: keys.length, t, m });
    if (problem) issue(keys.length > 0 ? ['keys'] : ['m'], problem);
  }

  if (rules.specialCount === 0) {
    if (specials.kind !== 'none') issue(['specials'], `${game.name} has no special number: specials must be none`);
    return;
  }
  const range = `${rules.specialCount} special number${rules.specialCount > 1 ? 's' : ''} (${rules.specialMin}-${rules.specialMax})`;
  if (specials.kind === 'none') {
    issue(['specials'], `${game.name} draws ${range}: give them fixed for every line or a list of sets in turn`);
  } else if (specials.kind === 'fixed') {
    const problem = specialSetProblem(specials.numbers, rules);
    if (problem) issue(['specials', 'numbers'], `${game.name}: ${problem}`);
  } else {
    specials.sets.forEach((set, index) => {
      const problem = specialSetProblem(set, rules);
      if (problem) issue(['specials', 'sets', index], `Special set ${index + 1}: ${problem}`);
    });
    const keysOfSets = specials.sets.map((set) => ascending(set).join(','));
    const twice = keysOfSets.findIndex((key, index) => keysOfSets.indexOf(key) !== index);
    if (twice >= 0) issue(['specials', 'sets', twice], `Special set ${twice + 1} repeats set ${keysOfSets.indexOf(keysOfSets[twice]!) + 1}`);
  }
}

/**
 * A wheel request: the chosen numbers, key numbers and guarantee "t if m" against the game's current
 * rules (and whether such a wheel can exist), the special numbers for the lines, the search's seed.
 * Numbers, keys and each special set come out ascending.
 */
export const wheelRequestSchema = wheelRequestFields.superRefine(checkAgainstGame).transform(
  (request): WheelRequest => ({
    ...request,
    numbers: ascending(request.numbers),
    keys: ascending(request.keys),
    specials:
      request.specials.kind === 'fixed'
        ? { kind: 'fixed', numbers: ascending(request.specials.numbers) }
        : request.specials.kind === 'in-turn'
          ? { kind: 'in-turn', sets: request.specials.sets.map(ascending) }
          : request.specials,
  }),
);
export type WheelRequestInput = z.input<typeof wheelRequestSchema>;

const GUARANTEE_PATTERN = /^(\d{1,2})if(\d{1,2})$/;

/** '3if4' → { t: 3, m: 4 }; undefined when the text is not of that form (the numbers are checked by the schema). */
export function parseGuarantee(text: string): { t: number; m: number } | undefined {
  const match = GUARANTEE_PATTERN.exec(text);
  return match ? { t: Number(match[1]), m: Number(match[2]) } : undefined;
}

/** { t: 3, m: 4 } → '3if4', the share link's and the CLI's form. */
export function formatGuarantee({ t, m }: { t: number; m: number }): string {
  return `${t}if${m}`;
}

/** What a wheel link held that the form can start from, when it is not a whole request. */
export interface WheelDraft {
  game?: GameId;
  numbers?: number[];
  keys?: number[];
}

export type WheelQueryResult = { success: true; request: WheelRequest } | { success: false; draft: WheelDraft; error: string };

/** '1,2,3' → [1, 2, 3]; undefined when a part is not a whole number. */
function numberList(text: string): number[] | undefined {
  if (text.trim() === '') return [];
  const parts = text.split(',').map((part) => part.trim());
  return parts.every((part) => /^\d{1,3}$/.test(part)) ? parts.map(Number) : undefined;
}

/** The parts of a link the form can use: a known game, its numbers (any count up to 30), keys among them. */
function draftOf(search: URLSearchParams): WheelDraft {
  const id = search.get('game') ?? '';
  const game = isGameId(id) ? findGame(id) : undefined;
  if (!game) return {};
  const numbers = numberList(search.get('numbers') ?? '');
  const numbersFit =
    numbers !== undefined &&
    numbers.length > 0 &&
    numbers.length <= Math.min(MAX_WHEEL_NUMBERS, game.mainMax) &&
    repeated(numbers).length === 0 &&
    numbers.every((value) => value >= 1 && value <= game.mainMax);
  if (!numbersFit) return { game: game.id };
  const keys = numberList(search.get('keys') ?? '');
  const keysFit = keys !== undefined && keys.length > 0 && repeated(keys).length === 0 && keys.every((key) => numbers.includes(key));
  return { game: game.id, numbers: ascending(numbers), ...(keysFit ? { keys: ascending(keys) } : {}) };
}

/**
 * A share link's query read back: the request when it is whole and valid (the screen builds it at
 * once), otherwise the parts the form can start from (the generator's link has only game and
 * numbers) and why it is not a request.
 */
export function wheelRequestFromQuery(search: URLSearchParams): WheelQueryResult {
  const failed = (error: string): WheelQueryResult => ({ success: false, draft: draftOf(search), error });
  const lists: Record<'numbers' | 'keys' | 'special', number[] | undefined> = { numbers: [], keys: [], special: [] };
  for (const name of ['numbers', 'keys', 'special'] as const) {
    lists[name] = numberList(search.get(name) ?? '');
    if (!lists[name]) return failed(`${name}: whole numbers separated by commas, e.g. ${name}=3,9`);
  }
  const turns = search.getAll('turn').map(numberList);
  if (turns.some((set) => set === undefined)) return failed('turn: whole numbers separated by commas, e.g. turn=3,9');
  const guaranteeText = search.get('guarantee');
  if (guaranteeText === null) return failed('The link has no guarantee: choose one, e.g. guarantee=3if4');
  const guarantee = parseGuarantee(guaranteeText);
  if (!guarantee) return failed(`guarantee: "${guaranteeText}" is not of the form 3if4`);
  if (lists.special!.length > 0 && turns.length > 0) return failed('Give the special numbers either fixed (special) or in turn (turn), not both');

  const parsed = wheelRequestSchema.safeParse({
    game: search.get('game') ?? undefined,
    numbers: lists.numbers,
    keys: lists.keys,
    ...guarantee,
    specials: turns.length > 0 ? { kind: 'in-turn', sets: turns } : lists.special!.length > 0 ? { kind: 'fixed', numbers: lists.special } : { kind: 'none' },
    seed: search.get('seed') ?? DEFAULT_WHEEL_SEED,
  });
  return parsed.success ? { success: true, request: parsed.data } : failed(parsed.error.issues.map((issue) => issue.message).join('; '));
}

/**
 * The share link's query of a request: game, numbers, keys (when any), guarantee, the special
 * numbers (`special` fixed, one `turn` per set in turn), the seed when it is not the default.
 * URLSearchParams writes the commas as %2C; wheelRequestFromQuery reads either.
 */
export function wheelQuery(request: WheelRequest): URLSearchParams {
  const query = new URLSearchParams({ game: request.game, numbers: request.numbers.join(',') });
  if (request.keys.length > 0) query.set('keys', request.keys.join(','));
  query.set('guarantee', formatGuarantee(request));
  if (request.specials.kind === 'fixed') query.set('special', request.specials.numbers.join(','));
  if (request.specials.kind === 'in-turn') for (const set of request.specials.sets) query.append('turn', set.join(','));
  if (request.seed !== DEFAULT_WHEEL_SEED) query.set('seed', request.seed);
  return query;
}
