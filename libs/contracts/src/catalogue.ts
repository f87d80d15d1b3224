import { z } from 'zod';
import { GAME_IDS, METHOD_IDS, type GameMatrix } from '@pickwise/lottery';
import { currencyCodeSchema } from './fields.js';
import type { SameShape } from './same-shape.js';

export const bilingualSchema = z.object({ en: z.string(), es: z.string() });

/** A game's matrix as the API sends it: libs/lottery `GameMatrix`, which it must equal. */
// eslint-disable-next-line no-restricted-syntax -- GameMatrix as a schema, held equal to it below
export const gameMatrixSchema = z.object({
  mainCount: z.number().int(),
  mainMax: z.number().int(),
  specialCount: z.number().int(),
  specialMin: z.number().int(),
  specialMax: z.number().int(),
});
const _gameMatrixSchemaIsGameMatrix: SameShape<z.output<typeof gameMatrixSchema>, GameMatrix> = true;

export const drawScheduleSchema = z.object({
  timezone: z.string(),
  /** 0 = Sunday … 6 = Saturday, in the game's time zone. */
  drawDays: z.array(z.number().int().min(0).max(6)),
  drawTime: z.object({ hours: z.number().int(), minutes: z.number().int() }),
});

/** One game of GET /api/games: the catalogue entry plus the next draw time. */
export const gameSummarySchema = z.object({
  id: z.enum(GAME_IDS),
  adminId: z.string(),
  name: z.string(),
  country: bilingualSchema,
  countryCode: z.string(),
  flag: z.string(),
  region: z.enum(['usa', 'europe']),
  currency: currencyCodeSchema,
  currencySymbol: z.string(),
  ...gameMatrixSchema.shape,
  specialName: bilingualSchema.nullable(),
  /** The specification's static jackpot estimate, in whole currency units. */
  estimatedJackpot: z.number(),
  description: bilingualSchema,
  schedule: drawScheduleSchema,
  /** The next draw as an ISO timestamp (UTC). */
  nextDrawAt: z.string(),
});
export type GameSummary = z.infer<typeof gameSummarySchema>;
export const gamesResponseSchema = z.array(gameSummarySchema);

/** One method of GET /api/methods, with the honest note that no method changes the odds. */
export const methodSummarySchema = z.object({
  id: z.enum(METHOD_IDS),
  name: bilingualSchema,
  description: bilingualSchema,
  needsHistory: z.boolean(),
  needsOptions: z.boolean(),
  note: bilingualSchema,
});
export type MethodSummary = z.infer<typeof methodSummarySchema>;
export const methodsResponseSchema = z.array(methodSummarySchema);
