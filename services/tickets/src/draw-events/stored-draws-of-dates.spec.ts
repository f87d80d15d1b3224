import type { DrawRecord } from '@pickwise/contracts';
import { storedDrawsOfDates } from './stored-draws-of-dates.js';

const draw = (date: string, first: number): DrawRecord => ({ game: 'uk-lotto', draw_date: date, main: [first, 10, 20, 30, 40, 50], special: [], bonus: [], jackpot: null, jackpot_currency: null, source: 'test' });

/** A stored history served as draws.range serves it: from..to, oldest first, at most `pageSize`. */
function history(draws: DrawRecord[], pageSize: number) {
  const asked: string[] = [];
  const readPage = async (from: string, to: string) => {
    asked.push(`${from}..${to}`);
    return draws.filter((candidate) => candidate.draw_date >= from && candidate.draw_date <= to).slice(0, pageSize);
  };
  return { asked, readPage };
}

async function collect(pages: AsyncGenerator<DrawRecord[]>): Promise<DrawRecord[]> {
  const all: DrawRecord[] = [];
  for await (const page of pages) all.push(...page);
  return all;
}

describe('storedDrawsOfDates', () => {
  // UK Lotto draws twice on some nights: 2026-07-02 holds two rounds.
  const stored = [draw('2026-07-01', 1), draw('2026-07-02', 2), draw('2026-07-02', 3), draw('2026-07-04', 4), draw('2026-07-05', 5), draw('2026-07-08', 6)];

  it('keeps only the wanted dates, both rounds of a night included, in one request when they fit', async () => {
    const { asked, readPage } = history(stored, 10);
    expect((await collect(storedDrawsOfDates(['2026-07-02', '2026-07-05'], readPage, 10))).map((row) => row.main[0])).toEqual([2, 3, 5]);
    expect(asked).toEqual(['2026-07-02..2026-07-05']);
  });

  it('reads a date cut by a full page whole with the next page, each draw once', async () => {
    const { asked, readPage } = history(stored, 3);
    const dates = ['2026-07-01', '2026-07-02', '2026-07-04', '2026-07-05', '2026-07-08'];
    expect((await collect(storedDrawsOfDates(dates, readPage, 3))).map((row) => row.main[0])).toEqual([1, 2, 3, 4, 5, 6]);
    expect(asked).toEqual(['2026-07-01..2026-07-08', '2026-07-02..2026-07-08', '2026-07-04..2026-07-08', '2026-07-08..2026-07-08']);
  });

  it('says nothing of a date with no stored draw, and asks nothing for no date', async () => {
    const { asked, readPage } = history(stored, 10);
    expect(await collect(storedDrawsOfDates(['2026-07-03', '2026-07-09'], readPage, 10))).toEqual([]);
    expect(await collect(storedDrawsOfDates([], readPage, 10))).toEqual([]);
    expect(asked).toEqual(['2026-07-03..2026-07-09']);
  });

  it('stops with an error rather than loop when one date holds a full page', async () => {
    const { readPage } = history([draw('2026-07-02', 1), draw('2026-07-02', 2)], 2);
    await expect(collect(storedDrawsOfDates(['2026-07-02'], readPage, 2))).rejects.toThrow('more than 2 draws on 2026-07-02');
  });
});
