/**
 * The fewest edits (insertions, deletions, substitutions) that turn `pattern` into some substring of
 * `text` (Sellers' approximate matching: the dynamic programme of the edit distance with a free
 * start and end in the text).
 */
export function substringDistance(pattern: string, text: string): number {
  let previous = new Array<number>(text.length + 1).fill(0);
  for (let i = 1; i <= pattern.length; i++) {
    const current = new Array<number>(text.length + 1);
    current[0] = i;
    for (let j = 1; j <= text.length; j++) {
      const substitution = previous[j - 1]! + (pattern[i - 1] === text[j - 1] ? 0 : 1);
      current[j] = Math.min(substitution, previous[j]! + 1, current[j - 1]! + 1);
    }
    previous = current;
  }
  return Math.min(...previous);
}

/** The edit distance between two words. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1), previous[j]! + 1, current[j - 1]! + 1);
    previous = current;
  }
  return previous[b.length]!;
}

/** How many edits a word of `length` characters may take and still be that word: none under 4 characters, one under 8, then one per 6. */
export const tolerance = (length: number): number => (length < 4 ? 0 : length < 8 ? 1 : Math.floor(length / 6));
