/**
 * Questions about single draws asked of the draws service: the details of one draw
 * (GET /api/draws/:game/details, `draws.details`) and the ticket checker over the whole history
 * (POST /api/draws/:game/check, `draws.check`).
 */
import { z } from 'zod';
import type { DrawRulesSummary } from '@pickwise/lottery';
import { drawRecordSchema } from './draws.js';
import { drawProvenanceSchema } from './draw-verification.js';
import { gameField } from './fields.js';
import { bilingualSchema, gameMatrixSchema } from './catalogue.js';
import type { SameShape } from './same-shape.js';
import { isoDateSchema } from './generation.js';
import { TICKET_LINE_MAIN_MAX, TICKET_LINE_SPECIAL_MAX } from './limits/ticket-limits.js';
import { ticketLineNumbers } from './tickets.js';

/** GET /api/draws/:game/details query (with the game from the path) and the `draws.details` request. */
export const drawDetailsQuerySchema = z.object({
  game: gameField,
  date: z.string({ error: 'date is required (yyyy-MM-dd)' }).pipe(isoDateSchema),
});
export type DrawDetailsQuery = z.output<typeof drawDetailsQuerySchema>;

const countsByNumber = z.array(z.object({ number: z.number().int(), count: z.number().int() }));

/** The matrix a draw was drawn under: libs/lottery `DrawRulesSummary`, which it must equal. */
export const drawRulesSchema = z.object({
  matrix: z.string(),
  since: z.string(),
  /** The first day of the next rules, or null when these are the current ones. */
  until: z.string().nullable(),
  ...gameMatrixSchema.shape,
  bonusCount: z.number().int(),
});
const _drawRulesSchemaIsDrawRulesSummary: SameShape<z.output<typeof drawRulesSchema>, DrawRulesSummary> = true;

export const prizeSourceSchema = z.object({ title: z.string(), url: z.string() });

export const drawDetailSchema = z.object({
  /** The draw with its provenance: status, first-seen and verified times, and what each source said of it. */
  draw: drawRecordSchema.extend(drawProvenanceSchema.shape),
  rules: drawRulesSchema,
  /** The prize table in force that day and where it comes from; null when none is known. */
  prizeTable: z.object({ since: z.string(), source: prizeSourceSchema, note: bilingualSchema.optional() }).nullable(),
  /** Draws of the game after this one (any rules). */
  drawsSince: z.number().int(),
  /** For each of this draw's numbers, in how many later draws it was drawn again (as a main, special or bonus number). */
  mainSince: countsByNumber,
  specialSince: countsByNumber,
  bonusSince: countsByNumber,
});
export type DrawDetail = z.infer<typeof drawDetailSchema>;

/** Every draw of the game on that date (UK Lotto draws two rounds on some nights). */
export const drawDetailsResponseSchema = z.object({ game: z.string(), date: z.string(), draws: z.array(drawDetailSchema).min(1) });
export type DrawDetailsResponse = z.infer<typeof drawDetailsResponseSchema>;

/** A ticket line's numbers, none twice. Their count and range depend on the game and are checked by the draws service. */
const distinctLineNumbers = (name: string, max: number) =>
  ticketLineNumbers(name, max).refine((numbers) => new Set(numbers).size === numbers.length, `${name}: a number is repeated`);

/** POST /api/draws/:game/check body. */
export const ticketCheckBodySchema = z.strictObject({ main: distinctLineNumbers('main', TICKET_LINE_MAIN_MAX), special: distinctLineNumbers('special', TICKET_LINE_SPECIAL_MAX).default([]) });
export type TicketCheckBody = z.input<typeof ticketCheckBodySchema>;

/** `draws.check`: the body with the game of the path. */
export const ticketCheckRequestSchema = ticketCheckBodySchema.extend({ game: gameField });
export type TicketCheckRequest = z.output<typeof ticketCheckRequestSchema>;

const prizeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('jackpot') }),
  z.object({ kind: z.literal('fixed'), amount: z.number(), paidAs: z.enum(['free-ticket', 'refund']).optional() }),
  z.object({ kind: z.literal('pari-mutuel') }),
]);

export const wonTierSchema = z.object({
  id: z.string(),
  rank: z.number().int(),
  mainMatched: z.number().int(),
  specialMatched: z.number().int(),
  bonusMatched: z.boolean(),
  prize: prizeSchema,
});

export const ticketWinSchema = z.object({
  draw: drawRecordSchema,
  tier: wonTierSchema,
  /** Index in the answer's `tables` of the prize table the tier comes from (in force on the draw's date). */
  table: z.number().int().nonnegative(),
});
export type TicketWin = z.infer<typeof ticketWinSchema>;

export const ticketCheckResponseSchema = z
  .object({
    game: z.string(),
    line: z.object({ main: z.array(z.number().int()), special: z.array(z.number().int()) }),
    /** Draws the line was compared with: every stored draw whose date has a known prize table. */
    drawsChecked: z.number().int(),
    /** Stored draws left out because no prize table is known for their date. */
    drawsWithoutTable: z.number().int(),
    from: z.string().nullable(),
    to: z.string().nullable(),
    /** The prize tables the wins were judged by, each once. */
    tables: z.array(z.object({ since: z.string(), source: prizeSourceSchema })),
    /** Newest first. */
    wins: z.array(ticketWinSchema),
  })
  .refine((check) => check.wins.every((win) => win.table < check.tables.length), 'a win names a prize table the answer does not list');
export type TicketCheckResponse = z.infer<typeof ticketCheckResponseSchema>;
