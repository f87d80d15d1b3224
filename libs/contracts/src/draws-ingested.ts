import { z } from 'zod';
import { isoDateSchema } from './generation.js';
import { sha256HexSchema } from './draw-verification.js';

/** Largest batch the ingestion side may publish on `draws.ingested.<game>` (one JetStream message). */
export const MAX_INGESTED_BATCH = 1_000;

/** One normalised draw as ingestion publishes it: numbers ascending, the game's special numbers apart from its drawn bonus numbers. */
export const ingestedDrawSchema = z.object({
  draw_date: isoDateSchema,
  main: z.array(z.number().int()).min(1).max(20),
  special: z.array(z.number().int()).max(5).default([]),
  /** Drawn bonus numbers (see `GameRules.bonusPositions`); empty when the game has none or the provider lacks them. */
  bonus: z.array(z.number().int()).max(5).default([]),
  jackpot: z.number().nonnegative().nullable().default(null),
  source: z.string().min(1).max(255),
});
export type IngestedDraw = z.output<typeof ingestedDrawSchema>;

/**
 * The JetStream message on `draws.ingested.<game>` (stream DRAWS): one batch of an ingest run.
 * Published with `Nats-Msg-Id` = `drawsIngestedMsgId(game, runId, batch)`, so a re-published batch
 * inside the stream's duplicate window is stored once.
 */
export const drawsIngestedBatchSchema = z.object({
  game: z.string().min(1).max(64),
  runId: z.string().min(1).max(128),
  batch: z.number().int().min(0),
  draws: z.array(ingestedDrawSchema).max(MAX_INGESTED_BATCH),
  /**
   * The provider whose response the batch was read from, when it was fetched, and the SHA-256 of
   * that response's bytes: each draw's source record (draw-verification.ts). Optional because
   * batches published before they existed may still be in the DRAWS stream; the draws service then
   * takes each draw's `source`, the message's time and no hash.
   */
  provider: z.string().min(1).max(255).optional(),
  fetchedAt: z.iso.datetime({ offset: true }).optional(),
  payloadSha256: sha256HexSchema.optional(),
});
export type DrawsIngestedBatch = z.input<typeof drawsIngestedBatchSchema>;

export const drawsIngestedMsgId = (game: string, runId: string, batch: number) => `${game}:${runId}:${batch}`;
