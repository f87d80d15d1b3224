/**
 * docs/product-spec.md §4, §9: a tooltip opens 700 ms after the pointer comes onto its trigger (at
 * once on keyboard focus), and "a 300 ms skip-delay window applies after closing": once a tooltip
 * that was showing closes, a tooltip the pointer reaches within 300 ms opens at once, so the pointer
 * can run along a row of triggers without waiting at each. The window is one for the page, shared by
 * every tooltip (this library is a Module Federation singleton).
 */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

let lastClosedAt = Number.NEGATIVE_INFINITY;

/** A tooltip that was showing closed at `now` (milliseconds of `performance.now()`). */
export function tooltipClosed(now: number): void {
  lastClosedAt = now;
}

/** The delay before a tooltip the pointer reaches at `now` shows: none within the skip-delay window. */
export function tooltipOpenDelay(now: number): number {
  return now - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_OPEN_DELAY_MS;
}
