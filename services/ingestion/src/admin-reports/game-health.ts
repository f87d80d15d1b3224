import { GAME_HEALTH_UNVERIFIED_SHOWN, type AdminGameHealth, type AdminUnverifiedDraw, type DrawDetail, type PendingDraw, type UnverifiedReason } from '@pickwise/contracts';
import { ADMIN_GAME_ORDER, ZERO_ROW_FETCHES_COMPARED, ZERO_ROW_FETCHES_WARNING, findGame } from '@pickwise/lottery';
import type { GameLogSummary } from '../ingest-log/ingest-log.repository.js';

/** The S-2 check: the newest successful runs that it compares each inserted nothing. */
export function hasZeroRowFetches(recentSuccessInserts: readonly number[]): boolean {
  return recentSuccessInserts.length >= ZERO_ROW_FETCHES_COMPARED && recentSuccessInserts.slice(0, ZERO_ROW_FETCHES_COMPARED).every((rows) => rows === 0);
}

/** A game's unverified draws: how many, and the first GAME_HEALTH_UNVERIFIED_SHOWN (oldest first) with why each counts. */
export interface UnverifiedOfGame {
  count: number;
  shown: (PendingDraw & { reason: UnverifiedReason })[];
}

/**
 * The pending draws (oldest first) that count as unverified, by game: `reasonOf` is the gauge's
 * rule (reconciliation-plan's unverifiedReason), so the cards list exactly what the alert counts, and single-source too.
 */
export function unverifiedByGame(pending: readonly PendingDraw[], reasonOf: (draw: PendingDraw) => UnverifiedReason | undefined): Map<string, UnverifiedOfGame> {
  const byGame = new Map<string, UnverifiedOfGame>();
  for (const draw of pending) {
    const reason = reasonOf(draw);
    if (!reason) continue;
    const game = byGame.get(draw.game) ?? { count: 0, shown: [] };
    game.count += 1;
    if (game.shown.length < GAME_HEALTH_UNVERIFIED_SHOWN) game.shown.push({ ...draw, reason });
    byGame.set(draw.game, game);
  }
  return byGame;
}

/**
 * The unverified draws of one date with their sources from `draws.details` (null when it did not
 * answer): the date's n-th pending draw is its n-th draw not verified (UK Lotto draws two rounds some nights).
 */
export function withSources(pending: readonly (PendingDraw & { reason: UnverifiedReason })[], details: readonly DrawDetail[] | null): AdminUnverifiedDraw[] {
  const unverified = details?.filter((detail) => detail.draw.status !== 'verified') ?? [];
  return pending.map((draw, index) => {
    const detail = unverified[index];
    return {
      drawDate: draw.drawDate,
      status: draw.status,
      firstSeenAt: draw.firstSeenAt,
      reason: draw.reason,
      jackpotCurrency: detail?.draw.jackpot_currency ?? null,
      sources: detail ? detail.draw.sources : null,
    };
  });
}

/**
 * The Game Health cards, one per game of the admin list in its order, from each game's log summary
 * (keyed by public id) and the stored draw counts (null when the draws service did not answer), and the unverified draws by public id (null when
 * `draws.verification.pending` did not answer).
 */
export function gameHealthCards(
  summaries: ReadonlyMap<string, GameLogSummary>,
  drawCounts: Readonly<Record<string, number>> | null,
  unverified: ReadonlyMap<string, { count: number; draws: AdminUnverifiedDraw[] }> | null,
  now: Date,
): AdminGameHealth[] {
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
      unverifiedDraws: unverified ? (unverified.get(gameId)?.draws ?? []) : null,
      unverifiedCount: unverified ? (unverified.get(gameId)?.count ?? 0) : null,
    };
  });
}
