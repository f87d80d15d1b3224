import { describe, expect, it } from '@jest/globals';
import { differingFields, formatDrawDate, formatJackpot, numbersNotKept, type UnverifiedDrawSource } from './draw-sources.js';

const source = (values: Partial<UnverifiedDrawSource>): UnverifiedDrawSource => ({
  provider: 'ny-open-data',
  fetchedAt: '2026-12-02T04:10:00.000Z',
  main: [3, 14, 22, 38, 47],
  special: [9],
  bonus: [],
  jackpot: 120_000_000,
  payloadSha256: null,
  ...values,
});

describe('differingFields', () => {
  it('finds nothing between two sources that say the same', () => {
    expect(differingFields(source({}), source({ provider: 'lottoland' }))).toEqual([]);
  });

  it('names each field where the numbers or the jackpot differ', () => {
    expect(differingFields(source({}), source({ main: [3, 14, 22, 38, 48], jackpot: 110_000_000 }))).toEqual(['main', 'jackpot']);
    expect(differingFields(source({ bonus: [7] }), source({ special: [10], bonus: [8] }))).toEqual(['special', 'bonus']);
  });

  it('does not count a special number, bonus or jackpot that only one source gives', () => {
    expect(differingFields(source({ bonus: [7] }), source({ special: [], jackpot: null }))).toEqual([]);
  });

  it('counts main numbers that one source lacks', () => {
    expect(differingFields(source({}), source({ main: [] }))).toEqual(['main']);
  });
});

describe('numbersNotKept', () => {
  it('marks the numbers the first-ranked source does not have', () => {
    expect(numbersNotKept([3, 14, 22, 38, 47], [3, 14, 22, 38, 48])).toEqual([48]);
    expect(numbersNotKept([9], [9])).toEqual([]);
  });

  it('does not mark a number the kept source has in another place', () => {
    expect(numbersNotKept([1, 2], [2, 1])).toEqual([]);
  });
});

describe('formatJackpot', () => {
  it("writes the amount in the page language and the draw's currency", () => {
    expect(formatJackpot(120_000_000, 'USD', 'en')).toBe('$120,000,000');
    expect(formatJackpot(5_000_000, 'EUR', 'es').replace(/\s/g, ' ')).toBe('5.000.000 €');
    expect(formatJackpot(2_500_000, 'GBP', 'en')).toBe('£2,500,000');
  });

  it('writes the bare amount when the currency is unknown', () => {
    expect(formatJackpot(1_500, null, 'en')).toBe('1,500');
  });
});

describe('formatDrawDate', () => {
  it("writes the draw's calendar day in the page language, whatever the browser's time zone", () => {
    expect(formatDrawDate('2026-12-02', 'en')).toBe('December 2, 2026');
    expect(formatDrawDate('2026-12-02', 'es')).toBe('2 de diciembre de 2026');
  });
});
