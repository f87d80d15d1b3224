import { GAME_IDS } from '@pickwise/lottery';
import { MAGAYO_GAME_CODES, magayoGameCode } from './game-codes.js';

describe('MAGAYO_GAME_CODES', () => {
  it('names one distinct magayo code for each of the twelve games', () => {
    expect(Object.keys(MAGAYO_GAME_CODES).sort()).toEqual([...GAME_IDS].sort());
    const codes = GAME_IDS.map(magayoGameCode);
    expect(new Set(codes).size).toBe(GAME_IDS.length);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9_]+$/);
  });

  it('keeps the codes magayo documents, and says which ones are only inferred', () => {
    expect(magayoGameCode('powerball')).toBe('us_powerball');
    expect(magayoGameCode('mega-millions')).toBe('us_mega_millions');
    expect(MAGAYO_GAME_CODES.euromillions.provenance).toBe('magayo-docs');
    const inferred = GAME_IDS.filter((game) => MAGAYO_GAME_CODES[game].provenance === 'inferred');
    expect(inferred).toEqual(['florida-lotto', 'new-york-lottery', 'texas-lottery', 'superenalotto', 'la-primitiva']);
  });
});
