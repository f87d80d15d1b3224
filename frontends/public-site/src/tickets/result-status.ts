import type { DrawVerificationStatus, LineResult } from '@pickwise/contracts';

/** The statuses My tickets says beside a result: its draw is not confirmed, so the result may still change (issue 39). */
export type UnconfirmedStatus = Exclude<DrawVerificationStatus, 'verified'>;

/**
 * The status to say beside a draw's results: provisional or disputed, else null (verified, pending, or a
 * status older services do not give, which show as before). A draw's lines share its status.
 */
export function unconfirmedStatus(lines: readonly Pick<LineResult, 'status' | 'drawStatus'>[]): UnconfirmedStatus | null {
  const status = lines.find((line) => line.status === 'checked' && line.drawStatus)?.drawStatus;
  return status === 'provisional' || status === 'disputed' ? status : null;
}

/** The page's `t` (or a test's): every call passes its values, as i18next's overloads need. */
type Translate = (key: string, values: Record<string, unknown>) => string;

/** A draw's results' heading as screen readers hear it: with its status when it is not confirmed. */
export function drawResultsLabel(t: Translate, date: string, status: UnconfirmedStatus | null): string {
  return status ? t('tickets.results.drawOfStatus', { date, status: t(`verification.status.${status}`, {}) }) : t('tickets.results.drawOf', { date });
}

/** A ticket's line about its unconfirmed draws (the list's `drawsUnverified`), or null when none or not given. */
export function unverifiedDrawsText(t: Translate, drawsUnverified: number | undefined): string | null {
  return drawsUnverified ? t('tickets.card.unverified', { count: drawsUnverified }) : null;
}
