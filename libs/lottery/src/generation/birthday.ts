/**
 * The birthday method: numbers mapped from the player's birthdates and important dates, completed
 * at random. Each date yields up to five numbers, kept when they fit the game's main range:
 *   - `day` (1-31) and `month` (1-12): the date itself, taken first;
 *   - `day+month` (2-43), `two-digit-year` (1985 → 85; 2000 → 0 never fits) and
 *     `year-digit-sum` (1985 → 1+9+8+5 = 23): taken when room is left.
 * A set holds at most mainCount - 1 date numbers, so at least one number is random and the sets of
 * a request differ. Dates are visited round-robin in a random order, so each set carries a number
 * from as many dates as it has room for.
 */
import type { Game } from '../games.js';
import type { RandomSource } from '../random-source.js';
import { completeSet } from './set-rules.js';
import type { GeneratedSet, GenerationMethod } from './types.js';

export type DateMapping = 'day' | 'month' | 'day+month' | 'two-digit-year' | 'year-digit-sum';
export type DateKind = 'birthdate' | 'importantDate';

/** One date-derived number in a set, and where it came from. */
export interface DateNumber {
  number: number;
  date: string;
  kind: DateKind;
  mapping: DateMapping;
}

interface DateCandidates {
  /** Day and month, the numbers a birthday player expects first. */
  primary: DateNumber[];
  secondary: DateNumber[];
}

export const NO_DATE_NUMBER_FALLBACK = 'birthday: no date-derived number fits the game; filled at random';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function dateCandidates(game: Game, date: string, kind: DateKind): DateCandidates | undefined {
  const match = DATE_PATTERN.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  const yearDigitSum = [...String(year)].reduce((sum, digit) => sum + Number(digit), 0);
  const fits = (entry: DateNumber) => entry.number >= 1 && entry.number <= game.mainMax;
  const entry = (number: number, mapping: DateMapping): DateNumber => ({ number, date, kind, mapping });
  return {
    primary: [entry(day, 'day'), entry(month, 'month')].filter(fits),
    secondary: [entry(day + month, 'day+month'), entry(year % 100, 'two-digit-year'), entry(yearDigitSum, 'year-digit-sum')].filter(fits),
  };
}

function shuffled<T>(random: RandomSource, items: readonly T[]): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

/** Up to `room` date numbers with distinct values: day and month of every date first, round-robin. */
function pickDateNumbers(random: RandomSource, dates: readonly DateCandidates[], room: number): DateNumber[] {
  const picked: DateNumber[] = [];
  const pickedNumbers = new Set<number>();
  const order = shuffled(random, dates);
  for (const tier of ['primary', 'secondary'] as const) {
    let progressed = true;
    while (progressed && picked.length < room) {
      progressed = false;
      for (const date of order) {
        if (picked.length >= room) break;
        const open = date[tier].filter((entry) => !pickedNumbers.has(entry.number));
        if (open.length === 0) continue;
        const choice = open[random.int(0, open.length - 1)] as DateNumber;
        picked.push(choice);
        pickedNumbers.add(choice.number);
        progressed = true;
      }
    }
  }
  return picked.sort((a, b) => a.number - b.number);
}

export const birthdayMethod: GenerationMethod<'birthday'> = ({ game, count, random, options }) => {
  const given: [string, DateKind][] = [
    ...(options.birthdates ?? []).map((date): [string, DateKind] => [date, 'birthdate']),
    ...(options.importantDates ?? []).map((date): [string, DateKind] => [date, 'importantDate']),
  ];
  const dates: DateCandidates[] = [];
  const unreadableDates: string[] = [];
  for (const [date, kind] of given) {
    const candidates = dateCandidates(game, date, kind);
    if (candidates) dates.push(candidates);
    else unreadableDates.push(date);
  }
  const anyFits = dates.some((date) => date.primary.length + date.secondary.length > 0);
  const room = game.mainCount - 1;

  const sets = Array.from({ length: count }, (): GeneratedSet => {
    const dateNumbers = anyFits ? pickDateNumbers(random, dates, room) : [];
    const { main, special } = completeSet(
      game,
      random,
      dateNumbers.map((entry) => entry.number),
    );
    return {
      main,
      special,
      method: 'birthday',
      meta: {
        dateNumbers,
        ...(anyFits ? {} : { noDateNumbers: true }),
        ...(unreadableDates.length > 0 ? { unreadableDates } : {}),
      },
    };
  });
  return { sets, fallbacks: anyFits ? [] : [NO_DATE_NUMBER_FALLBACK] };
};
