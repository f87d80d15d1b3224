import { z } from 'zod';
import { CURRENCY_CODES, findGame, rulesOn, GAME_IDS } from '@pickwise/lottery';
import { drawRecordSchema } from './draws.js';
import { drawStatusSchema } from './draw-verification.js';
import { currencyCodeSchema } from './fields.js';
import { isoDateSchema } from './generation.js';
import { signedInCallerSchema } from './profile.js';
import {
  BUDGET_MAX,
  TICKET_LABEL_MAX_LENGTH,
  TICKET_LINE_MAIN_MAX,
  TICKET_LINE_SPECIAL_MAX,
  TICKET_MAX_DRAWS,
  TICKET_MAX_LINES,
  TICKET_PRICE_MAX,
} from './limits/ticket-limits.js';
import { limitedText } from './text-limits.js';

// My tickets (services/tickets): saved lines checked after every draw, the spend ledger and the
// budgets. The gateway's /api/tickets and /api/limits routes take these bodies, and the NATS
// requests carry them with the signed-in caller.

/** A raised budget (or one removed) takes effect after this long; a lowered one at once. */
export const BUDGET_RAISE_DELAY_MS = 24 * 3_600_000;

/** A ticket line's main or special numbers. 0 is a number of some games (the Superzahl and the Reintegro are 0-9); the game's rules check the range. */
export const ticketLineNumbers = (name: string, max: number) =>
  z
    .array(z.number({ error: `${name} must be a list of whole numbers` }).int(`${name} must be whole numbers`).min(0).max(99), { error: `${name} must be a list of numbers` })
    .max(max, `${name}: at most ${max} numbers`);

export const ticketLineSchema = z.strictObject({ main: ticketLineNumbers('main', TICKET_LINE_MAIN_MAX), special: ticketLineNumbers('special', TICKET_LINE_SPECIAL_MAX).default([]) });
export type TicketLineInput = z.input<typeof ticketLineSchema>;

/** Money in the game's currency: cents at most. */
const money = (name: string, max: number) =>
  z
    .number({ error: `${name} must be a number` })
    .min(0, `${name} cannot be negative`)
    .max(max, `${name}: at most ${max}`)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, `${name}: at most two decimals`);

const ticketFields = {
  game: z.enum(GAME_IDS, { error: `game must be one of: ${GAME_IDS.join(', ')}` }),
  lines: z.array(ticketLineSchema, { error: 'lines must be a list' }).min(1, 'A ticket has at least one line').max(TICKET_MAX_LINES, `A ticket has at most ${TICKET_MAX_LINES} lines`),
  /** The first draw the ticket plays (yyyy-mm-dd, the game's local date). */
  firstDrawDate: isoDateSchema,
  /** How many consecutive draws of the game from the first (multi-draw tickets). */
  draws: z.number({ error: 'draws must be a whole number' }).int('draws must be a whole number').min(1, 'draws: at least 1').max(TICKET_MAX_DRAWS, `draws: at most ${TICKET_MAX_DRAWS}`),
  /** What one line cost per draw; the game's price on the first draw date when absent. */
  pricePerLine: money('pricePerLine', TICKET_PRICE_MAX).optional(),
  label: limitedText(z.string().trim(), { max: TICKET_LABEL_MAX_LENGTH, tooLong: `label: at most ${TICKET_LABEL_MAX_LENGTH} characters` }).optional(),
};

/**
 * The lines must be lines of the game's rules on the first draw date: count, range, no repeats. A
 * date before the game's first known rules is refused.
 */
export function checkLinesAgainstRules(ticket: { game: string; lines: { main: number[]; special: number[] }[]; firstDrawDate: string }, context: z.RefinementCtx) {
  const game = findGame(ticket.game);
  if (!game) return;
  const rules = rulesOn(game, ticket.firstDrawDate);
  if (!rules) {
    context.addIssue({ code: 'custom', path: ['firstDrawDate'], message: `firstDrawDate: ${game.name}'s rules are known from ${game.rules[0]!.since}` });
    return;
  }
  ticket.lines.forEach((line, index) => {
    const problem = (part: 'main' | 'special', numbers: number[], count: number, min: number, max: number) => {
      if (numbers.length !== count) return `${part}: ${numbers.length} numbers, ${game.name} takes ${count} (rules of ${rules.since})`;
      const outside = numbers.filter((n) => n < min || n > max);
      if (outside.length > 0) return `${part}: ${outside.join(', ')} outside ${min}-${max}`;
      return new Set(numbers).size === numbers.length ? undefined : `${part}: a number is repeated`;
    };
    const main = problem('main', line.main, rules.mainCount, 1, rules.mainMax);
    if (main) context.addIssue({ code: 'custom', path: ['lines', index, 'main'], message: `Line ${index + 1}: ${main}` });
    const special = problem('special', line.special, rules.specialCount, rules.specialMin, rules.specialMax);
    if (special) context.addIssue({ code: 'custom', path: ['lines', index, 'special'], message: `Line ${index + 1}: ${special}` });
  });
}

/** The first problem of `lines` under the game's rules on `drawDate`, as checkLinesAgainstRules words it; undefined when they are valid. */
export function ticketLinesProblems(game: string, lines: { main: number[]; special: number[] }[], drawDate: string): string | undefined {
  const result = z
    .object({})
    .superRefine((_, context) => checkLinesAgainstRules({ game, lines, firstDrawDate: drawDate }, context))
    .safeParse({});
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** POST /api/tickets body. `clientId` makes a device's ticket moved to the account stored once however often it is sent. */
export const ticketCreateSchema = z.strictObject({ ...ticketFields, clientId: z.uuid('clientId must be a UUID').optional() }).superRefine(checkLinesAgainstRules);
export type TicketCreate = z.output<typeof ticketCreateSchema>;

/** PUT /api/tickets/:id body: the ticket as it should be (its results are checked again). */
export const ticketUpdateSchema = z.strictObject(ticketFields).superRefine(checkLinesAgainstRules);
export type TicketUpdate = z.output<typeof ticketUpdateSchema>;

export const ticketIdSchema = z.uuid('Not a ticket id');

export const ticketPrizeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('jackpot') }),
  /** `amount` before any multiplier the game draws; a free ticket is worth its price, a refund the stake. */
  z.object({ kind: z.literal('fixed'), amount: z.number(), paidAs: z.enum(['free-ticket', 'refund']).optional() }),
  z.object({ kind: z.literal('pari-mutuel') }),
]);
export type TicketPrize = z.infer<typeof ticketPrizeSchema>;

/**
 * One line on one draw. `pending`: the draw is not in the history yet (future, or not yet
 * ingested); nothing is said of it. `checked`: the numbers of the line that were drawn, the tier
 * won (null: none) and its prize.
 */
export const lineResultSchema = z.object({
  draw: isoDateSchema,
  /** Index of the line on the ticket. */
  line: z.number().int().nonnegative(),
  status: z.enum(['pending', 'checked']),
  /** The line's main numbers that were drawn (main, or the bonus ball where the tier counts it). */
  main: z.array(z.number().int()),
  special: z.array(z.number().int()),
  /** The drawn bonus number the line holds, where the game draws one and the line holds it. */
  bonus: z.boolean(),
  /** Prize tier id ('5+1', '6', '5+bonus', 'reintegro'); null when checked and nothing won. */
  tier: z.string().nullable(),
  prize: ticketPrizeSchema.nullable(),
  /** A checked result the owner has not opened yet. */
  unread: z.boolean(),
  /**
   * The checked draw's status as the draws service gave it (issue 39): provisional while one source
   * reported it, verified, or disputed. Absent while the result is pending or the status is not known yet.
   */
  drawStatus: drawStatusSchema.optional(),
});
export type LineResult = z.infer<typeof lineResultSchema>;

const ticketLineOutSchema = z.object({ main: z.array(z.number().int()), special: z.array(z.number().int()) });

/** A saved ticket without its results: what the list shows. */
export const ticketSummarySchema = z.object({
  id: z.uuid(),
  game: z.enum(GAME_IDS),
  label: z.string().nullable(),
  lines: z.array(ticketLineOutSchema),
  firstDrawDate: isoDateSchema,
  /** The last draw date the ticket covers (scheduled, or stored where the draws are in the history). */
  lastDrawDate: isoDateSchema,
  draws: z.number().int(),
  pricePerLine: z.number(),
  currency: currencyCodeSchema,
  /** lines × draws × pricePerLine. */
  cost: z.number(),
  /** Sum of the fixed prizes won so far (a free ticket at its price). */
  won: z.number(),
  /** Wins whose amount is not fixed (jackpot, pari-mutuel shares). */
  winsWithoutAmount: z.number().int(),
  /** 'active' while a covered draw is still pending. */
  status: z.enum(['active', 'past']),
  /** The next covered draw that is not yet in the history; null when none. */
  nextDrawDate: isoDateSchema.nullable(),
  drawsChecked: z.number().int(),
  /** Of the checked draws, those whose status is provisional or disputed (the results may still change); absent from older answers. */
  drawsUnverified: z.number().int().nonnegative().optional(),
  unread: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

/** GET /api/tickets/:id: the ticket with every covered draw's result per line, newest draw first. */
export const ticketSchema = ticketSummarySchema.extend({ results: z.array(lineResultSchema) });
export type Ticket = z.infer<typeof ticketSchema>;

/** The list's order: active tickets first (next draw soonest), then past ones (newest last draw first); ties by creation. */
export function ticketListOrder(a: TicketSummary, b: TicketSummary): number {
  if (a.nextDrawDate !== null && b.nextDrawDate !== null) return a.nextDrawDate.localeCompare(b.nextDrawDate) || a.createdAt.localeCompare(b.createdAt);
  if (a.nextDrawDate !== null || b.nextDrawDate !== null) return a.nextDrawDate !== null ? -1 : 1;
  return b.lastDrawDate.localeCompare(a.lastDrawDate) || b.createdAt.localeCompare(a.createdAt);
}

/** GET /api/tickets: active tickets first (next draw soonest), then past ones (newest first). */
export const ticketListSchema = z.object({ tickets: z.array(ticketSummarySchema) });
export type TicketList = z.infer<typeof ticketListSchema>;

/** `tickets.delete`: the ticket that is gone (DELETE /api/tickets/:id answers 204). */
export const ticketDeletedSchema = z.object({ id: z.uuid() });
/** `tickets.mark-read`: how many results were unread (POST /api/tickets/:id/read answers 204). */
export const ticketMarkedReadSchema = z.object({ id: z.uuid(), marked: z.number().int().nonnegative() });

/** One month of one game in the ledger (amounts in the game's currency). */
export const ledgerRowSchema = z.object({
  /** yyyy-mm of the draws. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  game: z.enum(GAME_IDS),
  currency: currencyCodeSchema,
  /** What the lines of the month's covered draws cost. */
  spent: z.number(),
  /** Fixed prizes won on the month's checked draws. */
  won: z.number(),
  winsWithoutAmount: z.number().int(),
  /** spent minus the expected value of the same lines (libs/lottery expected value, annuity, before tax). */
  expectedLoss: z.number(),
  drawsChecked: z.number().int(),
  drawsPending: z.number().int(),
});
export type LedgerRow = z.infer<typeof ledgerRowSchema>;

export const ledgerTotalSchema = z.object({ currency: currencyCodeSchema, spent: z.number(), won: z.number(), winsWithoutAmount: z.number().int(), expectedLoss: z.number() });

/** GET /api/tickets/summary: newest month first; totals per currency (currencies are never added up). */
export const ticketsSummarySchema = z.object({ months: z.array(ledgerRowSchema), totals: z.array(ledgerTotalSchema) });
export type TicketsSummary = z.infer<typeof ticketsSummarySchema>;

const budgetAmount = money('budget', BUDGET_MAX).nullable();

/** One currency's budgets as they stand, and a raise waiting out its 24 hours. */
export const budgetSchema = z.object({
  currency: currencyCodeSchema,
  /** null: no budget. */
  weekly: z.number().nullable(),
  monthly: z.number().nullable(),
  /** What is spent in the current week (Monday to Sunday, UTC) and month, by the covered draws' dates. */
  spentThisWeek: z.number(),
  spentThisMonth: z.number(),
  pending: z.object({ weekly: z.number().nullable(), monthly: z.number().nullable(), effectiveAt: z.iso.datetime({ offset: true }) }).nullable(),
});
export type Budget = z.infer<typeof budgetSchema>;

/** GET /api/limits. `paused`: the player asked not to see jackpots. */
export const limitsSchema = z.object({ budgets: z.array(budgetSchema), paused: z.boolean() });
export type Limits = z.infer<typeof limitsSchema>;

/** PUT /api/limits: the budgets of each currency named (null removes one) and the pause; what is left out stays. */
export const limitsUpdateSchema = z
  .strictObject({
    budgets: z
      .array(z.strictObject({ currency: currencyCodeSchema, weekly: budgetAmount, monthly: budgetAmount }))
      .max(CURRENCY_CODES.length)
      .refine((budgets) => new Set(budgets.map((b) => b.currency)).size === budgets.length, 'budgets: a currency is named twice')
      .optional(),
    paused: z.boolean().optional(),
  })
  .refine((update) => update.budgets !== undefined || update.paused !== undefined, 'Nothing to change: send budgets or paused');
export type LimitsUpdate = z.output<typeof limitsUpdateSchema>;

// NATS requests: the caller from the verified token, and what the route carries.
export const ticketsCallerSchema = signedInCallerSchema;
export const ticketCreateRequestSchema = signedInCallerSchema.extend({ ticket: ticketCreateSchema });
export const ticketUpdateRequestSchema = signedInCallerSchema.extend({ id: ticketIdSchema, ticket: ticketUpdateSchema });
export const ticketRefRequestSchema = signedInCallerSchema.extend({ id: ticketIdSchema });
export const limitsUpdateRequestSchema = signedInCallerSchema.extend({ update: limitsUpdateSchema });
export type TicketCreateRequest = z.output<typeof ticketCreateRequestSchema>;
export type TicketUpdateRequest = z.output<typeof ticketUpdateRequestSchema>;
export type TicketRefRequest = z.output<typeof ticketRefRequestSchema>;
export type LimitsUpdateRequest = z.output<typeof limitsUpdateRequestSchema>;

/** The most draws one `draws.range` answer holds: a ticket's draws, with room for nights of two draws (UK Lotto). */
export const DRAWS_RANGE_LIMIT_MAX = TICKET_MAX_DRAWS * 4;

/** `draws.range`: a game's stored draws from a date (oldest first), for the tickets service. */
export const drawsRangeRequestSchema = z.object({
  game: z.enum(GAME_IDS),
  from: isoDateSchema,
  to: isoDateSchema.optional(),
  limit: z.number().int().min(1).max(DRAWS_RANGE_LIMIT_MAX),
});
export type DrawsRangeRequest = z.output<typeof drawsRangeRequestSchema>;

export const drawsRangeResponseSchema = z.object({ draws: z.array(drawRecordSchema) });
export type DrawsRangeResponse = z.infer<typeof drawsRangeResponseSchema>;
