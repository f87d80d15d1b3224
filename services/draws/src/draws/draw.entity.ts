import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { CURRENCY_CODES, DRAW_STATUSES } from '@pickwise/lottery';

/**
 * One past draw of one game. The key is (game, draw_date, main), not (game, draw_date) as first
 * designed: since 2026-06-10 UK Lotto draws two rounds on some nights, published with the same
 * date, and both must be kept (see data/history/README.md).
 */
export const Draw = defineEntity({
  name: 'Draw',
  tableName: 'draws',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    /** Public game id (`california-lottery`, not the admin id `california-superlotto`). */
    game: p.string().length(64),
    /** The draw's local calendar date, yyyy-mm-dd. */
    drawDate: p.date().fieldName('draw_date'),
    /** Main numbers, ascending. */
    main: p.array(Number).columnType('int[]'),
    /** The game's special numbers (empty when it has none). */
    special: p.array(Number).columnType('int[]'),
    /** Drawn bonus numbers (bonus ball, Jolly, Complementario), drawn order; empty when none or unknown. */
    bonus: p.array(Number).columnType('int[]'),
    /** As published by the source, in the source's currency; null when unknown. */
    jackpot: p.decimal('number').precision(18).scale(2).nullable(),
    /** The currency `jackpot` is in, set with it (libs/lottery `storedJackpotCurrency`); null when it is. */
    jackpotCurrency: p.enum(CURRENCY_CODES).columnType('varchar(3)').fieldName('jackpot_currency').nullable(),
    /** The first-ranked source, whose numbers the draw holds (libs/lottery `verifyDraw`). */
    source: p.string().length(255),
    /** When the row was last written (inserted or its values or status changed). */
    ingestedAt: p.datetime().fieldName('ingested_at').defaultRaw('now()'),
    /** By libs/lottery `verifyDraw` over the draw's `draw_sources`. */
    status: p.enum(DRAW_STATUSES).columnType('varchar(16)').default('provisional'),
    /** When its first source fetched it. */
    firstSeenAt: p.datetime().fieldName('first_seen_at').defaultRaw('now()'),
    /** When the report that verified it was fetched; null while it is not verified. */
    verifiedAt: p.datetime().fieldName('verified_at').nullable(),
  },
  uniques: [{ name: 'draws_game_draw_date_main_unique', properties: ['game', 'drawDate', 'main'] }],
});

/**
 * What one source said of one draw (issue 39): updated when the same source reports it again. The
 * shipped history counts as one source (`fromHistory`), named by its file's `source` column.
 */
export const DrawSourceRow = defineEntity({
  name: 'DrawSourceRow',
  tableName: 'draw_sources',
  properties: {
    drawId: p.bigint('number').fieldName('draw_id').primary(),
    provider: p.string().length(255).primary(),
    fetchedAt: p.datetime().fieldName('fetched_at'),
    main: p.array(Number).columnType('int[]'),
    special: p.array(Number).columnType('int[]'),
    bonus: p.array(Number).columnType('int[]'),
    jackpot: p.decimal('number').precision(18).scale(2).nullable(),
    /** SHA-256 (hex) of the payload the draw was read from; null when it was not kept. */
    payloadSha256: p.string().columnType('char(64)').fieldName('payload_sha256').nullable(),
    fromHistory: p.boolean().fieldName('from_history').default(false),
    recordedAt: p.datetime().fieldName('recorded_at').defaultRaw('now()'),
  },
});

/** A stored draw's numbers or jackpot changed: the values before and after, the source and the time (issue 39). */
export const DrawCorrectionRow = defineEntity({
  name: 'DrawCorrectionRow',
  tableName: 'draw_corrections',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    /** Null once the draw itself was deleted; the correction stays. */
    drawId: p.bigint('number').fieldName('draw_id').nullable(),
    game: p.string().length(64),
    drawDate: p.date().fieldName('draw_date'),
    before: p.json(),
    after: p.json(),
    provider: p.string().length(255),
    correctedAt: p.datetime().fieldName('corrected_at').defaultRaw('now()'),
  },
});

export type DrawEntity = InferEntity<typeof Draw>;
