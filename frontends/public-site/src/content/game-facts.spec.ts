import { describe, expect, it } from '@jest/globals';
import { GAMES, findGame } from '@pickwise/lottery';
import { currentRulesSince, drawDaysOf, gamesIn, jackpotOneIn, listOf, previousJackpotOneIn } from './game-facts.js';

const game = (id: string) => {
  const found = findGame(id);
  if (!found) throw new Error(id);
  return found;
};

describe('content page game facts', () => {
  it('gives the jackpot odds of the current rules, as the official charts print them', () => {
    expect(jackpotOneIn('powerball')).toBe(292_201_338);
    expect(jackpotOneIn('mega-millions')).toBe(290_472_336);
    expect(jackpotOneIn('euromillions')).toBe(139_838_160);
    expect(jackpotOneIn('eurojackpot')).toBe(139_838_160);
    expect(jackpotOneIn('uk-lotto')).toBe(45_057_474);
    expect(jackpotOneIn('superenalotto')).toBe(622_614_630);
  });

  it('gives the jackpot odds of the rules before the current ones', () => {
    expect(currentRulesSince('mega-millions')).toBe('2025-04-08');
    expect(previousJackpotOneIn('mega-millions')).toBe(302_575_350);
    // Florida Lotto was 6 of 1-49 before 1999.
    expect(previousJackpotOneIn('florida-lotto')).toBe(13_983_816);
  });

  it('splits the twelve games into six in the USA and six in Europe', () => {
    expect(gamesIn('usa').map((g) => g.id)).toEqual(['powerball', 'mega-millions', 'florida-lotto', 'california-lottery', 'new-york-lottery', 'texas-lottery']);
    expect(gamesIn('europe')).toHaveLength(6);
    expect(gamesIn('usa').length + gamesIn('europe').length).toBe(GAMES.length);
  });

  it('names the draw days Monday first, in the page language', () => {
    expect(drawDaysOf(game('powerball'), 'en')).toBe('Monday, Wednesday, and Saturday');
    expect(drawDaysOf(game('mega-millions'), 'es')).toBe('martes y viernes');
    expect(drawDaysOf(game('superenalotto'), 'en')).toBe('Tuesday, Thursday, and Saturday');
  });

  it('joins a list in the page language', () => {
    expect(listOf(['A', 'B', 'C'], 'en')).toBe('A, B, and C');
    expect(listOf(['A', 'B', 'C'], 'es')).toBe('A, B y C');
  });
});
