import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { JackpotSource } from '@pickwise/contracts';
import { isGameId, type CurrencyCode, type GameId } from '@pickwise/lottery';
import { MigratedSchema, qualifiedTableName } from '@pickwise/nest-kit';
import type { ChosenJackpot } from '../jackpots/choose-jackpot.js';
import type { JackpotCandidates } from '../jackpots/jackpot-figure.js';
import { JackpotCache } from './jackpot-cache.entity.js';

interface StoredRow {
  game: string;
  amount: number;
  currency: CurrencyCode;
  draw_date: string | null;
  source: JackpotSource;
}

/**
 * `jackpot_cache`: the figure each game last showed, so a restarted service answers with it at once
 * (re-checked against the clock, like any candidate) instead of estimates until its first refresh.
 */
@Injectable()
export class JackpotCacheStore {
  constructor(
    private readonly em: EntityManager,
    // Injected so nothing is read or written before the table exists.
    readonly migrated: MigratedSchema,
  ) {}

  private get table(): string {
    return qualifiedTableName(this.em, JackpotCache);
  }

  /** The stored live and fallback figures as candidates (an estimate needs none). */
  async load(): Promise<Map<GameId, JackpotCandidates>> {
    const rows = await this.em.getConnection().execute<StoredRow[]>(
      `select game, amount::float8 as amount, currency, to_char(draw_date, 'YYYY-MM-DD') as draw_date, source from ${this.table}`,
    );
    const candidates = new Map<GameId, JackpotCandidates>();
    for (const { game, amount, currency, draw_date: drawDate, source } of rows) {
      if (!isGameId(game) || drawDate === null || source === 'estimated') continue;
      candidates.set(game, { [source]: { amount, currency, drawDate } });
    }
    return candidates;
  }

  /** One upsert for all the given games. */
  async save(chosen: Map<GameId, ChosenJackpot>): Promise<void> {
    const rows = [...chosen].map(([game, { amount, currency, drawDate, source }]) => ({ game, amount, currency, draw_date: drawDate, source }));
    if (rows.length === 0) return;
    await this.em.getConnection().execute(
      `insert into ${this.table} as c (game, amount, currency, draw_date, source)
       select game, amount, currency, draw_date, source
         from jsonb_to_recordset(?::jsonb) as r(game text, amount numeric, currency text, draw_date date, source text)
       on conflict (game) do update
         set amount = excluded.amount, currency = excluded.currency, draw_date = excluded.draw_date, source = excluded.source, updated_at = now()`,
      [JSON.stringify(rows)],
    );
  }
}
