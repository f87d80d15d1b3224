import { MAX_RETRY_DELAY_MS, retryDelayMs } from './back-off.js';

describe('retryDelayMs', () => {
  const middle = () => 0.5;

  it('doubles from the base with each failed attempt', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 30_000, undefined, middle))).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it('spreads a wait by at most a fifth either way', () => {
    expect(retryDelayMs(3, 30_000, undefined, () => 0)).toBe(96_000);
    expect(retryDelayMs(3, 30_000, undefined, () => 0.999_999)).toBe(144_000);
  });

  it('never waits longer than six hours', () => {
    expect(retryDelayMs(20, 30_000, undefined, () => 0.999_999)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(1, 30_000, 24 * 3_600_000, middle)).toBe(MAX_RETRY_DELAY_MS);
  });

  it("waits at least as long as the server's Retry-After", () => {
    expect(retryDelayMs(1, 30_000, 300_000, middle)).toBe(300_000);
    expect(retryDelayMs(4, 30_000, 1_000, middle)).toBe(240_000);
  });
});
