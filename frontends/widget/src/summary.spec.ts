import { describe, expect, it } from '@jest/globals';
import type { OpenGameSummary } from '@pickwise/contracts';
import { gamePageUrl, jackpotText, readSummary, summaryUrl } from './summary.js';

const SUMMARY: OpenGameSummary = {
  game: 'powerball',
  name: 'Powerball',
  language: 'en',
  nextDraw: { at: '2026-12-06T03:59:00.000Z', jackpot: { amount: 432_000_000, currency: 'USD', source: 'live' } },
  latestVerified: { drawDate: '2026-12-02', main: [4, 18, 22, 37, 61], special: [9], bonus: [] },
  licence: { name: 'NY Open Data Terms of Use', url: 'https://data.ny.gov/', text: 'Any lawful use is allowed.', from: '2010-01-01' },
};

describe('readSummary', () => {
  it('takes a summary with or without a jackpot and a verified result', () => {
    expect(readSummary(SUMMARY)).toEqual(SUMMARY);
    const bare = { ...SUMMARY, nextDraw: { ...SUMMARY.nextDraw, jackpot: null }, latestVerified: null };
    expect(readSummary(bare)).toEqual(bare);
  });

  it.each([
    ['not an object', 'Powerball'],
    ['an error envelope', { ok: false, error: { code: 'NOT_FOUND' } }],
    ['a next draw that is no date', { ...SUMMARY, nextDraw: { ...SUMMARY.nextDraw, at: 'tomorrow' } }],
    ['a jackpot without an amount', { ...SUMMARY, nextDraw: { ...SUMMARY.nextDraw, jackpot: { currency: 'USD' } } }],
    ['numbers that are not integers', { ...SUMMARY, latestVerified: { ...SUMMARY.latestVerified, main: ['4'] } }],
    ['no licence', { ...SUMMARY, licence: undefined }],
  ])('refuses %s', (_case, body) => {
    expect(readSummary(body)).toBeUndefined();
  });
});

describe('URLs', () => {
  it('reads the summary and links the game’s history on the site the script came from, in its language', () => {
    expect(summaryUrl('https://pickwise.example', 'uk-lotto', 'es')).toBe('https://pickwise.example/api/open/uk-lotto/summary.json?lang=es');
    expect(gamePageUrl('https://pickwise.example', 'powerball', 'en')).toBe('https://pickwise.example/history/powerball');
    expect(gamePageUrl('https://pickwise.example', 'powerball', 'es')).toBe('https://pickwise.example/es/history/powerball');
  });

  it('keeps a game id that is no path segment inside its segment', () => {
    expect(summaryUrl('https://pickwise.example', '../admin', 'en')).toBe('https://pickwise.example/api/open/..%2Fadmin/summary.json?lang=en');
  });
});

describe('jackpotText', () => {
  it('writes millions and billions with three significant digits, in each language', () => {
    expect(jackpotText(432_000_000, 'USD', 'en')).toBe('$432M');
    expect(jackpotText(1_770_000_000, 'USD', 'en')).toBe('$1.77B');
    expect(jackpotText(42_300_000, 'EUR', 'es').replace(/\s/g, ' ')).toBe('42,3 M €');
    expect(jackpotText(5_000_000, 'GBP', 'en')).toBe('£5M');
  });
});
