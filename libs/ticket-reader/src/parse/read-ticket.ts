import { addDays, formatISO, parseISO } from 'date-fns';
import { findGame, rulesOn, scheduledDrawDates, type Game, type GameId, type GameRules } from '@pickwise/lottery';
import { TICKET_LAYOUTS, ticketLayout, type TicketLayout } from '../layouts/ticket-layouts.js';
import type { OcrPage } from '../ocr-page.js';
import { datesOnLine, drawsOnLine, type DateRead } from '../text/draw-dates.js';
import { substringDistance } from '../text/fuzzy-match.js';
import { compact } from '../text/ocr-confusions.js';
import { printedLine, ticketSpecialOnLine, type PrintedLine, type ReadNumber } from './read-lines.js';

/** What is wrong with a line read, for the screen to say in the player's language. */
export type LineProblem = 'missing-main' | 'extra-main' | 'missing-special' | 'extra-special' | 'out-of-range' | 'repeated' | 'unsure';

/** A play line read and held to the game's rules on the ticket's first draw date. */
export interface ReadLine {
  label: string;
  main: ReadNumber[];
  special: ReadNumber[];
  problems: LineProblem[];
}

/** What is wrong with the ticket as a whole. */
export type TicketProblem = 'no-lines' | 'no-draw-date' | 'date-unsure' | 'not-a-draw-day' | 'no-ticket-special';

export interface ReadTicket {
  game: GameId;
  lines: ReadLine[];
  /** The first draw date printed; null when none could be read. */
  firstDrawDate: string | null;
  /** The draws the ticket plays, from the first one; null without a first date. */
  drawDates: string[] | null;
  /** The number of draws, printed or counted between the dates printed. */
  draws: number;
  problems: TicketProblem[];
}

/** Why no ticket could be read: no game's title on the page, or a game but no play line. */
export type ReadFailure = { failure: 'no-game' } | { failure: 'no-lines'; game: GameId };

/** How far apart a ticket's first and last printed dates may be for the dates between to be counted as its draws. */
const MOST_DRAWS = 104;

/**
 * The game whose title the page prints, within a few misread characters (one per eight), the
 * longest title winning (`NATIONAL LOTTERY LOTTO` over `LOTTO`); undefined when none is printed.
 */
export function gameOfPage(page: OcrPage): GameId | undefined {
  const text = compact(page.lines.map((line) => line.words.map((word) => word.text).join('')).join(''));
  let best: { game: GameId; score: number } | undefined;
  for (const layout of TICKET_LAYOUTS) {
    for (const title of layout.titles) {
      const distance = substringDistance(title, text);
      if (distance > Math.floor(title.length / 8)) continue;
      const score = title.length - distance;
      if (!best || score > best.score) best = { game: layout.game, score };
    }
  }
  return best?.game;
}

/**
 * Marks the numbers that break the printed order: terminals print a line's numbers ascending, so a
 * number is taken as read right only if it belongs to every longest ascending run of the line (of
 * 12 36 32 39 both 36 and 32 are doubtful: either may be the misread one).
 */
function markOutOfOrder(numbers: ReadNumber[]): void {
  const values = numbers.map((number) => number.value);
  const ending = values.map(() => 0);
  const starting = values.map(() => 0);
  for (let i = 0; i < values.length; i++) {
    if (values[i] === null) continue;
    ending[i] = 1;
    for (let j = 0; j < i; j++) if (values[j] !== null && values[j]! < values[i]!) ending[i] = Math.max(ending[i]!, ending[j]! + 1);
  }
  for (let i = values.length - 1; i >= 0; i--) {
    if (values[i] === null) continue;
    starting[i] = 1;
    for (let j = i + 1; j < values.length; j++) if (values[j] !== null && values[j]! > values[i]!) starting[i] = Math.max(starting[i]!, starting[j]! + 1);
  }
  const longest = Math.max(0, ...ending);
  const inSomeRun = (i: number) => ending[i]! + starting[i]! - 1 === longest;
  // A place in the run that only one number can take is taken by it in every run.
  const takers = new Map<number, number>();
  values.forEach((_, i) => {
    if (values[i] !== null && inSomeRun(i)) takers.set(ending[i]!, (takers.get(ending[i]!) ?? 0) + 1);
  });
  numbers.forEach((number, i) => {
    if (number.value !== null && !(inSomeRun(i) && takers.get(ending[i]!) === 1)) number.unsure = true;
  });
}

/** Marks and names what breaks the rules in a group of numbers (main or special) held to `min`-`max`, `count` of them. */
function checkGroup(numbers: ReadNumber[], count: number, min: number, max: number, names: { missing: LineProblem; extra: LineProblem }): LineProblem[] {
  const problems = new Set<LineProblem>();
  if (numbers.length < count) problems.add(names.missing);
  if (numbers.length > count) problems.add(names.extra);
  for (const number of numbers) {
    if (number.value === null) continue;
    if (number.value < min || number.value > max) {
      number.unsure = true;
      problems.add('out-of-range');
    }
  }
  const seen = new Map<number, ReadNumber>();
  for (const number of numbers) {
    if (number.value === null) continue;
    const twin = seen.get(number.value);
    if (twin) {
      twin.unsure = number.unsure = true;
      problems.add('repeated');
    }
    seen.set(number.value, number);
  }
  markOutOfOrder(numbers);
  return [...problems];
}

/** Splits a line that printed no marker: its last `specialCount` numbers are the special ones. */
function withSpecialByPlace(line: PrintedLine, rules: GameRules): PrintedLine {
  if (line.sawMarker || rules.specialCount === 0 || line.main.length <= rules.mainCount) return line;
  return { ...line, main: line.main.slice(0, rules.mainCount), special: line.main.slice(rules.mainCount) };
}

function checkLine(line: PrintedLine, rules: GameRules, ticketSpecial: ReadNumber | undefined, layout: TicketLayout): ReadLine {
  const placed = layout.ticketSpecial ? line : withSpecialByPlace(line, rules);
  const main = placed.main.map((number) => ({ ...number }));
  // A ticket-wide special (Reintegro, Superzahl) belongs to every line; a line prints none of its own.
  const special = layout.ticketSpecial ? (ticketSpecial && rules.specialCount > 0 ? [{ ...ticketSpecial }] : []) : placed.special.map((number) => ({ ...number }));
  const problems = [
    ...checkGroup(main, rules.mainCount, 1, rules.mainMax, { missing: 'missing-main', extra: 'extra-main' }),
    ...checkGroup(special, rules.specialCount, rules.specialMin, rules.specialMax, { missing: 'missing-special', extra: 'extra-special' }),
  ];
  if ([...main, ...special].some((number) => number.unsure || number.value === null)) problems.push('unsure');
  return { label: line.label, main, special, problems: [...new Set(problems)] };
}

/** The draws a ticket plays: `draws` of the game's draw dates from `first`. */
function drawDatesFrom(game: Game, first: string, draws: number): string[] {
  const until = formatISO(addDays(parseISO(first), draws * 7 + 7), { representation: 'date' });
  return scheduledDrawDates(game, first, until).slice(0, draws);
}

/** What one OCR page of a ticket gives. */
interface PageRead {
  printed: PrintedLine[];
  dates: DateRead[];
  draws?: number;
  ticketSpecial?: ReadNumber;
}

function readPage(page: OcrPage, layout: TicketLayout): PageRead {
  const read: PageRead = { printed: [], dates: [] };
  for (const line of page.lines) {
    const text = line.words.map((word) => word.text).join(' ');
    const lineDates = datesOnLine(text, layout.dateStyle);
    read.dates.push(...lineDates);
    read.draws ??= drawsOnLine(line.words.map((word) => word.text), layout.drawsWords);
    read.ticketSpecial ??= ticketSpecialOnLine(line.words, layout);
    if (lineDates.length > 0) continue;
    const play = printedLine(line.words, layout);
    if (play) read.printed.push(play);
  }
  return read;
}

const doubts = (line: ReadLine) => line.problems.filter((problem) => problem !== 'unsure').length * 100 + [...line.main, ...line.special].filter((number) => number.unsure).length;

/** Whether `value` keeps the numbers around place `index` ascending. */
function fitsOrder(numbers: readonly ReadNumber[], index: number, value: number): boolean {
  const before = numbers.slice(0, index).findLast((number) => number.value !== null)?.value;
  const after = numbers.slice(index + 1).find((number) => number.value !== null)?.value;
  return (before === undefined || before! < value) && (after === undefined || value < after!);
}

/**
 * One line from its readings on several OCR pages (the photo read at other scales): the reading the
 * rules find least wrong, and, place by place among the readings of the same shape, the value the
 * engine was sure of. Where sure readings differ the number is marked unsure, with the value that
 * keeps the line ascending when just one does.
 */
function mergeReadings(readings: PrintedLine[], check: (line: PrintedLine) => ReadLine): PrintedLine {
  const best = readings.map((line) => ({ line, doubts: doubts(check(line)) })).sort((a, b) => a.doubts - b.doubts)[0]!.line;
  const merge = (pick: (line: PrintedLine) => ReadNumber[]): ReadNumber[] => {
    const mine = pick(best);
    const alike = readings.map(pick).filter((numbers) => numbers.length === mine.length);
    return mine.map((number, index) => {
      const sure = [...new Set(alike.flatMap((numbers) => (numbers[index]!.unsure || numbers[index]!.value === null ? [] : [numbers[index]!.value!])))];
      if (sure.length === 0) return number;
      if (sure.length === 1) return { value: sure[0]!, unsure: false };
      const fitting = sure.filter((value) => fitsOrder(mine, index, value));
      return { value: fitting.length === 1 ? fitting[0]! : number.value, unsure: true };
    });
  };
  return { ...best, main: merge((line) => line.main), special: merge((line) => line.special) };
}

/**
 * Reads a ticket from what OCR read on its photo, one page or several (the same photo read at other
 * scales, each line then taken from the reading the rules find least wrong): its game (the title,
 * or `game` when the player named it), its play lines held to the game's rules on its first draw
 * date (`today` without one), every number that may be misread marked unsure rather than guessed,
 * its draw dates and number of draws.
 */
export function readTicket(pages: OcrPage | readonly OcrPage[], options: { game?: GameId; today: string }): ReadTicket | ReadFailure {
  const all = Array.isArray(pages) ? (pages as readonly OcrPage[]) : [pages as OcrPage];
  const gameId = options.game ?? gameOfPage({ lines: all.flatMap((page) => page.lines) });
  if (!gameId) return { failure: 'no-game' };
  const game = findGame(gameId)!;
  const layout = ticketLayout(gameId);
  const reads = all.map((page) => readPage(page, layout));
  if (reads.every((read) => read.printed.length === 0)) return { failure: 'no-lines', game: gameId };

  const problems: TicketProblem[] = [];
  // The dates of the first reading that has some; another reading's other dates make them doubtful.
  const dated = reads.filter((read) => read.dates.length > 0);
  const datesOf = (read: PageRead) => [...new Map(read.dates.map((date) => [date.date, date])).values()].sort((a, b) => a.date.localeCompare(b.date));
  const ordered = dated[0] ? datesOf(dated[0]) : [];
  const first = ordered[0];
  const datesDisagree = dated.some((read) => datesOf(read).map((date) => date.date).join() !== ordered.map((date) => date.date).join());
  if (!first) problems.push('no-draw-date');
  else if (ordered.some((read) => read.guessed) || datesDisagree) problems.push('date-unsure');
  if (first && !scheduledDrawDates(game, first.date, first.date).includes(first.date)) problems.push('not-a-draw-day');

  const specials = reads.flatMap((read) => (read.ticketSpecial ? [read.ticketSpecial] : []));
  const ticketSpecial = specials[0] && { ...specials[0], unsure: specials[0].unsure || specials.some((special) => special.value !== specials[0]!.value) };
  if (layout.ticketSpecial && !ticketSpecial && (rulesOn(game, first?.date ?? options.today)?.specialCount ?? 0) > 0) problems.push('no-ticket-special');

  // Printed: the count. Else the draw days from the first date to the last one printed (`THRU`). Else one.
  const last = ordered.at(-1);
  const counted = first && last && last.date !== first.date ? scheduledDrawDates(game, first.date, last.date).length : 1;
  const drawCount = Math.min(reads.find((read) => read.draws !== undefined)?.draws ?? counted, MOST_DRAWS);
  const rules = rulesOn(game, first?.date ?? options.today) ?? rulesOn(game, options.today)!;
  const check = (line: PrintedLine) => checkLine(line, rules, ticketSpecial, layout);

  // The lines in the order of the reading that found the most of them, each merged from every reading of its label.
  const fullest = [...reads].sort((a, b) => b.printed.length - a.printed.length)[0]!;
  const lines = fullest.printed.map((line, index) => {
    // A label read twice on a page (a misread label) is matched by its occurrence.
    const occurrence = fullest.printed.slice(0, index).filter((other) => other.label === line.label).length;
    const readings = reads.flatMap((read) => read.printed.filter((other) => other.label === line.label).slice(occurrence, occurrence + 1));
    return check(mergeReadings(readings, check));
  });
  return {
    game: gameId,
    lines,
    firstDrawDate: first?.date ?? null,
    drawDates: first ? drawDatesFrom(game, first.date, drawCount) : null,
    draws: drawCount,
    problems,
  };
}
