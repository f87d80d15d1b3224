import { OPEN_FEED_PAGE_BYTES, OPEN_FEED_PAGE_DRAWS, type OpenDraw } from '@pickwise/contracts';
import { pageEnd } from './open-feed.js';

const draw = (drawDate: string, sources = 1): OpenDraw => ({
  drawDate,
  main: [1, 2, 3, 4, 5, 6],
  special: [7],
  bonus: [],
  jackpot: null,
  currency: null,
  status: 'provisional',
  sources: Array.from({ length: sources }, (_, index) => ({ provider: `provider-${index}-${'x'.repeat(200)}`, fetchedAt: '2026-12-01T00:00:00.000Z' })),
});
/** `count` draws on consecutive days back from 2026-12-01, newest first. */
const days = (count: number, sources = 1) => Array.from({ length: count }, (_, index) => draw(new Date(Date.UTC(2026, 11, 1) - index * 86_400_000).toISOString().slice(0, 10), sources));

describe('pageEnd (a draws.open-feed page)', () => {
  it('keeps every row of the last page', () => {
    expect(pageEnd(days(10), false)).toEqual({ keep: 10, nextUntil: null });
  });

  it('stops at OPEN_FEED_PAGE_DRAWS draws and starts the next page at the first draw left out', () => {
    const rows = days(OPEN_FEED_PAGE_DRAWS + 1);
    expect(pageEnd(rows, true)).toEqual({ keep: OPEN_FEED_PAGE_DRAWS, nextUntil: rows[OPEN_FEED_PAGE_DRAWS]!.drawDate });
  });

  it('never splits the draws of one date (UK Lotto’s two rounds a night): they go to the next page together', () => {
    const rows = days(OPEN_FEED_PAGE_DRAWS + 1);
    rows[OPEN_FEED_PAGE_DRAWS - 1] = { ...rows[OPEN_FEED_PAGE_DRAWS - 1]!, drawDate: rows[OPEN_FEED_PAGE_DRAWS]!.drawDate };
    expect(pageEnd(rows, true)).toEqual({ keep: OPEN_FEED_PAGE_DRAWS - 1, nextUntil: rows[OPEN_FEED_PAGE_DRAWS]!.drawDate });
  });

  it('stops once the page holds OPEN_FEED_PAGE_BYTES of JSON, however few draws that is (draws with many sources)', () => {
    const rows = days(OPEN_FEED_PAGE_DRAWS + 1, 6);
    const { keep, nextUntil } = pageEnd(rows, true);
    expect(keep).toBeLessThan(OPEN_FEED_PAGE_DRAWS);
    expect(nextUntil).toBe(rows[keep]!.drawDate);
    const bytes = JSON.stringify(rows.slice(0, keep)).length;
    expect(bytes).toBeGreaterThanOrEqual(OPEN_FEED_PAGE_BYTES);
    // Well under one NATS reply (1 MB) with the reply's envelope.
    expect(bytes).toBeLessThan(OPEN_FEED_PAGE_BYTES + 2_000);
  });
});
