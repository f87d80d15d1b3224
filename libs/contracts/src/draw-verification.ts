/**
 * Where each stored draw came from and whether it is confirmed (issue 39): the sources that reported
 * it, its status by libs/lottery's verification rules, its corrections, and the draws still waiting
 * for a second source (what ingestion's reconciliation asks for).
 */
import { z } from 'zod';
import { DRAW_STATUSES } from '@pickwise/lottery';
import { currencyCodeSchema, gameField } from './fields.js';
import { isoDateSchema } from './generation.js';

// The statuses and their rules live in libs/lottery (src/verification), which pages import too.
export { DRAW_STATUSES, type DrawVerificationStatus } from '@pickwise/lottery';
export const drawStatusSchema = z.enum(DRAW_STATUSES);

const instant = z.iso.datetime({ offset: true });
const numbers = z.array(z.number().int()).max(20);

/** A SHA-256 as 64 lowercase hex digits. */
export const sha256HexSchema = z.string().regex(/^[0-9a-f]{64}$/, 'Expected a SHA-256 as 64 lowercase hex digits');

/** The numbers and jackpot one source gave for a draw, or a draw held before and after a correction. */
export const drawValuesSchema = z.object({
  main: numbers,
  special: numbers,
  bonus: numbers,
  jackpot: z.number().nullable(),
});
export type DrawValues = z.infer<typeof drawValuesSchema>;

/** What one source said of one draw, when it was fetched, and a hash of the payload it came from. */
export const drawSourceSchema = drawValuesSchema.extend({
  /** A provider id (libs/providers PROVIDER_IDS), or the shipped history's `source` column for a seeded draw. */
  provider: z.string().min(1).max(255),
  fetchedAt: instant,
  /** SHA-256 of the payload bytes the draw was read from; null for a source stored before hashes were kept. */
  payloadSha256: sha256HexSchema.nullable(),
});
export type DrawSource = z.infer<typeof drawSourceSchema>;

/** A draw's provenance: its status, when it was first seen and verified, and every source that reported it (best-ranked first). */
export const drawProvenanceSchema = z.object({
  status: drawStatusSchema,
  firstSeenAt: instant,
  verifiedAt: instant.nullable(),
  sources: z.array(drawSourceSchema),
});
export type DrawProvenance = z.infer<typeof drawProvenanceSchema>;

/** A source as a list of draws names it: who, and when it was fetched (the numbers are in the draw's details). */
export const listedDrawSourceSchema = drawSourceSchema.pick({ provider: true, fetchedAt: true });
export type ListedDrawSource = z.infer<typeof listedDrawSourceSchema>;

/** How long a draw stays among `draws.verification.pending`'s answers after it was first seen. */
export const VERIFICATION_PENDING_DAYS = 7;
export const VERIFICATION_PENDING_LIMIT_MAX = 1_000;
export const VERIFICATION_PENDING_LIMIT_DEFAULT = 200;

/** `draws.verification.pending`: draws not verified, first seen at least `olderThanMinutes` ago (default 0). */
export const drawsVerificationPendingRequestSchema = z.object({
  olderThanMinutes: z.number().int().min(0).max(VERIFICATION_PENDING_DAYS * 24 * 60).optional(),
  limit: z.number().int().min(1).max(VERIFICATION_PENDING_LIMIT_MAX).optional(),
});
export type DrawsVerificationPendingRequest = z.input<typeof drawsVerificationPendingRequestSchema>;

export const pendingDrawSchema = z.object({
  game: z.string(),
  drawDate: isoDateSchema,
  status: z.enum(['provisional', 'disputed']),
  firstSeenAt: instant,
  /** The providers that reported it so far, best-ranked first. */
  providers: z.array(z.string()),
});
export type PendingDraw = z.infer<typeof pendingDrawSchema>;

/**
 * Provisional or disputed draws first seen within the last VERIFICATION_PENDING_DAYS days, oldest
 * first; only draws that were news when first seen (dated at most VERIFICATION_PENDING_DAYS days
 * before), so a history seeded or backfilled today is not asked of every source again.
 */
export const drawsVerificationPendingResponseSchema = z.object({ draws: z.array(pendingDrawSchema) });
export type DrawsVerificationPendingResponse = z.infer<typeof drawsVerificationPendingResponseSchema>;

export const DRAW_CORRECTIONS_PAGE_SIZE = 100;

/** `draws.corrections`: a game's corrections, newest first. */
export const drawCorrectionsRequestSchema = z.object({
  game: gameField,
  limit: z.coerce.number().int().min(1).max(DRAW_CORRECTIONS_PAGE_SIZE).default(DRAW_CORRECTIONS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type DrawCorrectionsRequest = z.output<typeof drawCorrectionsRequestSchema>;

/** A draw's values as a correction shows them, with the currency of the jackpot. */
export const correctedDrawValuesSchema = drawValuesSchema.extend({ jackpotCurrency: currencyCodeSchema.nullable() });

/** A stored draw's numbers or jackpot changed: what it held, what it holds since, which source changed it and when. */
export const drawCorrectionSchema = z.object({
  drawDate: isoDateSchema,
  before: correctedDrawValuesSchema,
  after: correctedDrawValuesSchema,
  provider: z.string(),
  correctedAt: instant,
});
export type DrawCorrection = z.infer<typeof drawCorrectionSchema>;

export const drawCorrectionsResponseSchema = z.object({
  corrections: z.array(drawCorrectionSchema),
  /** Every correction of the game (for paging). */
  total: z.number().int(),
});
export type DrawCorrectionsResponse = z.infer<typeof drawCorrectionsResponseSchema>;
