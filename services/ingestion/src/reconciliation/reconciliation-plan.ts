/**
 * What a reconciliation pass does with the draws the draws service has not verified, as pure
 * functions of the pending draws, the attempts made so far and the time: which draws are still
 * worth asking about, which provider to ask when, and how each counts in the unverified gauge.
 */
import { UNVERIFIED_AFTER_MINUTES, VERIFICATION_PENDING_DAYS, type PendingDraw, type UnverifiedReason } from '@pickwise/contracts';
import { formatISO } from 'date-fns';

const MINUTE_MS = 60_000;

/** How long after a draw was first seen its other sources are asked; after that it stays as it is and the alert says so. */
export const RECONCILIATION_DEADLINE_HOURS = 48;

/**
 * Minutes to wait before asking a provider again after its n-th answer without the draw (the
 * last entry repeats): a second source usually publishes within minutes to hours of the draw,
 * so the first asks are close together and the quota is spared later on.
 */
export const RECONCILIATION_BACKOFF_MINUTES: readonly number[] = [5, 10, 20, 40, 80, 160, 240];

// The admin panel's Game Health lists the draws the gauge counts, so the threshold and the reasons are contracts.
export { UNVERIFIED_AFTER_MINUTES, UNVERIFIED_REASONS, type UnverifiedReason } from '@pickwise/contracts';

/**
 * Only draws dated within this many days are reconciled and counted: a draw first seen now but
 * dated earlier came from the shipped history or a backfill, not from a new result.
 */
export const RECONCILED_DRAW_DAYS = VERIFICATION_PENDING_DAYS;

/** What asking a provider for a draw gave: the draw (published), no such draw yet, or a failure (HTTP, breaker, payload). */
export const ATTEMPT_OUTCOMES = ['answered', 'missing', 'failed'] as const;
export type AttemptOutcome = (typeof ATTEMPT_OUTCOMES)[number];

/** The attempts at one (draw, provider) so far: a row of `reconciliation_attempts`. */
export interface AttemptRecord {
  attempts: number;
  outcome: AttemptOutcome;
  nextAttemptAt: Date;
}

const isoDate = (at: Date) => formatISO(at, { representation: 'date' });

/** When a provider that did not answer with the draw for the `attempts`-th time is asked again. */
export function nextAttemptAt(attempts: number, at: Date): Date {
  const index = Math.min(Math.max(attempts, 1), RECONCILIATION_BACKOFF_MINUTES.length) - 1;
  return new Date(at.getTime() + (RECONCILIATION_BACKOFF_MINUTES[index] ?? 0) * MINUTE_MS);
}

/** A draw dated within RECONCILED_DRAW_DAYS of `now`: a new result, not a history import. */
export function isRecentDraw(draw: Pick<PendingDraw, 'drawDate'>, now: Date): boolean {
  return draw.drawDate >= isoDate(new Date(now.getTime() - RECONCILED_DRAW_DAYS * 24 * 60 * MINUTE_MS));
}

/** True while the draw's other sources are still asked. */
export function withinDeadline(draw: Pick<PendingDraw, 'firstSeenAt'>, now: Date): boolean {
  return now.getTime() - Date.parse(draw.firstSeenAt) <= RECONCILIATION_DEADLINE_HOURS * 60 * MINUTE_MS;
}

/** The game's usable providers (in DRAW_READERS order) that have not reported the draw. */
export function otherSources(draw: Pick<PendingDraw, 'providers'>, usable: readonly string[]): string[] {
  return usable.filter((provider) => !draw.providers.includes(provider));
}

/**
 * The providers to ask for the draw now, in order: its other sources whose backoff has run out and
 * that have not answered with it already (a published answer waits for the draws service, it is
 * not fetched again). None for an old-dated draw or after the deadline.
 */
export function providersToAsk(draw: PendingDraw, usable: readonly string[], attempts: ReadonlyMap<string, AttemptRecord>, now: Date): string[] {
  if (!isRecentDraw(draw, now) || !withinDeadline(draw, now)) return [];
  return otherSources(draw, usable).filter((provider) => {
    const attempt = attempts.get(provider);
    return !attempt || (attempt.outcome !== 'answered' && attempt.nextAttemptAt.getTime() <= now.getTime());
  });
}

/**
 * How a pending draw counts in the gauge: disputed at once; provisional once UNVERIFIED_AFTER_MINUTES
 * have passed, as `unconfirmed` while another source could confirm it and `single-source` when the
 * game has no other usable provider (nothing can confirm it: the magayo-only games). Undefined: not counted.
 */
export function unverifiedReason(draw: PendingDraw, usable: readonly string[], now: Date): UnverifiedReason | undefined {
  if (!isRecentDraw(draw, now)) return undefined;
  if (draw.status === 'disputed') return 'disputed';
  if (now.getTime() - Date.parse(draw.firstSeenAt) < UNVERIFIED_AFTER_MINUTES * MINUTE_MS) return undefined;
  // Asked already or not, a usable provider beyond the reporting ones is a second source that could confirm it.
  return usable.some((provider) => !draw.providers.includes(provider)) ? 'unconfirmed' : 'single-source';
}
