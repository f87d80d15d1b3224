/** Reading raw provider payloads: JSON, objects, numbers and short excerpts for the run log. */
import { ProviderPayloadError, type ProviderId } from './provider.js';

const EXCERPT_LENGTH = 120;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The parsed body; a body that is not JSON (an HTML error page, a cut-off answer) fails the payload. */
export function parseJson(provider: ProviderId, body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch (error) {
    throw new ProviderPayloadError(provider, `response is not JSON (${(error as Error).message}): ${excerpt(body)}`);
  }
}

/** A whole number given as a number or as digits (`"08"`); NaN for anything else, for checkDraw to reject. */
export function wholeNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number.NaN;
  return typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
}

/** Numbers written in one string, separated by spaces or commas (`"08 10 14"`, `"14,20,59"`). */
export function numberList(text: string): number[] {
  return text.split(/[\s,]+/).filter(Boolean).map(wholeNumber);
}

/** The numbers of a JSON array; undefined when the value is not an array. */
export function numberArray(value: unknown): number[] | undefined {
  return Array.isArray(value) ? value.map(wholeNumber) : undefined;
}

/** A short one-line rendering of a row, for `RejectedRow.row` and error messages. */
export function excerpt(value: unknown): string {
  const text = (typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))).replace(/\s+/g, ' ').trim();
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;
}

/** A field's value inside a reason: `'yesterday'`, `42`, or `(missing)`. */
export function shown(value: unknown): string {
  if (value === undefined) return '(missing)';
  return typeof value === 'string' ? `'${excerpt(value)}'` : excerpt(value);
}

/** What a payload turned out to be, for a "expected …, got …" message. */
export function shapeOf(value: unknown): string {
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (isRecord(value)) return `an object with keys ${Object.keys(value).slice(0, 8).join(', ') || '(none)'}`;
  return value === null ? 'null' : `a ${typeof value}`;
}
