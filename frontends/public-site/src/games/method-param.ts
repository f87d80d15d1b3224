import { ENTRY_CARD_METHOD, METHOD_IDS, isEntryCardId, isMethodId, type MethodId } from '@pickwise/lottery';

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
