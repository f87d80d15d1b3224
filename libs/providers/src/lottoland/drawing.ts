/**
 * A Lottoland drawing (unofficial API, no key; docs/providers.md §4): `{ last: {...}, next: {...} }`,
 * the last draw and the next one, each with its `date` parts, `numbers`, `euroNumbers`, `currency`
 * and a `jackpot` given as a text in millions (`"10"`, `"57.5"`, `"12,5"`).
 */
import { isoDate } from '../draws/provider-date-formats.js';
import { excerpt, isRecord, parseJson, shapeOf, wholeNumber } from '../payload.js';
import { ProviderPayloadError } from '../provider.js';

/** Reads a drawing's body; throws ProviderPayloadError for a body that is not a drawing object. */
export function readDrawing(body: string): Record<string, unknown> {
  const payload = parseJson('lottoland', body);
  if (!isRecord(payload)) throw new ProviderPayloadError('lottoland', `expected a drawing object, got ${shapeOf(payload)}: ${excerpt(payload)}`);
  return payload;
}

/** An amount given in millions; null when absent, zero or not a number (nothing worth keeping). */
export function millions(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim().replace(',', '.') : '';
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const amount = Math.round(Number(text) * 1_000_000);
  return amount > 0 ? amount : null;
}

/** The yyyy-mm-dd date of a draw's `date` parts (`{ day, month, year, … }`). */
export function drawDateOf(value: unknown): string | undefined {
  return isRecord(value) ? isoDate(wholeNumber(value.year), wholeNumber(value.month), wholeNumber(value.day)) : undefined;
}
