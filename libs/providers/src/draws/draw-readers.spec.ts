import { GAME_IDS, type GameId } from '@pickwise/lottery';
import { PROVIDER_IDS } from '../provider.js';
import { DRAW_READERS, drawReadersFor, drawSourceRank, isOperatorPublication } from './draw-readers.js';

const idsFor = (gameId: GameId) => drawReadersFor(gameId).map((reader) => reader.id);

describe('draw readers', () => {
  it('holds one reader per provider id', () => {
    expect(DRAW_READERS.map((reader) => reader.id).sort()).toEqual([...PROVIDER_IDS].sort());
  });

  it('gives every game at least one provider', () => {
    for (const gameId of GAME_IDS) expect(idsFor(gameId).length).toBeGreaterThan(0);
  });

  it('lists free sources first and the paid magayo last', () => {
    expect(idsFor('powerball')).toEqual(['ny-open-data', 'magayo']);
    expect(idsFor('mega-millions')).toEqual(['ny-open-data', 'magayo']);
    expect(idsFor('new-york-lottery')).toEqual(['ny-open-data', 'magayo']);
    expect(idsFor('uk-lotto')).toEqual(['uk-national-lottery', 'magayo']);
    expect(idsFor('euromillions')).toEqual(['euromillions-api', 'uk-national-lottery', 'magayo']);
    expect(idsFor('eurojackpot')).toEqual(['lottoland', 'magayo']);
    expect(idsFor('lotto-6aus49')).toEqual(['lotto-number-archive', 'magayo']);
  });

  it('serves Florida, California, Texas, SuperEnalotto and La Primitiva through magayo only', () => {
    const magayoOnly = GAME_IDS.filter((gameId) => idsFor(gameId).join() === 'magayo');
    expect(magayoOnly).toEqual(['florida-lotto', 'california-lottery', 'texas-lottery', 'superenalotto', 'la-primitiva']);
  });
});

describe("the operator's own publication and the sources' ranks", () => {
  it('names NY Open Data for its three games and the National Lottery for the UK games, no feed or archive', () => {
    const operators = Object.fromEntries(GAME_IDS.map((gameId) => [gameId, DRAW_READERS.filter((reader) => isOperatorPublication(gameId, reader.id)).map((reader) => reader.id)]));
    expect(operators).toMatchObject({ powerball: ['ny-open-data'], 'new-york-lottery': ['ny-open-data'], 'uk-lotto': ['uk-national-lottery'], euromillions: ['uk-national-lottery'], eurojackpot: [] });
    for (const reader of DRAW_READERS) for (const gameId of reader.operatorPublishes) expect(reader.games).toContain(gameId);
    expect(isOperatorPublication('powerball', 'magayo')).toBe(false);
    expect(isOperatorPublication('uk-lotto', 'CostaCory/uk-lottery-dashboard')).toBe(false);
  });

  it("ranks a game's readers in their order and every other source after them", () => {
    expect(['magayo', 'uk-national-lottery', 'euromillions-api', 'CostaCory/uk-lottery-dashboard'].map((provider) => drawSourceRank('euromillions', provider))).toEqual([2, 1, 0, 3]);
    expect(drawSourceRank('powerball', 'ny-open-data')).toBe(0);
    expect(drawSourceRank('powerball', 'lottoland')).toBe(2);
  });
});
