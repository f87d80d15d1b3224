import { GAME_IDS, type GameId } from '@pickwise/lottery';
import { PROVIDER_IDS } from '../provider.js';
import { DRAW_READERS, drawReadersFor } from './draw-readers.js';

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
