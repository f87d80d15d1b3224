import { DomainError } from '@pickwise/contracts';
import { findGame, salesCutoffAt, scheduledDrawDates, type Game, type GameId } from '@pickwise/lottery';
import type { Sql } from '../database/tickets-database.js';

/**
 * Whether a draw of a pool still takes changes (issue 36): it is a scheduled draw of one of the
 * pool's games, its sales have not closed, and its record is not sealed. After the seal nothing of
 * the draw changes; tickets added later belong to a later draw.
 */
export async function assertDrawOpen(sql: Sql, tables: { pools: string; poolSeals: string }, poolId: string, game: GameId, date: string, now: Date): Promise<Game> {
  const gameData = findGame(game)!;
  const { rows } = await sql.query<{ playing: boolean; sealed: boolean }>(
    `select $2 = any(p.games) as playing,
            exists (select 1 from ${tables.poolSeals} s where s.pool_id = p.id and s.game = $2 and s.draw_date = $3::date) as sealed
       from ${tables.pools} p where p.id = $1`,
    [poolId, game, date],
  );
  if (!rows[0]?.playing) throw new DomainError('VALIDATION', `This pool does not play ${gameData.name}`);
  if (scheduledDrawDates(gameData, date, date).length === 0) throw new DomainError('VALIDATION', `${gameData.name} does not draw on ${date}`);
  if (rows[0].sealed) throw new DomainError('CONFLICT', `The record of ${gameData.name} on ${date} is sealed: nothing of that draw can change`);
  if (salesCutoffAt(game, date).getTime() <= now.getTime()) throw new DomainError('CONFLICT', `Sales for ${gameData.name} on ${date} have closed`);
  return gameData;
}
