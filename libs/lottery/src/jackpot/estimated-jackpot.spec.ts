import { findGame, GAMES, type Game } from '../games.js';
import { estimatedJackpot } from './estimated-jackpot.js';

describe('estimatedJackpot', () => {
  it('gives the spec’s static estimates (§9)', () => {
    const formatted = Object.fromEntries(GAMES.map((g) => [g.id, estimatedJackpot(g).formatted]));
    expect(formatted).toEqual({
      powerball: '$432M',
      'mega-millions': '$385M',
      'florida-lotto': '$28M',
      'california-lottery': '$45M',
      'new-york-lottery': '$38M',
      'texas-lottery': '$32M',
      euromillions: '€145M',
      eurojackpot: '€98M',
      'uk-lotto': '£12M',
      superenalotto: '€45M',
      'la-primitiva': '€18M',
      'lotto-6aus49': '€22M',
    });
  });

  it('carries amount, currency and source', () => {
    expect(estimatedJackpot(findGame('uk-lotto') as Game)).toEqual({
      game: 'uk-lotto',
      amount: 12_000_000,
      formatted: '£12M',
      currencyCode: 'GBP',
      source: 'estimated',
    });
  });
});
