import type { AdminGameHealth } from '@pickwise/contracts';
import { ADMIN_GAME_ORDER, ZERO_ROW_FETCHES_COMPARED, ZERO_ROW_FETCHES_WARNING, findGame } from '@pickwise/lottery';
import type { GameLogSummary } from '../ingest-log/ingest-log.repository.js';

/** The S-2 check: the newest successful runs that it compares each inserted nothing. */
export function hasZeroRowFetches(recentSuccessInserts: readonly number[]): boolean {
  return recentSuccessInserts.length >= ZERO_ROW_FETCHES_COMPARED && recentSuccessInserts.slice(0, ZERO_ROW_FETCHES_COMPARED).every((rows) => rows === 0);
}

/**
 * The Game Health cards, one per game of the admin list in its order, from each game's log summary
 * (keyed by public id) and the stored draw counts (null when the draws service did not answer).
 */
export function gameHealthCards(summaries: ReadonlyMap<string, GameLogSummary>, drawCounts: Readonly<Record<string, number>> | null, now: Date): AdminGameHealth[] {
  return ADMIN_GAME_ORDER.map((gameId): AdminGameHealth => {
    const game = findGame(gameId)!;
    const summary = summaries.get(gameId);
    const newest = summary?.newest;
    return {
      game: game.adminId,
      gameId,
      name: game.name,
      currency: game.currency,
      status: newest?.status ?? 'never',
      lastRunAt: newest ? newest.startedAt.toISOString() : null,
      lastRunAgeSeconds: newest ? Math.max(0, Math.floor((now.getTime() - newest.startedAt.getTime()) / 1000)) : null,
      lastRows: newest ? newest.rowsInserted : null,
      totalDraws: drawCounts ? (drawCounts[gameId] ?? 0) : null,
      lastError: summary?.newestFailure ? { message: summary.newestFailure.message, at: summary.newestFailure.startedAt.toISOString() } : null,
      warning: hasZeroRowFetches(summary?.recentSuccessInserts ?? []) ? ZERO_ROW_FETCHES_WARNING : null,
    };
  });
}
