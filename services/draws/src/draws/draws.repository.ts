import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { DrawRecord, LatestDraw } from '@pickwise/contracts';
import { findGame, storedJackpotCurrency, type DrawRow, type GameId } from '@pickwise/lottery';
import { qualifiedTableName } from '@pickwise/nest-kit';
import { Draw } from './draw.entity.js';

/** A draw to store: a history row without its matrix label (the date implies it). */
export type StoredDraw = Omit<DrawRow, 'matrix'>;

export interface UpsertCounts {
  inserted: number;
  updated: number;
  skipped: number;
}

/** The counts, and the dates of the draws inserted or updated (oldest first, each once). */
export interface UpsertResult extends UpsertCounts {
  dates: string[];
}

/** Rows per INSERT statement: one JSON parameter each, well under PostgreSQL's limits. */
const UPSERT_BATCH = 5_000;

/**
 * A stored row differs from an incoming one: other special numbers, or a jackpot (or its currency)
 * or bonus numbers now known or different (a source that lacks them never erases what another gave).
 */
const differs = (stored: string, incoming: string) =>
  `(${stored}.special is distinct from ${incoming}.special` +
  ` or (${incoming}.jackpot is not null and (${stored}.jackpot is distinct from ${incoming}.jackpot or ${stored}.jackpot_currency is distinct from ${incoming}.jackpot_currency))` +
  ` or (cardinality(${incoming}.bonus) > 0 and ${stored}.bonus is distinct from ${incoming}.bonus))`;

const keyOf = (draw: StoredDraw) => `${draw.drawDate}|${draw.main.join(',')}`;
/** The order of the table's unique key (date, then main numbers as PostgreSQL compares int arrays). */
function byKey(a: StoredDraw, b: StoredDraw): number {
  if (a.drawDate !== b.drawDate) return a.drawDate < b.drawDate ? -1 : 1;
  for (let index = 0; index < Math.min(a.main.length, b.main.length); index++) {
    const difference = (a.main[index] as number) - (b.main[index] as number);
    if (difference !== 0) return difference;
  }
  return a.main.length - b.main.length;
}

/**
 * Reads and writes `draws`. Writes are one set-based statement per batch: the batch travels as a
 * single JSON parameter expanded by `jsonb_to_recordset`; rows already stored as given are left
 * out by a read-only join first (so an unchanged reseed locks and writes nothing), and the rest go
 * through `on conflict (game, draw_date, main)`, which updates a row only when its special numbers
 * or jackpot changed. `xmax = 0` in RETURNING tells a fresh insert from an update; rows not
 * returned were already stored as given.
 */
@Injectable()
export class DrawsRepository {
  constructor(private readonly em: EntityManager) {}

  private get table(): string {
    return qualifiedTableName(this.em, Draw);
  }

  async upsert(game: GameId, draws: readonly StoredDraw[]): Promise<UpsertResult> {
    // The same key twice in one statement is an error for ON CONFLICT DO UPDATE; the last wins.
    // Rows go in key order: two replicas writing overlapping draws at once (both seeding a new
    // database, a batch redelivered while the first replica still writes it) then lock them in the
    // same order and one waits for the other, where any other order can deadlock.
    const unique = [...new Map(draws.map((draw) => [keyOf(draw), draw])).values()].sort(byKey);
    const counts: UpsertCounts = { inserted: 0, updated: 0, skipped: draws.length - unique.length };
    const dates = new Set<string>();
    const known = findGame(game);
    if (!known) throw new Error(`Unknown game ${game}`);
    // Each jackpot is stored with the currency its source published it in, so a row keeps it whoever updates the row later.
    const currencyOf = (draw: StoredDraw) => (draw.jackpot === null ? null : storedJackpotCurrency(known, draw.source));
    for (let start = 0; start < unique.length; start += UPSERT_BATCH) {
      const batch = unique.slice(start, start + UPSERT_BATCH);
      const payload = JSON.stringify(
        batch.map((draw) => ({
          game,
          draw_date: draw.drawDate,
          main: draw.main,
          special: draw.special,
          bonus: draw.bonus,
          jackpot: draw.jackpot,
          jackpot_currency: currencyOf(draw),
          source: draw.source,
        })),
      );
      const rows = await this.em.getConnection().execute<{ inserted: boolean; draw_date: string }[]>(
        `with incoming as (
           select * from jsonb_to_recordset(?::jsonb)
             as r(game text, draw_date date, main int[], special int[], bonus int[], jackpot numeric, jackpot_currency text, source text)
         ), changed as (
           select i.* from incoming i
           left join ${this.table} d on d.game = i.game and d.draw_date = i.draw_date and d.main = i.main
           where d.id is null or ${differs('d', 'i')}
         )
         insert into ${this.table} as d (game, draw_date, main, special, bonus, jackpot, jackpot_currency, source)
         select game, draw_date, main, special, bonus, jackpot, jackpot_currency, source from changed
         order by draw_date, main
         on conflict (game, draw_date, main) do update
           set special = excluded.special,
               bonus = case when cardinality(excluded.bonus) > 0 then excluded.bonus else d.bonus end,
               jackpot = coalesce(excluded.jackpot, d.jackpot),
               jackpot_currency = case when excluded.jackpot is null then d.jackpot_currency else excluded.jackpot_currency end,
               source = excluded.source, ingested_at = now()
           where ${differs('d', 'excluded')}
         returning (d.xmax::text = '0') as inserted, to_char(d.draw_date, 'YYYY-MM-DD') as draw_date`,
        [payload],
      );
      const inserted = rows.filter((row) => row.inserted).length;
      counts.inserted += inserted;
      counts.updated += rows.length - inserted;
      counts.skipped += batch.length - rows.length;
      for (const row of rows) dates.add(row.draw_date);
    }
    return { ...counts, dates: [...dates].sort() };
  }

  /**
   * The dates of the game's draws written (inserted or updated) after `since` (every stored date
   * when absent), oldest first: what the history seed announces.
   */
  async datesWrittenSince(game: GameId, since: Date | string | undefined): Promise<string[]> {
    const rows = await this.em.getConnection().execute<{ draw_date: string }[]>(
      `select distinct to_char(draw_date, 'YYYY-MM-DD') as draw_date from ${this.table} where game = ? and ingested_at > ? order by 1`,
      [game, since ?? '-infinity'],
    );
    return rows.map((row) => row.draw_date);
  }

  /** The game's draws dated `from` to `to` (both included), oldest first (equal dates in storage order), at most `limit`. */
  async range(game: GameId, options: { from: string; to?: string; limit: number }): Promise<DrawRecord[]> {
    const to = options.to ? 'and draw_date <= ?' : '';
    return this.em.getConnection().execute<DrawRecord[]>(
      `select game, to_char(draw_date, 'YYYY-MM-DD') as draw_date, main, special, bonus, jackpot::float8 as jackpot, jackpot_currency, source
         from ${this.table} where game = ? and draw_date >= ? ${to}
         order by draw_date, id limit ?`,
      options.to ? [game, options.from, options.to, options.limit] : [game, options.from, options.limit],
    );
  }

  /**
   * Newest first; equal dates (UK Lotto's two rounds a night) by storage order, newest first. One
   * plain query shaped as the reply's records (no entity hydration), served by the
   * `draws_game_newest` index.
   */
  async newest(game: GameId, options: { limit: number; offset: number; since?: string }): Promise<DrawRecord[]> {
    const since = options.since ? 'and draw_date >= ?' : '';
    return this.em.getConnection().execute<DrawRecord[]>(
      `select game, to_char(draw_date, 'YYYY-MM-DD') as draw_date, main, special, bonus, jackpot::float8 as jackpot, jackpot_currency, source
         from ${this.table} where game = ? ${since}
         order by draw_date desc, id desc limit ? offset ?`,
      options.since ? [game, options.since, options.limit, options.offset] : [game, options.limit, options.offset],
    );
  }

  /** Every draw of the game, oldest first (equal dates in storage order), shaped as the list's records. */
  async everyDraw(game: GameId): Promise<DrawRecord[]> {
    return this.em.getConnection().execute<DrawRecord[]>(
      `select game, to_char(draw_date, 'YYYY-MM-DD') as draw_date, main, special, bonus, jackpot::float8 as jackpot, jackpot_currency, source
         from ${this.table} where game = ? order by draw_date, id`,
      [game],
    );
  }

  /** The newest draw of each game (equal dates by storage order, as `newest`); games without draws are absent. */
  async newestOfEach(games: readonly GameId[]): Promise<(LatestDraw & { game: GameId })[]> {
    return this.em.getConnection().execute<(LatestDraw & { game: GameId })[]>(
      `select distinct on (game) game, to_char(draw_date, 'YYYY-MM-DD') as draw_date, jackpot::float8 as jackpot, jackpot_currency, source
         from ${this.table} where game in (select jsonb_array_elements_text(?::jsonb))
         order by game, draw_date desc, id desc`,
      [JSON.stringify(games)],
    );
  }

  async countGame(game: GameId, since?: string): Promise<number> {
    const [row] = await this.em.getConnection().execute<{ count: number }[]>(
      `select count(*)::int as count from ${this.table} where game = ? ${since ? 'and draw_date >= ?' : ''}`,
      since ? [game, since] : [game],
    );
    return row?.count ?? 0;
  }

  /** Exact number of stored draws per game id (games without draws are absent). */
  async countsByGame(): Promise<Map<string, number>> {
    const rows = await this.em.getConnection().execute<{ game: string; count: number }[]>(
      `select game, count(*)::int as count from ${this.table} group by game`,
    );
    return new Map(rows.map((row) => [row.game, row.count]));
  }
}
