/**
 * Whether a game's stored draws may be behind: results are published within hours of a draw, so
 * a day after a scheduled draw at least one successful ingestion of the game should have run.
 */
import type { Game } from '../games.js';
import { previousDrawAt } from './next-draw.js';

/** How long after a scheduled draw its result may be missing before the history page says so. */
export const INGESTION_GRACE_MS = 24 * 60 * 60 * 1000;

/** The newest scheduled draw of the game whose grace day is over at `now`: one that ingestion must have seen. */
export function drawDueBy(game: Game, now: Date): Date {
  return previousDrawAt(game, new Date(now.getTime() - INGESTION_GRACE_MS));
}

/**
 * Stale when no ingestion of the game succeeded since the newest scheduled draw whose day of grace
 * has passed (`lastSuccessAt` null: never). Counting from that draw, not the very last one, keeps a
 * game stale that missed Tuesday's draw while Friday's is still within its day.
 */
export function isIngestionStale(game: Game, lastSuccessAt: Date | null, now: Date): boolean {
  return lastSuccessAt === null || lastSuccessAt.getTime() < drawDueBy(game, now).getTime();
}
