import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { OPEN_FEED_PAGE_BYTES, OPEN_FEED_PAGE_DRAWS, type DrawsOpenFeedRequest, type DrawsOpenFeedResponse, type OpenDraw } from '@pickwise/contracts';
import { qualifiedTableName } from '@pickwise/nest-kit';
import { Draw, DrawSourceRow } from './draw.entity.js';
import { rankedSources } from './draw-merge.js';
import { requireGame } from './game-lookup.js';

const isoInstant = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Where a page ends: after at most OPEN_FEED_PAGE_DRAWS draws and OPEN_FEED_PAGE_BYTES of their
 * JSON (one NATS reply holds 1 MB; a draw with many sources is ~600 bytes), never between two draws
 * of one date (UK Lotto's two rounds a night), since the next page starts at a date. `rows` holds
 * one draw more than a page when more follow. Returns how many rows the page keeps and the next
 * page's `until` (null on the last page).
 */
export function pageEnd(rows: readonly OpenDraw[], more: boolean): { keep: number; nextUntil: string | null } {
  let bytes = 0;
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index]!;
    const full = index >= OPEN_FEED_PAGE_DRAWS || bytes >= OPEN_FEED_PAGE_BYTES;
    if (full && row.drawDate !== rows[index - 1]!.drawDate) return { keep: index, nextUntil: row.drawDate };
    bytes += JSON.stringify(row).length + 1;
  }
  if (!more) return { keep: rows.length, nextUntil: null };
  // The extra row's date may continue on the next page: its draws of that date go there with it.
  const last = rows.at(-1)!.drawDate;
  let keep = rows.length;
  while (keep > 0 && rows[keep - 1]!.drawDate === last) keep--;
  return { keep, nextUntil: last };
}

/**
 * `draws.open-feed`: a game's draws for the open feed, newest first, in pages the gateway puts
 * together (read from the table, not cached: the gateway keeps the assembled feed until the game's
 * draws change). Each page says when the game's draws last changed, so the gateway can tell pages
 * read across a write apart.
 */
@Injectable()
export class OpenFeedReader {
  constructor(private readonly em: EntityManager) {}

  async page(request: DrawsOpenFeedRequest): Promise<DrawsOpenFeedResponse> {
    const game = requireGame(request.game);
    const draws = qualifiedTableName(this.em, Draw);
    const sources = qualifiedTableName(this.em, DrawSourceRow);
    const connection = this.em.getConnection();
    const bounds = [request.until === undefined ? '' : 'and d.draw_date <= ?', request.since === undefined ? '' : 'and d.draw_date >= ?'].join(' ');
    const parameters = [game.id, ...(request.until === undefined ? [] : [request.until]), ...(request.since === undefined ? [] : [request.since]), OPEN_FEED_PAGE_DRAWS + 1];
    const [rows, [changed]] = await Promise.all([
      connection.execute<OpenDraw[]>(
        `select to_char(d.draw_date, 'YYYY-MM-DD') as "drawDate", d.main, d.special, d.bonus, d.jackpot::float8 as jackpot, d.jackpot_currency as currency, d.status,
                coalesce((select json_agg(json_build_object('provider', s.provider, 'fetchedAt', ${isoInstant('s.fetched_at')})) from ${sources} s where s.draw_id = d.id), '[]'::json) as sources
           from ${draws} d where d.game = ? ${bounds}
          order by d.draw_date desc, d.id desc limit ?`,
        parameters,
      ),
      // A draw written (its ingested_at) or a source added or changed (its recorded_at), whichever is newer.
      connection.execute<{ at: string | null }[]>(
        `select ${isoInstant(`greatest((select max(ingested_at) from ${draws} where game = ?), (select max(s.recorded_at) from ${sources} s join ${draws} d on d.id = s.draw_id where d.game = ?))`)} as at`,
        [game.id, game.id],
      ),
    ]);
    const more = rows.length > OPEN_FEED_PAGE_DRAWS;
    const { keep, nextUntil } = pageEnd(rows, more);
    return {
      draws: rows.slice(0, keep).map((row) => ({ ...row, sources: rankedSources(game, row.sources) })),
      nextUntil,
      lastModified: changed?.at ?? null,
    };
  }
}
