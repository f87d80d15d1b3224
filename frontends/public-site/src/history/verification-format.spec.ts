import { describe, expect, it } from '@jest/globals';
import { correctionChanges, correctionNumbersText, differsFromFirst, sourceName, sourceNames, verifiedShare } from './verification-format.js';

const source = (main: number[], special: number[] = [], bonus: number[] = [], jackpot: number | null = null) => ({ main, special, bonus, jackpot });
const values = (main: number[], special: number[] = [], bonus: number[] = [], jackpot: number | null = null) => ({ ...source(main, special, bonus, jackpot), jackpotCurrency: jackpot === null ? null : ('USD' as const) });

describe('the sources of a draw as the history screens name them', () => {
  it('names a provider as the rest of the site does, and an unknown one by its id', () => {
    expect(sourceName('magayo')).toBe('magayo');
    expect(sourceName('ny-open-data')).toBe('NY Open Data (data.ny.gov)');
    expect(sourceName('kazekzak/gryliczbowe')).toBe('kazekzak/gryliczbowe (GitHub)');
    expect(sourceName('mock-api')).toBe('mock-api');
  });

  it('lists several sources as a phrase of the page language', () => {
    expect(sourceNames(['magayo', 'lottoland'], 'en')).toBe('magayo and Lottoland');
    expect(sourceNames(['magayo', 'lottoland'], 'es')).toBe('magayo y Lottoland');
    expect(sourceNames(['magayo'], 'es')).toBe('magayo');
  });
});

describe('sources side by side', () => {
  it('marks a value only where it differs from the first-ranked source, whose values the draw keeps', () => {
    const sources = [source([1, 2, 3], [4], [], 100), source([1, 2, 5], [4], [7], 100), source([1, 2, 3], [4], [], null)];
    expect(differsFromFirst(sources, 0, 'main')).toBe(false);
    expect(differsFromFirst(sources, 1, 'main')).toBe(true);
    expect(differsFromFirst(sources, 1, 'special')).toBe(false);
    // The first source gives no bonus, the third no jackpot: nothing to differ from.
    expect(differsFromFirst(sources, 1, 'bonus')).toBe(false);
    expect(differsFromFirst(sources, 2, 'jackpot')).toBe(false);
  });
});

describe('the statistics’ verified share', () => {
  it('groups both figures in the page language', () => {
    expect(verifiedShare(3214, 3301, 'en')).toEqual({ verified: '3,214', draws: '3,301' });
    expect(verifiedShare(3214, 3301, 'es')).toEqual({ verified: '3.214', draws: '3.301' });
    expect(verifiedShare(0, 12, 'es')).toEqual({ verified: '0', draws: '12' });
  });
});

describe('a correction', () => {
  it('writes its numbers on one line, the special numbers after a plus and the bonus after its name', () => {
    expect(correctionNumbersText(values([4, 8, 15, 16, 23], [42]), 'Bonus')).toBe('4 8 15 16 23 + 42');
    expect(correctionNumbersText(values([1, 2, 3, 4, 5, 6], [], [7]), 'Complementario')).toBe('1 2 3 4 5 6 (Complementario 7)');
  });

  it('says whether the numbers, the jackpot or both changed', () => {
    expect(correctionChanges({ before: values([1, 2, 3], [4], [], 100), after: values([1, 2, 5], [4], [], 100) })).toEqual({ numbers: true, jackpot: false });
    expect(correctionChanges({ before: values([1, 2, 3], [4], [], 100), after: values([1, 2, 3], [4], [], 250) })).toEqual({ numbers: false, jackpot: true });
    expect(correctionChanges({ before: values([1, 2, 3]), after: values([1, 2, 3], [], [9]) })).toEqual({ numbers: true, jackpot: false });
  });
});
