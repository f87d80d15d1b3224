import { GAME_IDS } from '@pickwise/lottery';
import { jackpotsQuerySchema, jackpotsRequestSchema, jackpotsResponseSchema } from './jackpots.js';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('jackpotsQuerySchema (GET /api/jackpots)', () => {
  it('means every game without games, and splits a comma list', () => {
    expect(jackpotsQuerySchema.parse({})).toEqual({});
    expect(jackpotsQuerySchema.parse({ games: 'powerball,uk-lotto' })).toEqual({ games: ['powerball', 'uk-lotto'] });
    expect(jackpotsQuerySchema.parse({ games: ' powerball , uk-lotto ' })).toEqual({ games: ['powerball', 'uk-lotto'] });
  });

  it('drops repeated ids before counting them', () => {
    const everyGameTwice = [...GAME_IDS, ...GAME_IDS].join(',');
    expect(jackpotsQuerySchema.parse({ games: everyGameTwice }).games).toEqual([...GAME_IDS]);
    expect(jackpotsQuerySchema.parse({ games: 'powerball,powerball' }).games).toEqual(['powerball']);
  });

  it('refuses an empty id, more than twelve games and a repeated parameter', () => {
    expect(issues(jackpotsQuerySchema.safeParse({ games: 'powerball,,uk-lotto' }))).toEqual(['games.1: a game id is empty']);
    expect(jackpotsQuerySchema.safeParse({ games: '' }).success).toBe(false);
    const thirteen = Array.from({ length: 13 }, (_, index) => `game-${index}`).join(',');
    expect(issues(jackpotsQuerySchema.safeParse({ games: thirteen }))).toEqual(['games: at most 12 games']);
    expect(issues(jackpotsQuerySchema.safeParse({ games: ['powerball', 'uk-lotto'] }))).toEqual(['games: games must be one comma-separated list']);
  });

  it('leaves unknown ids to the jackpots service (404, not 400)', () => {
    expect(jackpotsQuerySchema.parse({ games: 'lotto-mars' })).toEqual({ games: ['lotto-mars'] });
  });
});

describe('jackpotsRequestSchema (jackpots.get)', () => {
  it('takes a list of ids, deduplicated', () => {
    expect(jackpotsRequestSchema.parse({ games: ['euromillions', 'euromillions'] })).toEqual({ games: ['euromillions'] });
    expect(jackpotsRequestSchema.safeParse({ games: [] }).success).toBe(false);
    expect(jackpotsRequestSchema.safeParse({ games: 'powerball' }).success).toBe(false);
  });
});

describe('jackpotsResponseSchema', () => {
  const entry = { amount: 432_000_000, formatted: '$432M', currencyCode: 'USD', drawDate: '2026-11-24T03:59:00.000Z', source: 'estimated' };

  it('accepts entries for some games, keyed by game id', () => {
    expect(jackpotsResponseSchema.parse({ powerball: entry })).toEqual({ powerball: entry });
    expect(jackpotsResponseSchema.safeParse({ powerball: { ...entry, amount: null, drawDate: null } }).success).toBe(true);
  });

  it('refuses unknown games, sources and dates that are not ISO timestamps', () => {
    expect(jackpotsResponseSchema.safeParse({ 'lotto-mars': entry }).success).toBe(false);
    expect(jackpotsResponseSchema.safeParse({ powerball: { ...entry, source: 'guessed' } }).success).toBe(false);
    expect(jackpotsResponseSchema.safeParse({ powerball: { ...entry, drawDate: '2026-11-24' } }).success).toBe(false);
  });
});
