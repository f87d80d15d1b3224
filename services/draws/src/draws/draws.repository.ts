import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  VERIFICATION_PENDING_DAYS,
  VERIFICATION_PENDING_LIMIT_DEFAULT,
  type DrawCorrection,
  type DrawListEntry,
  type DrawProvenance,
  type DrawRecord,
  type LatestDraw,
  type PendingDraw,
} from '@pickwise/contracts';
import { findGame, type DrawRow, type GameId } from '@pickwise/lottery';
import { qualifiedTableName } from '@pickwise/nest-kit';
import { Draw, DrawCorrectionRow, DrawSourceRow } from './draw.entity.js';
import { DrawMerge, rankedSources, type DrawState, type SourceState } from './draw-merge.js';

/** A draw to store: a history row without its matrix label (the date implies it). */
export type StoredDraw = Omit<DrawRow, 'matrix'>;

export interface UpsertCounts {
  inserted: number;
  updated: number;
  skipped: number;
}

/**
 * The counts, how many of the skipped changed status only, and the dates of the draws inserted or
 * whose numbers or jackpot changed (oldest first, each once).
 */
export interface UpsertResult extends UpsertCounts {
  statusChanged: number;
  dates: string[];
}

/** A report's provenance: when its payload was fetched, the payload's hash, and whether it is the shipped history. */
export interface SourceReport {
  /** When the payload was fetched; the time of the write when unknown. */
  fetchedAt?: Date | string;
  /** SHA-256 (hex) of the payload bytes; null or absent when unknown. */
  payloadSha256?: string | null;
  /** The draws come from the shipped history, one source whichever repository a row names. */
  fromHistory?: boolean;
}

/** An instant column as an ISO string in UTC with milliseconds, as the contracts give instants. */
const isoInstant = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const drawColumns = (draw: DrawState) => ({
  draw_date: draw.drawDate,
  main: draw.main,
  special: draw.special,
  bonus: draw.bonus,
  jackpot: draw.jackpot,
  jackpot_currency: draw.jackpotCurrency,
  source: draw.source,
  status: draw.status,
  first_seen_at: draw.firstSeenAt,
  verified_at: draw.verifiedAt,
});

const sourceColumns = (source: SourceState) => ({
  provider: source.provider,
  fetched_at: source.fetchedAt,
  main: source.main,
  special: source.special,
  bonus: source.bonus,
  jackpot: source.jackpot,
  payload_sha256: source.payloadSha256,
  from_history: source.fromHistory,
});

const sameKeyOf = (draw: StoredDraw) => `${draw.source}|${draw.drawDate}|${draw.main.join(',')}`;

/** What `draws.list` reads besides a draw's record: its provenance, each source by who and when. */
const LISTED_PROVENANCE = `d.status, ${isoInstant('d.first_seen_at')} as "firstSeenAt", ${isoInstant('d.verified_at')} as "verifiedAt"`;

/**
 * Reads and writes `draws` and its provenance (`draw_sources`, `draw_corrections`). A write is one
 * transaction per batch holding the game's advisory lock: it reads the stored draws of the batch's
 * dates with their sources, lets `DrawMerge` decide (libs/lottery `verifyDraw`) and writes only
 * what changed, each kind of row in one set-based statement (the batch travels as one JSON
 * parameter expanded by `jsonb_to_recordset`). The lock makes two replicas writing the same game
 * (both seeding a new database, a batch redelivered while the first replica still writes it) wait
 * for each other, and the second then finds the draws as it wants them.
 */
@Injectable()
export class DrawsRepository {
  constructor(private readonly em: EntityManager) {}

  private get table(): string {
    return qualifiedTableName(this.em, Draw);
  }

  private get sourcesTable(): string {
    return qualifiedTableName(this.em, DrawSourceRow);
  }

  private get correctionsTable(): string {
    return qualifiedTableName(this.em, DrawCorrectionRow);
  }

  async upsert(game: GameId, draws: readonly StoredDraw[], report: SourceReport = {}): Promise<UpsertResult> {
    const known = findGame(game);
    if (!known) throw new Error(`Unknown game ${game}`);
    // The same draw twice from one source in one batch: the last wins.
    const unique = [...new Map(draws.map((draw) => [sameKeyOf(draw), draw])).values()];
    const counts = { inserted: 0, updated: 0, skipped: draws.length - unique.length, statusChanged: 0 };
    if (unique.length === 0) return { ...counts, dates: [] };
    const fetchedAt = new Date(report.fetchedAt ?? Date.now()).toISOString();
    return this.em.fork().transactional(async (em) => {
      await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`pickwise-draws:${this.table}:${game}`]);
      const stored = await this.storedOn(em, game, [...new Set(unique.map((draw) => draw.drawDate))]);
      const merge = new DrawMerge(known, stored, new Set(stored.filter((draw) => draw.unrecorded)));
      for (const draw of unique) {
        const outcome = merge.apply({
          drawDate: draw.drawDate,
          provider: draw.source,
          fetchedAt,
          main: [...draw.main],
          special: [...draw.special],
          bonus: [...draw.bonus],
          jackpot: draw.jackpot,
          payloadSha256: report.payloadSha256 ?? null,
          fromHistory: report.fromHistory ?? false,
        });
        // A status change alone leaves the numbers tickets are checked with: counted with the skipped, as the run log expects.
        if (outcome === 'unchanged' || outcome === 'statusChanged') counts.skipped++;
        if (outcome !== 'unchanged') counts[outcome]++;
      }
      const { inserts, updates, changedDates } = merge.changes();
      await this.insertDraws(em, game, inserts);
      await this.updateDraws(em, updates);
      await this.writeSources(em, merge);
      await this.writeCorrections(em, game, merge);
      return { ...counts, dates: changedDates };
    });
  }

  /**
   * The stored draws of the dates, each with every source that reported it; a draw written outside
   * the service (no `draw_sources` row) has the row itself as its one source, `unrecorded`.
   */
  private async storedOn(em: EntityManager, game: GameId, dates: readonly string[]): Promise<(DrawState & { unrecorded: boolean })[]> {
    const rows = await em.execute<(Omit<DrawState, 'sources'> & { sources: SourceState[] })[]>(
      `select d.id::float8 as id, to_char(d.draw_date, 'YYYY-MM-DD') as "drawDate", d.main, d.special, d.bonus, d.jackpot::float8 as jackpot,
              d.jackpot_currency as "jackpotCurrency", d.source, d.status, ${isoInstant('d.first_seen_at')} as "firstSeenAt", ${isoInstant('d.verified_at')} as "verifiedAt",
              coalesce((select json_agg(json_build_object('provider', s.provider, 'fetchedAt', ${isoInstant('s.fetched_at')}, 'main', s.main, 'special', s.special,
                'bonus', s.bonus, 'jackpot', s.jackpot::float8, 'payloadSha256', s.payload_sha256, 'fromHistory', s.from_history))
                from ${this.sourcesTable} s where s.draw_id = d.id), '[]'::json) as sources
         from ${this.table} d
        where d.game = ? and d.draw_date in (select jsonb_array_elements_text(?::jsonb)::date)
        order by d.draw_date, d.id`,
      [game, JSON.stringify(dates)],
    );
    return rows.map((row) => ({
      ...row,
      unrecorded: row.sources.length === 0,
      sources: row.sources.length > 0 ? row.sources : [{ provider: row.source, fetchedAt: row.firstSeenAt, main: row.main, special: row.special, bonus: row.bonus, jackpot: row.jackpot, payloadSha256: null, fromHistory: false }],
    }));
  }

  private async insertDraws(em: EntityManager, game: GameId, draws: DrawState[]): Promise<void> {
    if (draws.length === 0) return;
    const rows = await em.execute<{ id: number; draw_date: string; main: number[] }[]>(
      `insert into ${this.table} (game, draw_date, main, special, bonus, jackpot, jackpot_currency, source, status, first_seen_at, verified_at)
       select ?, r.draw_date, r.main, r.special, r.bonus, r.jackpot, r.jackpot_currency, r.source, r.status, r.first_seen_at, r.verified_at
         from jsonb_to_recordset(?::jsonb) as r(draw_date date, main int[], special int[], bonus int[], jackpot numeric, jackpot_currency text,
              source text, status text, first_seen_at timestamptz, verified_at timestamptz)
        order by r.draw_date, r.main
       returning id::float8 as id, to_char(draw_date, 'YYYY-MM-DD') as draw_date, main`,
      [game, JSON.stringify(draws.map(drawColumns))],
    );
    const byKey = new Map(draws.map((draw) => [`${draw.drawDate}|${draw.main.join(',')}`, draw]));
    for (const row of rows) {
      const draw = byKey.get(`${row.draw_date}|${row.main.join(',')}`);
      if (draw) draw.id = row.id;
    }
  }

  private async updateDraws(em: EntityManager, draws: DrawState[]): Promise<void> {
    if (draws.length === 0) return;
    await em.execute(
      `update ${this.table} d
          set main = r.main, special = r.special, bonus = r.bonus, jackpot = r.jackpot, jackpot_currency = r.jackpot_currency, source = r.source,
              status = r.status, verified_at = r.verified_at, ingested_at = now()
         from jsonb_to_recordset(?::jsonb) as r(id bigint, main int[], special int[], bonus int[], jackpot numeric, jackpot_currency text,
              source text, status text, verified_at timestamptz)
        where d.id = r.id`,
      [JSON.stringify(draws.map((draw) => ({ id: draw.id, ...drawColumns(draw) })))],
      'run',
    );
  }

  /** The sources each draw gained or changed, and the history sources a newer history source replaced. */
  private async writeSources(em: EntityManager, merge: DrawMerge): Promise<void> {
    const changed = [...merge.changedSources].flatMap(([draw, providers]) => draw.sources.filter((source) => providers.has(source.provider)).map((source) => ({ draw_id: draw.id, ...sourceColumns(source) })));
    if (changed.length > 0) {
      await em.execute(
        `insert into ${this.sourcesTable} (draw_id, provider, fetched_at, main, special, bonus, jackpot, payload_sha256, from_history)
         select r.draw_id, r.provider, r.fetched_at, r.main, r.special, r.bonus, r.jackpot, r.payload_sha256, r.from_history
           from jsonb_to_recordset(?::jsonb) as r(draw_id bigint, provider text, fetched_at timestamptz, main int[], special int[], bonus int[], jackpot numeric,
                payload_sha256 text, from_history boolean)
         on conflict (draw_id, provider) do update
           set fetched_at = excluded.fetched_at, main = excluded.main, special = excluded.special, bonus = excluded.bonus, jackpot = excluded.jackpot,
               payload_sha256 = excluded.payload_sha256, from_history = excluded.from_history, recorded_at = now()`,
        [JSON.stringify(changed)],
        'run',
      );
    }
    const removed = [...merge.removedSources].flatMap(([draw, providers]) => [...providers].map((provider) => ({ draw_id: draw.id, provider })));
    if (removed.length > 0) {
      await em.execute(
        `delete from ${this.sourcesTable} s using jsonb_to_recordset(?::jsonb) as r(draw_id bigint, provider text) where s.draw_id = r.draw_id and s.provider = r.provider`,
        [JSON.stringify(removed)],
        'run',
      );
    }
  }

  private async writeCorrections(em: EntityManager, game: GameId, merge: DrawMerge): Promise<void> {
    if (merge.corrections.length === 0) return;
    const rows = merge.corrections.map((correction) => ({ draw_id: correction.draw.id, draw_date: correction.draw.drawDate, before: correction.before, after: correction.after, provider: correction.provider }));
    await em.execute(
      `insert into ${this.correctionsTable} (draw_id, game, draw_date, before, after, provider)
       select r.draw_id, ?, r.draw_date, r.before, r.after, r.provider
         from jsonb_to_recordset(?::jsonb) as r(draw_id bigint, draw_date date, before jsonb, after jsonb, provider text)`,
      [game, JSON.stringify(rows)],
      'run',
    );
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
   * `draws_game_newest` index, with each draw's status and sources (who, when fetched).
   */
  async newest(game: GameId, options: { limit: number; offset: number; since?: string }): Promise<DrawListEntry[]> {
    const since = options.since ? 'and d.draw_date >= ?' : '';
    const rows = await this.em.getConnection().execute<DrawListEntry[]>(
      `select d.game, to_char(d.draw_date, 'YYYY-MM-DD') as draw_date, d.main, d.special, d.bonus, d.jackpot::float8 as jackpot, d.jackpot_currency, d.source, ${LISTED_PROVENANCE},
              coalesce((select json_agg(json_build_object('provider', s.provider, 'fetchedAt', ${isoInstant('s.fetched_at')})) from ${this.sourcesTable} s where s.draw_id = d.id), '[]'::json) as sources
         from ${this.table} d where d.game = ? ${since}
         order by d.draw_date desc, d.id desc limit ? offset ?`,
      options.since ? [game, options.since, options.limit, options.offset] : [game, options.limit, options.offset],
    );
    const known = findGame(game);
    return known ? rows.map((row) => ({ ...row, sources: rankedSources(known, row.sources) })) : rows;
  }

  /** The provenance of the game's draws on a date, by their main numbers (the details' draws). */
  async provenanceOn(game: GameId, date: string): Promise<{ main: number[]; provenance: DrawProvenance }[]> {
    const known = findGame(game);
    if (!known) return [];
    const rows = await this.storedOn(this.em.fork(), game, [date]);
    return rows.map((row) => ({
      main: row.main,
      provenance: {
        status: row.status,
        firstSeenAt: row.firstSeenAt,
        verifiedAt: row.verifiedAt,
        // As draws.list: a draw written outside the service names no source.
        sources: row.unrecorded ? [] : rankedSources(known, row.sources).map(({ fromHistory: _fromHistory, ...source }) => source),
      },
    }));
  }

  /**
   * Draws not verified, first seen `olderThanMinutes` ago or earlier but within the last
   * VERIFICATION_PENDING_DAYS days, and dated at most that long before they were first seen (news,
   * not a history seeded today); oldest first, served by the `draws_unverified` index.
   */
  async pendingVerification(options: { olderThanMinutes?: number; limit?: number }): Promise<PendingDraw[]> {
    const rows = await this.em.getConnection().execute<(Omit<PendingDraw, 'providers'> & { providers: string[] })[]>(
      `select d.game, to_char(d.draw_date, 'YYYY-MM-DD') as "drawDate", d.status, ${isoInstant('d.first_seen_at')} as "firstSeenAt",
              coalesce((select json_agg(s.provider) from ${this.sourcesTable} s where s.draw_id = d.id), '[]'::json) as providers
         from ${this.table} d
        where d.status <> 'verified' and d.first_seen_at > now() - make_interval(days => ?) and d.first_seen_at <= now() - make_interval(mins => ?)
          and d.draw_date >= (d.first_seen_at at time zone 'UTC')::date - ?::int
        order by d.first_seen_at, d.id limit ?`,
      [VERIFICATION_PENDING_DAYS, options.olderThanMinutes ?? 0, VERIFICATION_PENDING_DAYS, options.limit ?? VERIFICATION_PENDING_LIMIT_DEFAULT],
    );
    return rows.map((row) => {
      const known = findGame(row.game);
      const providers = known ? rankedSources(known, row.providers.map((provider) => ({ provider, fetchedAt: '' }))).map((source) => source.provider) : row.providers;
      return { ...row, status: row.status === 'disputed' ? 'disputed' : 'provisional', providers };
    });
  }

  /** The game's corrections, newest first, and how many there are. */
  async corrections(game: GameId, options: { limit: number; offset: number }): Promise<{ corrections: DrawCorrection[]; total: number }> {
    const connection = this.em.getConnection();
    const [corrections, [count]] = await Promise.all([
      connection.execute<DrawCorrection[]>(
        `select to_char(draw_date, 'YYYY-MM-DD') as "drawDate", before, after, provider, ${isoInstant('corrected_at')} as "correctedAt"
           from ${this.correctionsTable} where game = ? order by corrected_at desc, id desc limit ? offset ?`,
        [game, options.limit, options.offset],
      ),
      connection.execute<{ total: number }[]>(`select count(*)::int as total from ${this.correctionsTable} where game = ?`, [game]),
    ]);
    return { corrections, total: count?.total ?? 0 };
  }

  /** The game's verified draws' dates and main numbers (what the statistics count as verified). */
  async verifiedDraws(game: GameId): Promise<Pick<DrawRecord, 'draw_date' | 'main'>[]> {
    return this.em.getConnection().execute<Pick<DrawRecord, 'draw_date' | 'main'>[]>(
      `select to_char(draw_date, 'YYYY-MM-DD') as draw_date, main from ${this.table} where game = ? and status = 'verified'`,
      [game],
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
