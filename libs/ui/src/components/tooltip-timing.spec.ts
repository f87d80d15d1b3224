import { describe, expect, it } from '@jest/globals';
import { TOOLTIP_OPEN_DELAY_MS, tooltipClosed, tooltipOpenDelay } from './tooltip-timing.js';

describe('tooltip timing', () => {
  it('opens after the open delay when no tooltip has closed yet', () => {
    expect(tooltipOpenDelay(1_000)).toBe(TOOLTIP_OPEN_DELAY_MS);
  });

  it('opens the next tooltip at once within 300 ms of the last one closing, then waits again', () => {
    tooltipClosed(10_000);
    expect(tooltipOpenDelay(10_000)).toBe(0);
    expect(tooltipOpenDelay(10_299)).toBe(0);
    expect(tooltipOpenDelay(10_300)).toBe(TOOLTIP_OPEN_DELAY_MS);
    expect(tooltipOpenDelay(12_000)).toBe(TOOLTIP_OPEN_DELAY_MS);
  });
});
