import { ticketResultsMsgId } from '@pickwise/nest-kit';
import { correctionKey, oldestRecentDrawDate, resultsEventMsgId, resultsEvents } from './results-announcer.js';

describe('tickets.results events', () => {
  it('names every player once, in numbered parts of at most the part size', () => {
    const users = ['a', 'b', 'c', 'd', 'e'];
    expect(resultsEvents('powerball', '2026-11-25', users, 2)).toEqual([
      { game: 'powerball', drawDate: '2026-11-25', users: ['a', 'b'], part: 1, parts: 3 },
      { game: 'powerball', drawDate: '2026-11-25', users: ['c', 'd'], part: 2, parts: 3 },
      { game: 'powerball', drawDate: '2026-11-25', users: ['e'], part: 3, parts: 3 },
    ]);
    expect(resultsEvents('powerball', '2026-11-25', users, 5)).toHaveLength(1);
  });

  it('gives a part the same message id only for the same players (a re-publish whose parts shifted is not dropped as a duplicate)', () => {
    const [first, second] = resultsEvents('powerball', '2026-11-25', ['a', 'b', 'c', 'd'], 2);
    const [shiftedFirst, shiftedSecond] = resultsEvents('powerball', '2026-11-25', ['a', 'b', 'c', 'cc', 'd'], 2);
    expect(ticketResultsMsgId(first!)).toMatch(/^powerball:2026-11-25:1:[\w-]{16}$/);
    expect(ticketResultsMsgId(shiftedFirst!)).toBe(ticketResultsMsgId(first!));
    expect(ticketResultsMsgId(shiftedSecond!)).not.toBe(ticketResultsMsgId(second!));
    expect(ticketResultsMsgId(second!).startsWith('powerball:2026-11-25:2:')).toBe(true);
  });

  it("gives a correction's parts the correction and ids of their own, the same for the same draws event", () => {
    const key = correctionKey({ game: 'powerball', runId: 'run-1', batch: 0 });
    expect(key).toMatch(/^[\w-]{22}$/);
    expect(correctionKey({ game: 'powerball', runId: 'run-1', batch: 0 })).toBe(key);
    expect(correctionKey({ game: 'powerball', runId: 'run-1', batch: 1 })).not.toBe(key);
    expect(correctionKey({ game: 'powerball', runId: 'run-1' })).not.toBe(key);
    const [plain] = resultsEvents('powerball', '2026-11-25', ['a', 'b'], 2);
    const [corrected] = resultsEvents('powerball', '2026-11-25', ['a', 'b'], 2, { id: key });
    expect(corrected).toEqual({ ...plain, correction: { id: key } });
    expect(resultsEventMsgId(plain!)).toBe(ticketResultsMsgId(plain!));
    expect(resultsEventMsgId(corrected!)).toBe(`${ticketResultsMsgId(plain!)}:corrected:${key}`);
  });

  it('announces nothing for a draw nobody holds', () => {
    expect(resultsEvents('powerball', '2026-11-25', [], 1_000)).toEqual([]);
  });

  it('counts a draw as recent for 7 UTC days after its date, across a month end', () => {
    expect(oldestRecentDrawDate(new Date('2026-12-03T23:59:59Z'))).toBe('2026-11-26');
    expect(oldestRecentDrawDate(new Date('2026-12-04T00:00:00Z'))).toBe('2026-11-27');
  });
});
