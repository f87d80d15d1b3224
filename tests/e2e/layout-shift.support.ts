// Layout shifts as the browser scores them (CLS), recorded from the page's start: what a test of a
// late arrival (jackpots, draws, figures) checks did not move anything in view.
import type { Page } from '@playwright/test';

interface ShiftWindow {
  layoutShifts: number[];
}

/** Records every layout shift of the pages `page` opens next (call before `goto`). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as ShiftWindow).layoutShifts = shifts;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The scores of the layout shifts recorded so far on the open page. */
export function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as ShiftWindow).layoutShifts);
}

/** Forgets the layout shifts recorded so far (those of reaching the state a test starts from). */
export async function forgetLayoutShifts(page: Page): Promise<void> {
  await page.evaluate(() => void ((window as unknown as ShiftWindow).layoutShifts.length = 0));
}
