import { retryAfterMs } from './delivery-outcome.js';

describe('retryAfterMs', () => {
  const now = new Date('2026-07-11T12:00:00Z');

  it('reads seconds and HTTP dates (RFC 9110 §10.2.3)', () => {
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Sat, 11 Jul 2026 12:05:00 GMT', now)).toBe(300_000);
  });

  it('takes a date already past as no wait, and says nothing of an absent or unreadable header', () => {
    expect(retryAfterMs('Sat, 11 Jul 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs(' ', now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });
});
