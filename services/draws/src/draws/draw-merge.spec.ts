import { findGame, type Game } from '@pickwise/lottery';
import { DrawMerge, rankedSources, type DrawState, type IncomingReport } from './draw-merge.js';

const game = (id: string) => findGame(id) as Game;

const reportOf = (provider: string, overrides: Partial<IncomingReport> = {}): IncomingReport => ({
  drawDate: '2026-11-20',
  provider,
  fetchedAt: '2026-11-20T21:00:00.000Z',
  main: [4, 17, 23, 38, 49],
  special: [3, 11],
  bonus: [],
  jackpot: null,
  payloadSha256: 'a'.repeat(64),
  fromHistory: false,
  ...overrides,
});

/** A stored draw as the repository reads it, with the one source the report describes. */
function stored(report: IncomingReport, id = 1): DrawState {
  const { drawDate, ...source } = report;
  return { id, drawDate, main: source.main, special: source.special, bonus: source.bonus, jackpot: source.jackpot, jackpotCurrency: null, source: source.provider, status: 'provisional', firstSeenAt: source.fetchedAt, verifiedAt: null, sources: [source] };
}

describe('DrawMerge', () => {
  it('changes nothing for a report stored already, even fetched again later', () => {
    const merge = new DrawMerge(game('eurojackpot'), [stored(reportOf('magayo'))]);
    expect(merge.apply(reportOf('magayo', { fetchedAt: '2026-11-21T08:00:00.000Z' }))).toBe('unchanged');
    expect(merge.changes()).toEqual({ inserts: [], updates: [], changedDates: [] });
    expect(merge.changedSources.size).toBe(0);
  });

  it('reads other main numbers on a one-draw date as a contradiction of the stored draw, not a new draw', () => {
    const merge = new DrawMerge(game('eurojackpot'), [stored(reportOf('magayo'))]);
    expect(merge.apply(reportOf('lottoland', { main: [4, 17, 23, 38, 50] }))).toBe('updated');
    const { inserts, updates, changedDates } = merge.changes();
    expect(inserts).toEqual([]);
    expect(changedDates).toEqual(['2026-11-20']);
    // lottoland ranks first for EuroJackpot: the disputed draw holds its numbers, and that is a correction.
    expect(updates).toMatchObject([{ id: 1, status: 'disputed', source: 'lottoland', main: [4, 17, 23, 38, 50] }]);
    expect(merge.corrections).toMatchObject([{ provider: 'lottoland', before: { main: [4, 17, 23, 38, 49] }, after: { main: [4, 17, 23, 38, 50] } }]);
  });

  it('keeps a second UK Lotto round of the same night as another draw', () => {
    const first = reportOf('uk-national-lottery', { drawDate: '2026-07-01', main: [1, 9, 17, 25, 33, 41], special: [], bonus: [7] });
    const merge = new DrawMerge(game('uk-lotto'), [stored(first)]);
    expect(merge.apply({ ...first, main: [2, 10, 18, 26, 34, 42], bonus: [8] })).toBe('inserted');
    expect(merge.changes().inserts).toHaveLength(1);
    expect(merge.corrections).toEqual([]);
  });

  it("verifies on the operator's publication alone, at the time it was fetched", () => {
    const merge = new DrawMerge(game('powerball'), []);
    const report = reportOf('ny-open-data', { main: [8, 10, 14, 45, 59], special: [5] });
    expect(merge.apply(report)).toBe('inserted');
    expect(merge.changes().inserts).toMatchObject([{ status: 'verified', verifiedAt: report.fetchedAt, firstSeenAt: report.fetchedAt }]);
  });

  it('keeps the shipped history one source: a row naming another repository replaces the previous one', () => {
    const seeded = reportOf('old/repository', { fromHistory: true });
    const merge = new DrawMerge(game('eurojackpot'), [stored(seeded)]);
    // The same numbers: only which source the draw is shown as from changes.
    expect(merge.apply(reportOf('new/repository', { fromHistory: true, payloadSha256: 'b'.repeat(64) }))).toBe('statusChanged');
    expect(merge.changes().changedDates).toEqual([]);
    expect(merge.changes().updates[0]?.sources.map((source) => source.provider)).toEqual(['new/repository']);
    expect([...(merge.removedSources.values().next().value ?? [])]).toEqual(['old/repository']);
    expect(merge.changes().updates[0]?.status).toBe('provisional');
  });

  it('ranks the game readers first in their order, then the rest by first fetch', () => {
    const sources = [reportOf('z/archive', { fetchedAt: '2026-01-01T00:00:00.000Z' }), reportOf('magayo'), reportOf('a/archive'), reportOf('lottoland')];
    expect(rankedSources(game('eurojackpot'), sources).map((source) => source.provider)).toEqual(['lottoland', 'magayo', 'z/archive', 'a/archive']);
  });
});

describe('DrawMerge status changes', () => {
  it('counts a second agreeing source as a status change, not as changed numbers', () => {
    const merge = new DrawMerge(game('eurojackpot'), [stored(reportOf('magayo'))]);
    expect(merge.apply(reportOf('lottoland', { fetchedAt: '2026-11-20T22:00:00.000Z' }))).toBe('statusChanged');
    const { updates, changedDates } = merge.changes();
    expect(updates).toMatchObject([{ status: 'verified', verifiedAt: '2026-11-20T22:00:00.000Z', source: 'lottoland' }]);
    expect(changedDates).toEqual([]);
    expect(merge.corrections).toEqual([]);
  });
});

describe('DrawMerge and a draw written outside the service', () => {
  it('records the row itself as a source once another source reports the draw', () => {
    const outside = { ...stored(reportOf('integration-test')), id: 7 };
    const merge = new DrawMerge(game('eurojackpot'), [outside], new Set([outside]));
    expect(merge.apply(reportOf('magayo'))).toBe('statusChanged');
    expect([...(merge.changedSources.get(outside) ?? [])].sort()).toEqual(['integration-test', 'magayo']);
  });
});
