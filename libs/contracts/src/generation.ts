import { z } from 'zod';
import { gameField } from './fields.js';
import {
  CALENDAR_DATE_PATTERN,
  DEFAULT_SETS_PER_REQUEST,
  isCalendarDate,
  MAX_BIRTHDATES,
  MAX_FAVORITES,
  MAX_IMPORTANT_DATES,
  MAX_SETS_PER_REQUEST,
  GAME_IDS,
  METHOD_IDS,
  POPULARITY_REASONS,
  ZODIAC_SIGNS,
  type MethodOptionsById,
  type MethodWithOptions,
} from '@pickwise/lottery';

export { METHOD_IDS, ZODIAC_SIGNS, invalidMethodMessage, type MethodId, type ZodiacSign } from '@pickwise/lottery';

export {
  DEFAULT_SETS_PER_REQUEST,
  MAX_BIRTHDATES,
  MAX_FAVORITES,
  MAX_IMPORTANT_DATES,
  MAX_SETS_PER_REQUEST,
} from '@pickwise/lottery';

/** A calendar date `yyyy-MM-dd` that exists (2025-02-30 is refused). */
export const isoDateSchema = z.string().regex(CALENDAR_DATE_PATTERN, 'Expected a date as yyyy-MM-dd').refine(isCalendarDate, 'Not a valid calendar date');

const todayUtc = () => new Date().toISOString().slice(0, 10);
// A date "in the future" is judged against the latest time zone on Earth (UTC+14), so a visitor
// whose local date is already tomorrow is not refused.
const latestToday = () => new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10);
const pastDateSchema = isoDateSchema.refine((value) => value <= latestToday(), 'Dates cannot be in the future');
const uniqueDates = (dates: string[]) => [...new Set(dates)];

export const birthdayOptionsSchema = z
  .object({
    birthdates: z.array(pastDateSchema).optional(),
    importantDates: z.array(isoDateSchema).max(MAX_IMPORTANT_DATES, `Maximum ${MAX_IMPORTANT_DATES} important dates allowed`).optional(),
  })
  .transform((options) => ({
    birthdates: uniqueDates(options.birthdates ?? []),
    importantDates: uniqueDates(options.importantDates ?? []),
  }))
  .refine((options) => options.birthdates.length <= MAX_BIRTHDATES, {
    message: `Maximum ${MAX_BIRTHDATES} birthdates allowed`,
    path: ['birthdates'],
  })
  .refine((options) => options.birthdates.length + options.importantDates.length > 0, {
    message: 'Add at least one birthdate or important date',
    path: ['birthdates'],
  });
export type BirthdayOptions = z.output<typeof birthdayOptionsSchema>;

export const luckyOptionsSchema = z.object({
  favorites: z
    .array(z.number({ error: 'Please enter a valid number' }).int('Please enter a valid number'))
    .min(1, 'Add at least one favourite number')
    .max(MAX_FAVORITES, `Maximum ${MAX_FAVORITES} numbers allowed`)
    .refine((favorites) => new Set(favorites).size === favorites.length, 'Number already added'),
});
export type LuckyOptions = z.output<typeof luckyOptionsSchema>;

export const horoscopeOptionsSchema = z
  .object({
    sign: z.enum(ZODIAC_SIGNS, { error: `Sign must be one of: ${ZODIAC_SIGNS.join(', ')}` }),
    date: isoDateSchema.optional(),
  })
  .transform((options) => ({ sign: options.sign, date: options.date ?? todayUtc() }));
export type HoroscopeOptions = z.output<typeof horoscopeOptionsSchema>;

/** Options each method accepts; methods not listed take none (extra options are ignored). */
export const METHOD_OPTIONS_SCHEMAS = {
  birthday: birthdayOptionsSchema,
  lucky: luckyOptionsSchema,
  horoscope: horoscopeOptionsSchema,
} as const satisfies { readonly [M in MethodWithOptions]: z.ZodType<MethodOptionsById[M]> };

export type MethodOptions = BirthdayOptions | LuckyOptions | HoroscopeOptions | Record<string, never>;

/** A seed that reproduces a reply: printable text up to 64 characters, or a safe integer. */
export const seedSchema = z.union([
  z.string().trim().min(1).max(64).regex(/^[\x21-\x7e]+$/, 'Seed must be printable ASCII without spaces'),
  z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).transform(String),
]);

/**
 * POST /api/generate body and the `generation.generate` request. The method stays a plain string
 * here so an unknown one gets the specification's `Invalid method: <id>` from the service.
 */
export const generateRequestSchema = z.strictObject({
  game: gameField,
  method: z.string().min(1).max(32).default('random'),
  count: z.number().int().min(1).max(MAX_SETS_PER_REQUEST).default(DEFAULT_SETS_PER_REQUEST),
  options: z.record(z.string(), z.unknown()).optional(),
  seed: seedSchema.optional(),
  requestId: z.string().max(128).optional(),
  /** 'Fewer shared wins': steer away from lines many people pick (libs/lottery popularity). */
  fewerShared: z.boolean().optional(),
});
export type GenerateRequest = z.input<typeof generateRequestSchema>;
export type ParsedGenerateRequest = z.output<typeof generateRequestSchema>;

/**
 * POST /api/generate/replay and `generation.replay`: a share link's request, which gives the same
 * sets again and is not logged as a new generation. `statsAsOf` is the reply's: the newest draw the
 * statistics held, or 'none' when the sets were made without them.
 */
export const replayRequestSchema = generateRequestSchema.extend({
  seed: seedSchema,
  statsAsOf: z.union([isoDateSchema, z.literal('none')], { error: 'statsAsOf must be a date as yyyy-MM-dd or none' }),
});
export type ReplayRequest = z.input<typeof replayRequestSchema>;
export type ParsedReplayRequest = z.output<typeof replayRequestSchema>;

/** meta.popularity of every generated set: the jackpot-sharing risk and the reasons that raise it. */
export const popularitySchema = z.object({
  score: z.number().int().min(0).max(100),
  reasons: z.array(z.object({ id: z.enum(POPULARITY_REASONS), points: z.number().int() })),
});

export const generatedSetSchema = z.object({
  main: z.array(z.number().int()),
  special: z.array(z.number().int()),
  method: z.enum(METHOD_IDS),
  meta: z.looseObject({ popularity: popularitySchema.optional() }).optional(),
});
export type GeneratedSetDto = z.infer<typeof generatedSetSchema>;

export const generateResponseSchema = z.object({
  game: z.string(),
  method: z.enum(METHOD_IDS),
  seed: z.string(),
  /** The newest draw in the statistics the sets were made with; null when made without them. A replay passes it back. */
  statsAsOf: z.string().nullable(),
  sets: z.array(generatedSetSchema),
});
export type GenerateResponse = z.infer<typeof generateResponseSchema>;


export const GENERATION_LOG_STATUSES = ['success', 'error'] as const;
export const GENERATION_LOGS_MAX_LIMIT = 500;

/** GET /api/admin/generation-logs and `generation.logs.list`: a page of the log, newest first, optionally filtered. */
export const generationLogsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(GENERATION_LOGS_MAX_LIMIT).default(50),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  game: z.enum(GAME_IDS, { error: `game must be one of: ${GAME_IDS.join(', ')}` }).optional(),
  method: z.enum(METHOD_IDS, { error: `method must be one of: ${METHOD_IDS.join(', ')}` }).optional(),
  status: z.enum(GENERATION_LOG_STATUSES, { error: `status must be one of: ${GENERATION_LOG_STATUSES.join(', ')}` }).optional(),
});
export type GenerationLogsQuery = z.output<typeof generationLogsQuerySchema>;
export const generationLogEntrySchema = z.object({
  timestamp: z.string(),
  requestId: z.string(),
  game: z.string(),
  method: z.string(),
  count: z.number().int(),
  executionTimeMs: z.number(),
  fallbacks: z.number().int(),
  status: z.enum(GENERATION_LOG_STATUSES),
});
export type GenerationLogEntry = z.infer<typeof generationLogEntrySchema>;

/** A page of the log and the number of entries that match the filters (for paging). */
export const generationLogsListSchema = z.object({ logs: z.array(generationLogEntrySchema), total: z.number().int() });
export type GenerationLogsList = z.infer<typeof generationLogsListSchema>;
