/**
 * The characters an OCR engine takes for a digit on a ticket's thermal print (0/O, 1/I/l, 5/S, 8/B
 * and their kin), and the other way round for the letters of a marker such as `PB`. A digit read
 * through this table is a guess, so the number it belongs to is marked unsure.
 */
const AS_DIGIT: Readonly<Record<string, string>> = {
  O: '0', o: '0', D: '0', Q: '0',
  I: '1', l: '1', i: '1', '|': '1', '!': '1',
  Z: '2', z: '2',
  S: '5', s: '5', $: '5',
  G: '6', b: '6',
  T: '7',
  B: '8',
  g: '9', q: '9',
};

/** A regular-expression class of a printed digit or a character an engine takes for one (the table above). */
export const DIGIT_LIKE = `[0-9${Object.keys(AS_DIGIT)
  .map((char) => char.replace(/[\\\]^$|-]/g, '\\$&'))
  .join('')}]`;

const AS_LETTER: Readonly<Record<string, string>> = { '0': 'O', '1': 'I', '2': 'Z', '4': 'A', '5': 'S', '6': 'G', '8': 'B', '7': 'T', '|': 'I' };

/** Punctuation an engine leaves around a printed number (`05,` `(12` `45.`). */
const EDGE_PUNCTUATION = /^[.,:;'"`()[\]{}\-_~*]+|[.,:;'"`()[\]{}\-_~*]+$/g;

export interface DigitsRead {
  digits: string;
  /** Some character was taken for a digit it resembles. */
  guessed: boolean;
}

/** The digits a word stands for, or undefined when it is not a number (too few digit-like characters). */
export function readDigits(word: string): DigitsRead | undefined {
  const core = word.replace(EDGE_PUNCTUATION, '');
  if (core.length === 0) return undefined;
  let digits = '';
  let guessed = false;
  let actualDigits = 0;
  for (const char of core) {
    if (char >= '0' && char <= '9') {
      digits += char;
      actualDigits++;
    } else if (AS_DIGIT[char] !== undefined) {
      digits += AS_DIGIT[char];
      guessed = true;
    } else {
      return undefined;
    }
  }
  // A word of letters only is a word (`SO`, `ID`), unless it is one or two characters beside a number's place.
  if (actualDigits === 0 && core.length > 2) return undefined;
  return { digits, guessed };
}

/** A word as letters, for comparing it with a marker or a title: digits read as the letters they resemble, upper case, nothing else. */
export function asLetters(word: string): string {
  let letters = '';
  for (const char of word.toUpperCase()) {
    if (char >= 'A' && char <= 'Z') letters += char;
    else if (AS_LETTER[char] !== undefined) letters += AS_LETTER[char];
  }
  return letters;
}

/** A text kept as the layouts spell their words: upper case letters and digits, nothing else. */
export const compact = (text: string): string => text.toUpperCase().replace(/[^A-Z0-9]/g, '');
