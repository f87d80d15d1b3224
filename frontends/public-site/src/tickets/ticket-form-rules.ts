/**
 * The ticket form's rules, checked in the browser before a ticket is sent: the same as the tickets
 * contract's (libs/contracts tickets.ts, which the browser does not bundle: its limits come from
 * the zod-free `@pickwise/contracts/limits`). Each problem is a text key of the page's language with its values.
 * Also puts a 400's issues on the fields they name.
 */
import type { TicketCreate, ValidationIssue } from '@pickwise/contracts';
import { TICKET_LABEL_MAX_LENGTH, TICKET_MAX_DRAWS, TICKET_MAX_LINES, TICKET_PRICE_MAX } from '@pickwise/contracts/limits';
import { isCalendarDate, localDrawDate, nextDrawAt, prizeTableOn, rulesOn, type Game, type GameRules } from '@pickwise/lottery';
import type { DeviceTicket } from './device-tickets.js';

export interface DraftLine {
  main: number[];
  special: number[];
}

/** The form as typed: numbers picked on the grids, the rest as the inputs hold it. */
export interface TicketDraft {
  lines: DraftLine[];
  firstDrawDate: string;
  draws: string;
  /** Empty: the game's price on the first draw date. A decimal comma is read as a point (2,50). */
  pricePerLine: string;
  label: string;
}

/** A field's problem: a text key (`tickets.errors.*`, `tickets.form.*`) with its values. */
export interface FieldProblem {
  key: string;
  values?: Record<string, string | number>;
}

/** Problems by field: `firstDrawDate`, `draws`, `pricePerLine`, `label`, `lines`, `lines.<i>.main`, `lines.<i>.special`, or `form` for the rest. */
export type DraftProblems = Record<string, FieldProblem>;

/** The rules the lines are judged by: those in force on the first draw date; undefined before the game's first rules or for no date. */
export function draftRules(game: Game, firstDrawDate: string): GameRules | undefined {
  return isCalendarDate(firstDrawDate) ? rulesOn(game, firstDrawDate) : undefined;
}

/** The game's price of a line on a date (the prize table's), what the service takes when none is typed. */
export function gamePriceOn(game: Game, date: string): number | undefined {
  return prizeTableOn(game.id, date)?.ticketPrice;
}

/** The game's next draw date (its local date): a new ticket's first draw date unless another is given. */
export const nextDrawDate = (game: Game): string => localDrawDate(game, nextDrawAt(game, new Date()));

const typedPrice = (text: string) => text.trim().replace(',', '.');

/** Every problem of the draft; empty when it may be sent. */
export function draftProblems(game: Game, draft: TicketDraft): DraftProblems {
  const problems: DraftProblems = {};
  const rules = draftRules(game, draft.firstDrawDate);
  if (!isCalendarDate(draft.firstDrawDate)) problems.firstDrawDate = { key: 'tickets.errors.date' };
  else if (!rules) problems.firstDrawDate = { key: 'tickets.errors.beforeRules', values: { game: game.name, since: game.rules[0]!.since } };

  if (draft.lines.length === 0) problems.lines = { key: 'tickets.errors.noLines' };
  else if (draft.lines.length > TICKET_MAX_LINES) problems.lines = { key: 'tickets.errors.tooManyLines', values: { max: TICKET_MAX_LINES } };
  if (rules) {
    draft.lines.forEach((line, index) => {
      if (line.main.length !== rules.mainCount) problems[`lines.${index}.main`] = { key: 'tickets.errors.mainCount', values: { line: index + 1, picked: line.main.length, count: rules.mainCount, game: game.name } };
      if (line.special.length !== rules.specialCount)
        problems[`lines.${index}.special`] = { key: 'tickets.errors.specialCount', values: { line: index + 1, picked: line.special.length, count: rules.specialCount, game: game.name } };
    });
  }

  const draws = draft.draws.trim();
  if (!/^\d+$/.test(draws) || Number(draws) < 1 || Number(draws) > TICKET_MAX_DRAWS) problems.draws = { key: 'tickets.errors.draws', values: { max: TICKET_MAX_DRAWS } };

  const price = typedPrice(draft.pricePerLine);
  if (price !== '') {
    const amount = Number(price);
    if (!/^\d+(\.\d{1,2})?$/.test(price)) problems.pricePerLine = { key: 'tickets.errors.price' };
    else if (amount > TICKET_PRICE_MAX) problems.pricePerLine = { key: 'tickets.errors.priceTooHigh', values: { max: TICKET_PRICE_MAX } };
  }

  if (draft.label.trim().length > TICKET_LABEL_MAX_LENGTH) problems.label = { key: 'tickets.errors.label', values: { max: TICKET_LABEL_MAX_LENGTH } };
  return problems;
}

/** The body of POST/PUT /api/tickets for a draft without problems; numbers in ascending order. */
export function draftBody(game: Game, draft: TicketDraft, clientId?: string): TicketCreate {
  const ascending = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b);
  const label = draft.label.trim();
  const price = typedPrice(draft.pricePerLine);
  return {
    game: game.id,
    lines: draft.lines.map((line) => ({ main: ascending(line.main), special: ascending(line.special) })),
    firstDrawDate: draft.firstDrawDate,
    draws: Number(draft.draws.trim()),
    ...(price === '' ? {} : { pricePerLine: Number(price) }),
    ...(label === '' ? {} : { label }),
    ...(clientId === undefined ? {} : { clientId }),
  };
}

/** A visitor's ticket of a draft without problems, kept on this device: its price is the game's when none is typed. */
export function deviceTicketOf(game: Game, draft: TicketDraft, clientId: string, createdAt: string): DeviceTicket {
  const body = draftBody(game, draft);
  return {
    clientId,
    game: game.id,
    lines: body.lines,
    firstDrawDate: body.firstDrawDate,
    draws: body.draws,
    pricePerLine: body.pricePerLine ?? gamePriceOn(game, body.firstDrawDate) ?? 0,
    label: body.label ?? null,
    createdAt,
  };
}

const FORM_FIELDS = new Set(['firstDrawDate', 'draws', 'pricePerLine', 'label', 'lines']);

/** The draft field a refusal's path names (`lines.0.main`, `ticket.draws`), or `form`. */
function fieldOf(path: ValidationIssue['path']): string {
  const parts = path.map(String).filter((part) => part !== 'ticket');
  if (parts[0] === 'lines' && /^\d+$/.test(parts[1] ?? '') && (parts[2] === 'main' || parts[2] === 'special')) return parts.slice(0, 3).join('.');
  return parts[0] !== undefined && FORM_FIELDS.has(parts[0]) ? parts[0] : 'form';
}

/**
 * A 400's issues (the fields the server refused, by path) as problems of those fields, in the page's
 * language: the browser checks what the contract checks, so a refusal means the two disagree (a rule
 * changed since the page was loaded) and the field is named rather than the server's English words
 * shown. An issue naming no field of the form goes to `form`.
 */
export function refusedDraftProblems(issues: readonly ValidationIssue[]): DraftProblems {
  const problems: DraftProblems = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    problems[field] = { key: field === 'form' ? 'tickets.form.refused' : 'tickets.errors.refused' };
  }
  return Object.keys(problems).length > 0 ? problems : { form: { key: 'tickets.form.refused' } };
}
