/**
 * The ticket checker's rules for a typed line, checked in the browser before it is sent: the
 * game's current rules (libs/lottery `currentRules`, which the draws service's `ticketLineProblem`
 * judges by too): every number given, whole, within its drum's range and not repeated. Also reads
 * a refusal of POST /api/draws/:game/check back into the same problems, so the page shows them in
 * its language and never the server's English.
 */
import type { ValidationIssue } from '@pickwise/contracts';
import type { GameRules } from '@pickwise/lottery';

export const LINE_FIELDS = ['main', 'special'] as const;
export type LineField = (typeof LINE_FIELDS)[number];

/** What is wrong with one drum's numbers; its text is `checker.errors.<problem>`. */
export type LineProblem = 'missing' | 'notWhole' | 'outOfRange' | 'repeated' | 'invalid';

export interface FieldProblem {
  problem: LineProblem;
  /** The inputs at fault (indexes in the field), the first to take the focus. */
  inputs: number[];
}

export type LineProblems = Partial<Record<LineField, FieldProblem>>;
export type LineValues = Record<LineField, readonly string[]>;

const isLineField = (key: unknown): key is LineField => key === 'main' || key === 'special';

/** The range of each drum under the rules. */
export const fieldRange = (rules: GameRules, field: LineField): { min: number; max: number } =>
  field === 'main' ? { min: 1, max: rules.mainMax } : { min: rules.specialMin, max: rules.specialMax };

/** The problem of one drum's typed numbers, or undefined; the first kind of problem found wins. */
export function fieldProblem(rules: GameRules, field: LineField, values: readonly string[]): FieldProblem | undefined {
  const { min, max } = fieldRange(rules, field);
  const texts = values.map((value) => value.trim());
  const at = (test: (text: string, index: number) => boolean) => texts.flatMap((text, index) => (test(text, index) ? [index] : []));
  const missing = at((text) => text === '');
  if (missing.length > 0) return { problem: 'missing', inputs: missing };
  const notWhole = at((text) => !/^\d+$/.test(text));
  if (notWhole.length > 0) return { problem: 'notWhole', inputs: notWhole };
  const numbers = texts.map(Number);
  const outside = at((_text, index) => numbers[index]! < min || numbers[index]! > max);
  if (outside.length > 0) return { problem: 'outOfRange', inputs: outside };
  // Every input after the first that holds the same number.
  const repeated = at((_text, index) => numbers.indexOf(numbers[index]!) !== index);
  if (repeated.length > 0) return { problem: 'repeated', inputs: repeated };
  return undefined;
}

/** Every drum's problem; an empty object when the line may be sent. */
export function lineProblems(rules: GameRules, values: LineValues): LineProblems {
  const problems: LineProblems = {};
  for (const field of LINE_FIELDS) {
    if (values[field].length === 0) continue;
    const problem = fieldProblem(rules, field, values[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/**
 * The drums a refusal names: the gateway's schema names them in `issues` (`[{ path: ['main'] }]`),
 * the draws service at the start of its message (`special: 13 outside 1-12`). Each named drum gets
 * the problem these rules find in what was sent, or `invalid` when they find none (the server's
 * rules changed before this page did). Empty when the refusal names no drum.
 */
export function refusedLineProblems(rules: GameRules, sent: LineValues, refusal: { message: string; issues: readonly ValidationIssue[] }): LineProblems {
  const named = new Set<LineField>();
  for (const { path } of refusal.issues) if (isLineField(path[0])) named.add(path[0]);
  const prefix = /^(main|special):/.exec(refusal.message)?.[1];
  if (isLineField(prefix)) named.add(prefix);
  const problems: LineProblems = {};
  for (const field of LINE_FIELDS) {
    if (!named.has(field)) continue;
    problems[field] = fieldProblem(rules, field, sent[field]) ?? { problem: 'invalid', inputs: sent[field].map((_value, index) => index) };
  }
  return problems;
}
