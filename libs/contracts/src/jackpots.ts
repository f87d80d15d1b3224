import { z } from 'zod';
import { GAME_IDS } from '@pickwise/lottery';
import { currencyCodeSchema } from './fields.js';

/** Where a jackpot figure comes from: a provider's advertised next jackpot, the latest stored draw's, or the spec's static estimate. */
export const JACKPOT_SOURCES = ['live', 'fallback', 'estimated'] as const;
export type JackpotSource = (typeof JACKPOT_SOURCES)[number];

const uniqueValues = (values: string[]) => [...new Set(values)];

/**
 * Game ids of a jackpots request: repeats are dropped, then at most one per game remains. Whether
 * each id is a known game is the jackpots service's answer (NOT_FOUND, `Unknown game id: …`).
 */
const requestedGameIds = z
  .array(z.string().trim().min(1, 'a game id is empty').max(64))
  .min(1, 'list at least one game id')
  .transform(uniqueValues)
  .pipe(z.array(z.string()).max(GAME_IDS.length, `at most ${GAME_IDS.length} games`));

/** `jackpots.get`: the games to answer for; absent means all twelve. */
export const jackpotsRequestSchema = z.object({ games: requestedGameIds.optional() });
export type JackpotsRequest = z.output<typeof jackpotsRequestSchema>;

/** GET /api/jackpots query: `games` as one comma-separated list (`?games=powerball,uk-lotto`). */
export const jackpotsQuerySchema = z.object({
  games: z
    .string({ error: 'games must be one comma-separated list' })
    .max(1_000)
    .transform((list) => list.split(','))
    .pipe(requestedGameIds)
    .optional(),
});

export const jackpotEntrySchema = z.object({
  /** Whole currency units; null only when nothing at all is known. */
  amount: z.number().nonnegative().nullable(),
  /** English display (`$432M`); a page in another language formats `amount` itself. */
  formatted: z.string(),
  currencyCode: currencyCodeSchema,
  /** The game's next draw (ISO timestamp, UTC). */
  drawDate: z.iso.datetime().nullable(),
  source: z.enum(JACKPOT_SOURCES),
});
export type JackpotEntry = z.infer<typeof jackpotEntrySchema>;

/** `jackpots.get` reply and GET /api/jackpots data: one entry per requested game, keyed by its id. */
export const jackpotsResponseSchema = z.partialRecord(z.enum(GAME_IDS), jackpotEntrySchema);
export type JackpotsResponse = z.infer<typeof jackpotsResponseSchema>;
