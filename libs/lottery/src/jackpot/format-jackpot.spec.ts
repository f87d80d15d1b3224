import { CURRENCY_SYMBOLS, formatJackpot, NO_JACKPOT, parseJackpotText } from './format-jackpot.js';

describe('formatJackpot', () => {
  it('shows millions behind the currency symbol', () => {
    expect(formatJackpot(432_000_000, 'USD')).toBe('$432M');
    expect(formatJackpot(145_000_000, 'EUR')).toBe('€145M');
    expect(formatJackpot(12_000_000, 'GBP')).toBe('£12M');
    expect(formatJackpot(42_251_861, 'GBP')).toBe('£42.3M');
    expect(formatJackpot(1_000_000, 'USD')).toBe('$1M');
  });

  it('shows billions as B and amounts under a million as K', () => {
    expect(formatJackpot(1_765_000_000, 'USD')).toBe('$1.77B');
    expect(formatJackpot(2_000_000_000, 'USD')).toBe('$2B');
    expect(formatJackpot(839_254, 'GBP')).toBe('£839K');
    expect(formatJackpot(50_000, 'EUR')).toBe('€50K');
    expect(formatJackpot(500, 'EUR')).toBe('€500');
  });

  it('moves a value that rounds up to the next scale', () => {
    expect(formatJackpot(999_600_000, 'USD')).toBe('$1B');
    expect(formatJackpot(999_999, 'USD')).toBe('$1M');
  });

  it('shows a dash when there is no jackpot', () => {
    for (const amount of [0, null, undefined, -5, Number.NaN]) expect(formatJackpot(amount, 'USD')).toBe(NO_JACKPOT);
  });

  it('uses the locale’s decimal mark', () => {
    expect(formatJackpot(42_251_861, 'EUR', 'es')).toBe('€42,3M');
  });

  it('takes symbols from the game table', () => {
    expect(CURRENCY_SYMBOLS).toEqual({ USD: '$', EUR: '€', GBP: '£' });
  });
});

describe('parseJackpotText', () => {
  it('strips every non-numeric character', () => {
    expect(parseJackpotText('$1,234,567')).toBe(1_234_567);
    expect(parseJackpotText('£ 12 000 000 ')).toBe(12_000_000);
    expect(parseJackpotText('0')).toBe(0);
  });

  it('gives null when no digit is left', () => {
    expect(parseJackpotText('')).toBeNull();
    expect(parseJackpotText('Pending')).toBeNull();
  });
});
