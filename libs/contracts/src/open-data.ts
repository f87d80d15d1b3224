/**
 * The open feed (issue 39): every stored draw of a game as JSON and CSV at
 * `/api/open/<game>/draws.json|csv`, and the embeddable widget's summary at
 * `/api/open/<game>/summary.json`. Plain documents, not the API's `{ ok, data }` envelope: they are
 * files read by anyone (refusals are still envelopes). Only games whose data's licence allows
 * redistribution answer them (libs/providers `OPEN_DATA_LICENCES`); the others answer 451.
 */
import { z } from 'zod';
import { GAME_IDS } from '@pickwise/lottery';
import { LANGUAGES } from './languages/index.js';
import { drawStatusSchema, listedDrawSourceSchema } from './draw-verification.js';
import { currencyCodeSchema, gameField } from './fields.js';
import { isoDateSchema } from './generation.js';
import { JACKPOT_SOURCES } from './jackpots.js';

const instant = z.iso.datetime({ offset: true });
const numbers = z.array(z.number().int()).max(20);

/** What the licence of a game's underlying data allows, in the answer's language, and where its terms are. */
export const openDataLicenceSchema = z.object({
  /** The licence or terms' name, e.g. `NY Open Data Terms of Use`. */
  name: z.string().min(1),
  /** The terms themselves. */
  url: z.url(),
  /** One line: what the terms allow and ask of a reuser. */
  text: z.string().min(1),
  /** The first draw date the licensed publication covers: the feed holds the game's draws from this date on. */
  from: isoDateSchema,
});
export type OpenDataLicence = z.infer<typeof openDataLicenceSchema>;

/** One draw of the feed: the same fields, in the same order, as a row of draws.csv. */
export const openDrawSchema = z.object({
  drawDate: isoDateSchema,
  main: numbers,
  special: numbers,
  bonus: numbers,
  /** As the source published it, in `currency`; null when unknown. */
  jackpot: z.number().nullable(),
  currency: currencyCodeSchema.nullable(),
  status: drawStatusSchema,
  /** Who reported it and when each fetched it, best-ranked first. */
  sources: z.array(listedDrawSourceSchema),
});
export type OpenDraw = z.infer<typeof openDrawSchema>;

/** GET /api/open/<game>/draws.json: every stored draw, newest first. */
export const openDrawsFeedSchema = z.object({
  game: z.enum(GAME_IDS),
  name: z.string(),
  licence: openDataLicenceSchema,
  /** The newest change of the game's draws (a draw written, a source added): the answer's Last-Modified; null with no draws. */
  lastModified: instant.nullable(),
  draws: z.array(openDrawSchema),
});
export type OpenDrawsFeed = z.infer<typeof openDrawsFeedSchema>;

/** draws.csv's header row: openDrawSchema's fields, numbers space-separated, sources as `provider@fetchedAt` joined by `;`. */
export const OPEN_DRAWS_CSV_COLUMNS = ['draw_date', 'main', 'special', 'bonus', 'jackpot', 'currency', 'status', 'sources'] as const;

/** GET /api/open/<game>/summary.json query. */
export const openSummaryQuerySchema = z.object({ lang: z.enum(LANGUAGES).default('en') });

/**
 * GET /api/open/<game>/summary.json: what the embeddable widget shows (the next draw with its
 * jackpot, the newest verified result, the licence line in `language`).
 */
export const openGameSummarySchema = z.object({
  game: z.enum(GAME_IDS),
  name: z.string(),
  language: z.enum(LANGUAGES),
  nextDraw: z.object({
    /** The next scheduled draw (libs/lottery nextDrawAt), ISO instant in UTC. */
    at: instant,
    /** jackpots.get's figure for it; null when nothing is known. */
    jackpot: z.object({ amount: z.number().nonnegative(), currency: currencyCodeSchema, source: z.enum(JACKPOT_SOURCES) }).nullable(),
  }),
  /** The newest draw whose status is verified; null while none is. */
  latestVerified: z.object({ drawDate: isoDateSchema, main: numbers, special: numbers, bonus: numbers }).nullable(),
  licence: openDataLicenceSchema,
});
export type OpenGameSummary = z.infer<typeof openGameSummarySchema>;

/** One `draws.open-feed` page holds at most this many draws (and at most OPEN_FEED_PAGE_BYTES of them); a date's draws are never split. */
export const OPEN_FEED_PAGE_DRAWS = 1_000;
/** Half of a NATS reply's 1 MB, so a page with a date's extra draws still fits. */
export const OPEN_FEED_PAGE_BYTES = 512 * 1024;

/**
 * `draws.open-feed`: a page of the game's draws newest first, dated on or before `until` (the
 * previous page's `nextUntil`) and on or after `since` (the licence's first covered date).
 */
export const drawsOpenFeedRequestSchema = z.object({ game: gameField, until: isoDateSchema.optional(), since: isoDateSchema.optional() });
export type DrawsOpenFeedRequest = z.input<typeof drawsOpenFeedRequestSchema>;

export const drawsOpenFeedResponseSchema = z.object({
  draws: z.array(openDrawSchema),
  /** The next page's `until`; null on the last page. */
  nextUntil: isoDateSchema.nullable(),
  /** As openDrawsFeedSchema's, read with the page: pages of one feed must agree on it. */
  lastModified: instant.nullable(),
});
export type DrawsOpenFeedResponse = z.infer<typeof drawsOpenFeedResponseSchema>;
