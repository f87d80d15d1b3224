import { findGame, type Game } from '@pickwise/lottery';
import type { CandidateDraw } from './check-draw.js';
import { collectDraws, keepFor, type PayloadRow } from './collect-draws.js';
import { ProviderPayloadError } from '../provider.js';

const lotto = findGame('uk-lotto') as Game;
const row = (drawDate: string, main = [1, 2, 3, 4, 5, 6]): PayloadRow => ({ at: `row ${drawDate}`, read: { drawDate, main, special: [], jackpot: null } satisfies CandidateDraw });
const dates = (rows: PayloadRow[], keep?: Parameters<typeof collectDraws>[3]) => collectDraws('uk-national-lottery', lotto, rows, keep).draws.map((draw) => draw.draw_date);

describe('collectDraws', () => {
  const rows = [row('2026-06-10'), row('2026-06-13'), row('2026-06-10', [7, 8, 9, 10, 11, 12]), row('2026-06-06')];

  it('keeps every draw in payload order, both draws of a night included', () => {
    expect(dates(rows)).toEqual(['2026-06-10', '2026-06-13', '2026-06-10', '2026-06-06']);
  });

  it('keeps a date range, inclusive', () => {
    expect(dates(rows, { since: '2026-06-10', until: '2026-06-12' })).toEqual(['2026-06-10', '2026-06-10']);
    expect(dates(rows, { since: '2026-06-07' })).toEqual(['2026-06-10', '2026-06-13', '2026-06-10']);
  });

  it('keeps the newest draws, still in payload order', () => {
    expect(dates(rows, { newest: 2 })).toEqual(['2026-06-10', '2026-06-13']);
    expect(dates(rows, { newest: 10 })).toHaveLength(4);
  });

  it('lists unreadable rows and failed checks with where they were', () => {
    const result = collectDraws('uk-national-lottery', lotto, [{ at: 'line 2: x', read: 'DrawDate missing' }, row('2026-06-13', [1, 2, 3, 4, 5, 60]), row('2026-06-10')]);
    expect(result.draws.map((draw) => draw.draw_date)).toEqual(['2026-06-10']);
    expect(result.rejected).toEqual([
      { row: 'line 2: x', reason: 'DrawDate missing' },
      { row: 'row 2026-06-13', reason: 'main: 60 outside 1-59' },
    ]);
  });

  it('does not check or reject draws outside what was asked for', () => {
    expect(collectDraws('uk-national-lottery', lotto, [row('2026-06-13', [1, 2, 3, 4, 5, 60]), row('2026-06-10')], { until: '2026-06-10' }).rejected).toEqual([]);
  });

  it('fails a payload of which no row could be read', () => {
    const unreadable = [{ at: 'row 0', read: 'draw_date missing' }, { at: 'row 1', read: 'draw_date missing' }];
    expect(() => collectDraws('ny-open-data', lotto, unreadable)).toThrow(new ProviderPayloadError('ny-open-data', 'no row could be read (row 0: draw_date missing)'));
    expect(collectDraws('ny-open-data', lotto, [])).toEqual({ draws: [], rejected: [] });
  });
});

describe('keepFor', () => {
  it('keeps the range of a range window and everything for a latest one', () => {
    expect(keepFor({ kind: 'range', since: '2026-01-01', until: '2026-01-31', drawDates: [] })).toEqual({ keep: { since: '2026-01-01', until: '2026-01-31' } });
    expect(keepFor({ kind: 'latest', today: '2026-01-31' })).toEqual({});
  });
});
