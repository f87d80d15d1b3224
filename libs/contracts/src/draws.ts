import { z } from 'zod';
import { currencyCodeSchema, gameField } from './fields.js';
import { isoDateSchema } from './generation.js';
import { GAME_IDS } from '@pickwise/lottery';
import { drawStatusSchema, listedDrawSourceSchema } from './draw-verification.js';

export const DRAW_FILTERS = ['last10', 'last50', 'thisMonth'] as const;
export type DrawFilter = (typeof DRAW_FILTERS)[number];
export const DRAWS_PAGE_SIZE = 100;

/** GET /api/draws query and the `draws.list` request. Query strings arrive as text, hence coerce. */
export const drawsListQuerySchema = z.object({
  game: gameField,
  limit: z.coerce.number().int().min(1).max(DRAWS_PAGE_SIZE).default(DRAWS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  filter: z.enum(DRAW_FILTERS).optional(),
});
export type DrawsListQuery = z.output<typeof drawsListQuerySchema>;

export const drawRecordSchema = z.object({
  game: z.string(),
  draw_date: z.string(),
  main: z.array(z.number().int()),
  special: z.array(z.number().int()),
  /** Drawn bonus numbers (UK and NY Lotto bonus ball, SuperEnalotto Jolly, La Primitiva Complementario); empty when none or unknown. */
  bonus: z.array(z.number().int()),
  jackpot: z.number().nullable(),
  /** The currency `jackpot` is in, as the source published it (UK sources: pounds, EuroMillions too); null with no jackpot. */
  jackpot_currency: currencyCodeSchema.nullable(),
  source: z.string(),
});
export type DrawRecord = z.infer<typeof drawRecordSchema>;

/** A draw as `draws.list` gives it: the record, its status and first-seen time, and who reported it (best-ranked first). */
export const drawListEntrySchema = drawRecordSchema.extend({
  status: drawStatusSchema,
  firstSeenAt: z.iso.datetime({ offset: true }),
  verifiedAt: z.iso.datetime({ offset: true }).nullable(),
  sources: z.array(listedDrawSourceSchema),
});
export type DrawListEntry = z.infer<typeof drawListEntrySchema>;

export const drawsListResponseSchema = z.object({ draws: z.array(drawListEntrySchema), total: z.number().int() });
export type DrawsListResponse = z.infer<typeof drawsListResponseSchema>;

/** GET /api/draws/:game/stats and `draws.stats`: a window of the newest N draws of the current rules. */
export const drawsStatsQuerySchema = z.object({
  game: z.string().min(1).max(64),
  window: z.coerce.number().int().min(1).max(100_000).optional(),
  /** Only draws up to this date: the statistics a share link's sets were made with (generation.replay). */
  until: isoDateSchema.optional(),
});
export type DrawsStatsQuery = z.output<typeof drawsStatsQuerySchema>;

/** `draws.stats` over NATS: the HTTP query, plus the past main-number lines the generation service asks for. */
export const drawsStatsRequestSchema = drawsStatsQuerySchema.extend({ includePastLines: z.boolean().optional() });
export type DrawsStatsRequest = z.input<typeof drawsStatsRequestSchema>;

const countsByNumber = z.record(z.string(), z.number().int());

export const gameStatsSchema = z.object({
  game: z.string(),
  rules: z.string(),
  since: z.string(),
  draws: z.number().int(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  main: countsByNumber,
  special: countsByNumber,
  hot: z.array(z.number().int()),
  cold: z.array(z.number().int()),
  overdue: countsByNumber,
  /** Range bands used by buckets and transitions: band i holds numbers bands[i][0]..bands[i][1]. */
  bands: z.array(z.tuple([z.number().int(), z.number().int()])),
  /** How many draws had each band pattern, e.g. "1-1-2-0-1" → 37. */
  bucketPatterns: countsByNumber,
  /** Transitions between the bands of consecutive numbers of a draw and across consecutive draws. */
  transitions: z.record(z.string(), countsByNumber),
  /** Main-number lines of past draws under the current rules (sorted, joined by '-'), for the random guardrail. */
  pastLines: z.array(z.string()).optional(),
  /**
   * How many of the `draws` counted are verified (issue 39). Given by `draws.stats`; optional because
   * libs/lottery's computeStats, which other statistics come from, knows nothing of provenance.
   */
  verifiedDraws: z.number().int().min(0).optional(),
});
export type GameStatsDto = z.infer<typeof gameStatsSchema>;

export const drawCountsResponseSchema = z.record(z.string(), z.number().int());

/** `draws.latest`: the newest stored draw of each listed game (public or admin ids). */
export const drawsLatestRequestSchema = z.object({
  games: z.array(z.string().min(1).max(64)).min(1).max(GAME_IDS.length),
});
export type DrawsLatestRequest = z.output<typeof drawsLatestRequestSchema>;

/** The newest draw's date, jackpot with the currency it was stored in, and source. */
export const latestDrawSchema = drawRecordSchema.pick({ draw_date: true, jackpot: true, jackpot_currency: true, source: true });
export type LatestDraw = z.infer<typeof latestDrawSchema>;

/** Keyed by public game id; a game without stored draws is absent. */
export const drawsLatestResponseSchema = z.partialRecord(z.enum(GAME_IDS), latestDrawSchema);
export type DrawsLatestResponse = z.infer<typeof drawsLatestResponseSchema>;

/**
 * `draws.upserted.<game>`, one per stored batch. `batch` is the batch's index in its ingest run
 * (absent for the history seed), so the run can count each batch once even when redelivered.
 */
export const drawsUpsertedEventSchema = z.object({
  game: z.string(),
  runId: z.string(),
  batch: z.number().int().min(0).optional(),
  inserted: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  /**
   * Of the skipped, the draws whose numbers stayed but whose status changed (a second source
   * verified or disputed it, issue 39): what a cache of the draws' provenance drops too. Absent
   * from events of before it was added.
   */
  statusChanged: z.number().int().min(0).optional(),
  /**
   * The dates of the draws inserted or updated (a correction included), oldest first: what the
   * tickets service checks saved lines against. Absent from events of before it was added.
   */
  dates: z.array(isoDateSchema).optional(),
});
export type DrawsUpsertedEvent = z.infer<typeof drawsUpsertedEventSchema>;

/**
 * The game whose draws a `draws.upserted` event says changed (rows inserted or updated, or a
 * status changed): what every cache of a game's draws drops. Undefined for an event that changed nothing (it is also sent then,
 * for ingestion's run log) or a malformed one.
 */
export function gameWithChangedDraws(payload: unknown): string | undefined {
  const event = drawsUpsertedEventSchema.safeParse(payload);
  return event.success && event.data.inserted + event.data.updated + (event.data.statusChanged ?? 0) > 0 ? event.data.game : undefined;
}

/** GET /api/draws/:game/freshness and `ingestion.freshness`. */
export const drawsFreshnessRequestSchema = z.object({ game: gameField });
export type DrawsFreshnessRequest = z.output<typeof drawsFreshnessRequestSchema>;

/**
 * How fresh a game's stored draws are (libs/lottery `isIngestionStale`): the newest stored draw's
 * date, when an ingestion of the game last succeeded, the scheduled draw it must have followed
 * (the newest one a day old) and whether it did not.
 */
export const drawsFreshnessSchema = z.object({
  game: z.enum(GAME_IDS),
  /** yyyy-mm-dd; null when no draw is stored or the draws service did not answer. */
  latest_draw_date: isoDateSchema.nullable(),
  /** ISO instant the newest successful ingestion run started; null when none succeeded. */
  last_checked_at: z.iso.datetime({ offset: true }).nullable(),
  /** ISO instant of the newest scheduled draw whose day of grace has passed. */
  draw_due_at: z.iso.datetime({ offset: true }),
  stale: z.boolean(),
});
export type DrawsFreshness = z.infer<typeof drawsFreshnessSchema>;
