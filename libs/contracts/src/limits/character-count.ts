/**
 * How many characters a text holds, counted as people count them and as PostgreSQL's varchar(n)
 * limits them: Unicode code points. `String.length` counts UTF-16 units, two for an emoji, so a
 * limit checked with it refuses names that fit, and a cut made with it can split an emoji in half.
 */
export function characterCount(text: string): number {
  let count = text.length;
  for (let index = 0; index < text.length - 1; index++) {
    if (isHighSurrogate(text.charCodeAt(index)) && isLowSurrogate(text.charCodeAt(index + 1))) {
      count -= 1;
      index += 1;
    }
  }
  return count;
}

/** The first `max` characters of a text, never half of one. */
export function firstCharacters(text: string, max: number): string {
  if (text.length <= max) return text;
  return Array.from(text).slice(0, max).join('');
}

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;
