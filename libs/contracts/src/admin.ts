import { z } from 'zod';
import { GAME_IDS, ZERO_ROW_FETCHES_WARNING } from '@pickwise/lottery';
import { currencyCodeSchema, gameField } from './fields.js';
import { BACKFILL_DEFAULT_MONTHS, BACKFILL_MAX_MONTHS, INGEST_LOG_STATUSES } from './ingestion.js';
import { drawSourceSchema, pendingDrawSchema } from './draw-verification.js';

/**
 * The admin panel's data (docs/product-spec.md §2 "Admin panel", §3 "Admin game list", §9 "Admin"): game health,
 * the paid provider's usage, and the lists of games each tab acts on. Game ids in these replies are
 * the admin ids (california-superlotto, new-york-lotto, texas-lotto); requests accept either id.
 * The game lists of each tab are plain constants in libs/lottery (admin/admin-games.ts).
 */

export const GAME_HEALTH_STATUSES = [...INGEST_LOG_STATUSES, 'never'] as const;
export type GameHealthStatus = (typeof GAME_HEALTH_STATUSES)[number];

/** A draw still provisional this long after it was first seen counts as unverified (issue 39): in the gauge, the alert and Game Health. */
export const UNVERIFIED_AFTER_MINUTES = 60;

/**
 * Why a draw counts as unverified: disputed (two sources disagree); unconfirmed (provisional
 * UNVERIFIED_AFTER_MINUTES after first seen while another source could confirm it); single-source
 * (provisional, and the game has no other usable provider: nothing can confirm it).
 */
export const UNVERIFIED_REASONS = ['unconfirmed', 'disputed', 'single-source'] as const;
export type UnverifiedReason = (typeof UNVERIFIED_REASONS)[number];

/** Unverified draws a Game Health card lists at most (oldest first); `unverifiedCount` counts them all. */
export const GAME_HEALTH_UNVERIFIED_SHOWN = 10;

/** An unverified draw on a Game Health card, with every source's numbers side by side. */
export const adminUnverifiedDrawSchema = pendingDrawSchema.pick({ drawDate: true, status: true, firstSeenAt: true }).extend({
  reason: z.enum(UNVERIFIED_REASONS),
  /** The currency of the stored draw's jackpot (the sources' jackpots are in it); null when it has none or the details did not answer. */
  jackpotCurrency: currencyCodeSchema.nullable(),
  /** What each source said, best-ranked first (a disputed draw keeps the first one's values); null when draws.details did not answer. */
  sources: z.array(drawSourceSchema).nullable(),
});
export type AdminUnverifiedDraw = z.infer<typeof adminUnverifiedDrawSchema>;

/** One card of the Game Health tab. */
export const adminGameHealthSchema = z.object({
  /** The admin id (california-superlotto, not california-lottery). */
  game: z.string(),
  gameId: z.enum(GAME_IDS),
  name: z.string(),
  currency: currencyCodeSchema,
  /** The newest run's status; `never` when the game has no run in the log. */
  status: z.enum(GAME_HEALTH_STATUSES),
  lastRunAt: z.string().nullable(),
  /** Seconds from the newest run's start to `checkedAt`. */
  lastRunAgeSeconds: z.number().int().nullable(),
  /** Rows the newest run inserted. */
  lastRows: z.number().int().nullable(),
  /** Draws stored for the game; null when the draws service did not answer. */
  totalDraws: z.number().int().nullable(),
  /** The newest failed run's message and start. */
  lastError: z.object({ message: z.string(), at: z.string() }).nullable(),
  warning: z.literal(ZERO_ROW_FETCHES_WARNING).nullable(),
  /** Draws of the game unverified (see UNVERIFIED_REASONS), oldest first, at most GAME_HEALTH_UNVERIFIED_SHOWN; null when the draws service did not answer. */
  unverifiedDraws: z.array(adminUnverifiedDrawSchema).nullable(),
  /** How many draws of the game are unverified (more than listed when over GAME_HEALTH_UNVERIFIED_SHOWN); null with `unverifiedDraws`. */
  unverifiedCount: z.number().int().nullable(),
});
export type AdminGameHealth = z.infer<typeof adminGameHealthSchema>;

export const adminHealthResponseSchema = z.object({
  checkedAt: z.string(),
  /** False when the draws service did not answer, so `totalDraws` is null on every card. */
  drawsAvailable: z.boolean(),
  games: z.array(adminGameHealthSchema),
});
export type AdminHealthResponse = z.infer<typeof adminHealthResponseSchema>;

/** The paid provider whose calls are counted against a monthly quota. */
export const PAID_PROVIDER = 'magayo';

/** `<service>.provider-usage`: the calls this process's service made to each provider in a month. */
export const providerUsageRequestSchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be yyyy-MM')
    .optional(),
});
export type ProviderUsageRequest = z.output<typeof providerUsageRequestSchema>;

export const serviceProviderUsageSchema = z.object({
  month: z.string(),
  /** Requests sent to each provider that month (every attempt, whatever its answer). */
  calls: z.record(z.string(), z.number().int()),
});
export type ServiceProviderUsage = z.infer<typeof serviceProviderUsageSchema>;

/** GET /api/admin/provider-usage and `ingestion.paid-provider.usage`: the paid provider's month so far. */
export const paidProviderUsageSchema = z.object({
  provider: z.literal(PAID_PROVIDER),
  /** UTC month, yyyy-MM. */
  month: z.string(),
  keyConfigured: z.boolean(),
  /** The plan's calls per month (MAGAYO_MONTHLY_QUOTA); null when not configured. */
  monthlyQuota: z.number().int().nullable(),
  /** Calls made this month by every service that uses the provider. */
  calls: z.number().int(),
  /** Calls per service; null for a service that did not answer (then `calls` leaves it out). */
  byService: z.object({ ingestion: z.number().int(), jackpots: z.number().int().nullable() }),
  /** Games (admin ids) whose draws no other provider serves: without a key they cannot be fetched. */
  onlySourceFor: z.array(z.string()),
});
export type PaidProviderUsage = z.infer<typeof paidProviderUsageSchema>;

/** POST /api/admin/fetch-draws body: a run of one game (public or admin id). */
export const adminFetchDrawsBodySchema = z.strictObject({ game: gameField });

/** POST /api/admin/backfill body: JSON numbers only (a query string's text is not coerced here). */
export const adminBackfillBodySchema = z.strictObject({
  game: gameField,
  months: z.number().int().min(1).max(BACKFILL_MAX_MONTHS).default(BACKFILL_DEFAULT_MONTHS),
});
