import { ENTRY_CARD_METHOD, METHOD_IDS, isEntryCardId, type MethodId } from '@pickwise/lottery';

/**
 * Whether a text is one of the eight method ids. libs/lottery has the same check next to
 * `generateSets`, but importing it from there would put every method into the home page's bundle.
 */
export function isMethodId(value: string): value is MethodId {
  return (METHOD_IDS as readonly string[]).includes(value);
}

/**
 * The generator method a `?method=` value asks for: an entry-card id of /generator (`ai-smart`,
 * `hot-cold`, …) is mapped to its method id; a method id is kept; anything else is returned as
 * given, for the generator page to refuse with a warning.
 */
export function toGeneratorMethod(value: string): string {
  if (isEntryCardId(value)) return ENTRY_CARD_METHOD[value];
  return value;
}

/** The method the generator page starts with: `?method=` when valid, else random with a console warning. */
export function initialMethod(value: string | null): MethodId {
  if (value === null || value === '') return 'random';
  const method = toGeneratorMethod(value);
  if (isMethodId(method)) return method;
  console.warn(`Invalid method "${value}" in the URL; using random. Valid methods: ${METHOD_IDS.join(', ')}`);
  return 'random';
}
