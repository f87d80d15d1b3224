import type { TicketLayout } from '../layouts/ticket-layouts.js';
import type { OcrWord } from '../ocr-page.js';
import { editDistance, tolerance } from '../text/fuzzy-match.js';
import { asLetters, compact, readDigits } from '../text/ocr-confusions.js';

/** A number read on a ticket: its value, or null when it could not be read at all; `unsure` when it may be wrong. */
export interface ReadNumber {
  value: number | null;
  unsure: boolean;
}

/** A play line as printed, before the game's rules are applied. */
export interface PrintedLine {
  label: string;
  main: ReadNumber[];
  /** Empty when the line printed no marker: the rules then tell the special numbers by their place. */
  special: ReadNumber[];
  sawMarker: boolean;
}

/** Below this word confidence (0-100) every number of the word is marked unsure. */
export const MIN_WORD_CONFIDENCE = 70;

/** What a terminal prints beside a line that is neither a number nor a marker. */
const LINE_NOISE = new Set(['QP', 'QUICKPICK', 'QUICK', 'PICK', 'EP', 'SP', 'X', 'NM', 'QT']);
const SEPARATORS = new Set(['+', '|', '/', '*']);

const LETTER_LABEL = /^([A-J])[.):,;]*$/;
const LETTER_LABEL_GLUED = /^([A-J])[.):,;]+(.+)$/;
const DIGIT_LABEL = /^([0-9lI]{1,2})(?:[.):,;]+-?|\.-)$/;
const DIGIT_LABEL_GLUED = /^([0-9lI]{1,2})[):;]+(.+)$/;

/** A word of more letters than digits (`P8` is a marker misread, `30` a number). */
const mostlyLetters = (word: string) => {
  const letters = word.replace(/[^A-Za-z]/g, '').length;
  return letters > 0 && letters >= word.replace(/[^0-9]/g, '').length;
};

/** Whether a word is one of the markers (letters compared as letters, digits read as the letters they resemble). */
export function isMarker(word: string, markers: readonly string[]): boolean {
  if (!mostlyLetters(word)) return false;
  const read = asLetters(word);
  return markers.some((marker) => editDistance(marker, read) <= tolerance(marker.length));
}

/** The numbers a word holds: `05` one, `0512` two (a space the engine missed), `512` one it cannot tell. */
function numbersOfWord(word: OcrWord): ReadNumber[] | undefined {
  const read = readDigits(word.text);
  if (!read) return undefined;
  const unsure = read.guessed || word.confidence < MIN_WORD_CONFIDENCE;
  const { digits } = read;
  if (digits.length <= 2) return [{ value: Number(digits), unsure }];
  // Numbers are printed in two digits: an even run is several numbers side by side.
  if (digits.length % 2 === 0) return digits.match(/../g)!.map((pair) => ({ value: Number(pair), unsure }));
  return [{ value: null, unsure: true }];
}

/** The label a line starts with, and the words after it; undefined when the line has no label of the layout. */
function splitLabel(words: readonly OcrWord[], layout: TicketLayout): { label: string; rest: OcrWord[] } | undefined {
  const [first, ...rest] = words;
  if (!first) return undefined;
  const text = first.text;
  if (layout.lineLabels === 'letters') {
    const alone = LETTER_LABEL.exec(text);
    if (alone) return { label: alone[1]!, rest };
    const glued = LETTER_LABEL_GLUED.exec(text);
    if (glued) return { label: glued[1]!, rest: [{ text: glued[2]!, confidence: first.confidence }, ...rest] };
    return undefined;
  }
  const alone = DIGIT_LABEL.exec(text);
  if (alone) return { label: readDigits(alone[1]!)!.digits.replace(/^0/, ''), rest };
  const glued = DIGIT_LABEL_GLUED.exec(text);
  if (glued) return { label: readDigits(glued[1]!)!.digits.replace(/^0/, ''), rest: [{ text: glued[2]!, confidence: first.confidence }, ...rest] };
  return undefined;
}

/**
 * The play line an OCR line holds, when it starts with a label of the layout and holds numbers:
 * the numbers before the special marker (or `+`, `|`) are the main ones, after it the special ones.
 * Words that are neither (`QP`, a stray mark) are left out.
 */
export function printedLine(words: readonly OcrWord[], layout: TicketLayout): PrintedLine | undefined {
  const labelled = splitLabel(words, layout);
  if (!labelled) return undefined;
  const main: ReadNumber[] = [];
  const special: ReadNumber[] = [];
  let sawMarker = false;
  for (let index = 0; index < labelled.rest.length; index++) {
    const word = labelled.rest[index]!;
    if (SEPARATORS.has(word.text)) {
      sawMarker = true;
      continue;
    }
    // A marker of two words (`LUCKY STARS`) is compared joined.
    const next = labelled.rest[index + 1];
    if (next && mostlyLetters(word.text) && mostlyLetters(next.text) && isMarker(word.text + next.text, layout.specialMarkers)) {
      sawMarker = true;
      index++;
      continue;
    }
    if (isMarker(word.text, layout.specialMarkers)) {
      sawMarker = true;
      continue;
    }
    if (LINE_NOISE.has(compact(word.text))) continue;
    const numbers = numbersOfWord(word);
    if (numbers) (sawMarker ? special : main).push(...numbers);
  }
  if (main.length + special.length === 0) return undefined;
  return { label: labelled.label, main, special, sawMarker };
}

/**
 * The number a line gives the whole ticket (`REINTEGRO: 7`, `SUPERZAHL 3`, or the last digit of
 * `LOSNUMMER 1234567`), when the line holds one of the layout's words for it.
 */
export function ticketSpecialOnLine(words: readonly OcrWord[], layout: TicketLayout): ReadNumber | undefined {
  const wide = layout.ticketSpecial;
  if (!wide) return undefined;
  for (const [index, word] of words.entries()) {
    const letters = compact(word.text).replace(/[0-9]+$/, '');
    const glued = compact(word.text).slice(letters.length);
    const following = glued ? { text: glued, confidence: word.confidence } : words[index + 1];
    if (!following) continue;
    if (wide.markers.some((marker) => editDistance(marker, letters) <= tolerance(marker.length))) {
      const read = readDigits(following.text);
      if (read && read.digits.length === 1) return { value: Number(read.digits), unsure: read.guessed || following.confidence < MIN_WORD_CONFIDENCE };
    }
    if (wide.fromLastDigitOf?.some((marker) => editDistance(marker, letters) <= tolerance(marker.length))) {
      const read = readDigits(following.text);
      if (read && read.digits.length >= 5) return { value: Number(read.digits.at(-1)), unsure: read.guessed || following.confidence < MIN_WORD_CONFIDENCE };
    }
  }
  return undefined;
}
