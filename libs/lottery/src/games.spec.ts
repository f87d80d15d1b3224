import { currentRules, findGame, GAME_IDS, GAMES, isGameId, rulesOn, unknownGameMessage, type Game } from './games.js';

const game = (id: string): Game => {
  const found = findGame(id);
  if (!found) throw new Error(`no game ${id}`);
  return found;
};

describe('the twelve games', () => {
  it('have the matrices of the spec table (Mega Ball 1-24 since April 2025)', () => {
    const matrices = Object.fromEntries(
      GAMES.map((g) => [g.id, [g.mainCount, g.mainMax, g.specialCount, g.specialCount ? `${g.specialMin}-${g.specialMax}` : '']]),
    );
    expect(matrices).toEqual({
      powerball: [5, 69, 1, '1-26'],
      'mega-millions': [5, 70, 1, '1-24'],
      'florida-lotto': [6, 53, 0, ''],
      'california-lottery': [5, 47, 1, '1-27'],
      'new-york-lottery': [6, 59, 0, ''],
      'texas-lottery': [6, 54, 0, ''],
      euromillions: [5, 50, 2, '1-12'],
      eurojackpot: [5, 50, 2, '1-12'],
      'uk-lotto': [6, 59, 0, ''],
      superenalotto: [6, 90, 0, ''],
      'la-primitiva': [6, 49, 1, '0-9'],
      'lotto-6aus49': [6, 49, 1, '0-9'],
    });
    expect(GAMES.map((g) => g.id)).toEqual([...GAME_IDS]);
  });

  it('split into the spec’s regions and the admin list’s currencies', () => {
    const usa = GAMES.filter((g) => g.region === 'usa').map((g) => g.id);
    expect(usa).toEqual(['powerball', 'mega-millions', 'florida-lotto', 'california-lottery', 'new-york-lottery', 'texas-lottery']);
    const byCurrency = (c: string) => GAMES.filter((g) => g.currency === c).map((g) => g.adminId);
    expect(byCurrency('USD')).toEqual(['powerball', 'mega-millions', 'florida-lotto', 'california-superlotto', 'new-york-lotto', 'texas-lotto']);
    expect(byCurrency('EUR')).toEqual(['euromillions', 'eurojackpot', 'superenalotto', 'la-primitiva', 'lotto-6aus49']);
    expect(byCurrency('GBP')).toEqual(['uk-lotto']);
  });

  it('draw on the spec’s schedule (§9), but on Wednesday and Saturday only where the lotteries and their histories do', () => {
    const schedules = Object.fromEntries(
      GAMES.map(({ id, schedule: { timezone, drawDays, drawTime } }) => [
        id,
        `${drawDays.join('')} ${drawTime.hours}:${String(drawTime.minutes).padStart(2, '0')} ${timezone}`,
      ]),
    );
    expect(schedules).toEqual({
      powerball: '136 22:59 America/New_York',
      'mega-millions': '25 23:00 America/New_York',
      'florida-lotto': '36 23:15 America/New_York',
      'california-lottery': '36 19:45 America/Los_Angeles',
      'new-york-lottery': '36 20:30 America/New_York',
      'texas-lottery': '136 22:12 America/Chicago',
      euromillions: '25 20:00 Europe/Paris',
      eurojackpot: '25 20:00 Europe/Paris',
      'uk-lotto': '36 20:00 Europe/London',
      superenalotto: '246 20:00 Europe/Rome',
      'la-primitiva': '146 21:30 Europe/Madrid',
      'lotto-6aus49': '36 18:25 Europe/Berlin',
    });
  });
});

describe('findGame and isGameId', () => {
  it('resolve public ids and the three admin ids to the same games', () => {
    expect(findGame('california-superlotto')).toBe(game('california-lottery'));
    expect(findGame('new-york-lotto')).toBe(game('new-york-lottery'));
    expect(findGame('texas-lotto')).toBe(game('texas-lottery'));
    expect(findGame('keno')).toBeUndefined();
    expect(isGameId('powerball')).toBe(true);
    expect(isGameId('texas-lotto')).toBe(false);
  });

  it('name the supported ids in the unknown-game message', () => {
    expect(unknownGameMessage('keno')).toBe(`Unknown game id: keno. Supported: ${GAME_IDS.join(', ')}`);
  });
});

describe('rules history', () => {
  it.each(GAMES.map((g) => [g.id, g] as const))('%s: dated oldest first, the last equal to the current matrix', (_id, g) => {
    const dates = g.rules.map((rules) => rules.since);
    expect(dates).toEqual([...dates].sort());
    expect(new Set(dates).size).toBe(dates.length);
    const current = currentRules(g);
    expect(current).toBe(g.rules.at(-1));
    expect(current).toMatchObject({
      mainCount: g.mainCount,
      mainMax: g.mainMax,
      specialCount: g.specialCount,
      specialMin: g.specialMin,
      specialMax: g.specialMax,
    });
  });

  it('finds the rules in force on a date, inclusive of the change date', () => {
    const powerball = game('powerball');
    expect(rulesOn(powerball, '2015-10-06')?.matrix).toBe('5/59+1/35');
    expect(rulesOn(powerball, '2015-10-07')?.matrix).toBe('5/69+1/26');
    expect(rulesOn(powerball, '1992-04-21')).toBeUndefined();
    const texas = game('texas-lottery');
    expect(rulesOn(texas, '2004-06-01')?.matrix).toBe('5/44+1/44');
    expect(rulesOn(texas, '2006-04-26')).toBe(currentRules(texas));
  });
});
