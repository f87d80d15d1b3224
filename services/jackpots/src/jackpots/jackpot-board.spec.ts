import { GAME_IDS } from '@pickwise/lottery';
import { JackpotBoard } from './jackpot-board.js';

const now = new Date('2026-11-23T14:30:00Z');

describe('JackpotBoard', () => {
  it('answers every game with the estimate and its next draw before anything is known', () => {
    const all = new JackpotBoard().entries(undefined, now);
    expect(Object.keys(all)).toEqual([...GAME_IDS]);
    expect(all.powerball).toEqual({ amount: 432_000_000, formatted: '$432M', currencyCode: 'USD', drawDate: '2026-11-24T03:59:00.000Z', source: 'estimated' });
    expect(all['uk-lotto']).toMatchObject({ formatted: '£12M', currencyCode: 'GBP', source: 'estimated' });
  });

  it('answers the requested games only, and reuses one answer until something changes', () => {
    const board = new JackpotBoard();
    expect(Object.keys(board.entries(['uk-lotto', 'powerball'], now))).toEqual(['uk-lotto', 'powerball']);
    expect(board.entries(undefined, now)).toBe(board.entries(undefined, now));
    board.update('powerball', { live: { amount: 510_000_000, currency: 'USD', drawDate: '2026-11-23' } });
    expect(board.entries(undefined, now).powerball).toMatchObject({ amount: 510_000_000, formatted: '$510M', source: 'live' });
  });

  it('drops a live figure once its draw has taken place', () => {
    const board = new JackpotBoard();
    board.update('powerball', { live: { amount: 510_000_000, currency: 'USD', drawDate: '2026-11-23' } });
    expect(board.entries(['powerball'], now).powerball?.source).toBe('live');
    const afterTheDraw = new Date('2026-11-24T04:00:00Z');
    expect(board.entries(['powerball'], afterTheDraw).powerball).toMatchObject({ source: 'estimated', drawDate: '2026-11-26T03:59:00.000Z' });
  });

  it('gives the chosen figures to persist', () => {
    const board = new JackpotBoard();
    board.update('uk-lotto', { fallback: { amount: 4_354_203, currency: 'GBP', drawDate: '2026-11-21' } });
    expect(board.chosen(['uk-lotto', 'powerball'], now)).toEqual(
      new Map([
        ['powerball', { source: 'estimated', amount: 432_000_000, currency: 'USD', drawDate: null }],
        ['uk-lotto', { source: 'fallback', amount: 4_354_203, currency: 'GBP', drawDate: '2026-11-21' }],
      ]),
    );
  });
});
