/** magayo's error codes (docs/providers.md §6): one table for every endpoint and every caller. */

/** The codes magayo documents (100-102); 303 is read as a spent quota by third-party code. */
const ERROR_MEANINGS: Readonly<Record<number, string>> = {
  100: 'API key not provided',
  101: 'invalid API key',
  102: 'API key not found',
  303: 'API quota reached',
};

/** `error 101 (invalid API key)`, or just `error 207` for a code magayo's docs do not name. */
export function magayoError(code: number): string {
  const meaning = ERROR_MEANINGS[code];
  return meaning ? `error ${code} (${meaning})` : `error ${code}`;
}
