import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { CURRENCY_CODES } from '@pickwise/lottery';

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
    source: p.string().length(255),
    ingestedAt: p.datetime().fieldName('ingested_at').defaultRaw('now()'),
  },
  uniques: [{ name: 'draws_game_draw_date_main_unique', properties: ['game', 'drawDate', 'main'] }],
});

export type DrawEntity = InferEntity<typeof Draw>;
