import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { JACKPOT_SOURCES } from '@pickwise/contracts';
import { CURRENCY_CODES } from '@pickwise/lottery';

/**
 * The latest known jackpot of each game: from a provider (`live`), else from the latest stored
 * draw (`fallback`), else the specification's static estimate (`estimated`).
 */
export const JackpotCache = defineEntity({
  name: 'JackpotCache',
  tableName: 'jackpot_cache',
  properties: {
    /** Public game id. */
    game: p.string().length(64).primary(),
    /** In whole currency units, as published. */
    amount: p.decimal('number').precision(18).scale(2),
    currency: p.enum(CURRENCY_CODES).columnType('char(3)'),
    /** The draw the amount is for; null for an estimate. */
    drawDate: p.date().fieldName('draw_date').nullable(),
    source: p.enum(JACKPOT_SOURCES).columnType('varchar(16)'),
    updatedAt: p.datetime().fieldName('updated_at').defaultRaw('now()'),
  },
});

export type JackpotCacheEntry = InferEntity<typeof JackpotCache>;
