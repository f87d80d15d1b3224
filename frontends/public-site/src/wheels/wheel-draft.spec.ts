import { describe, expect, it } from '@jest/globals';
import { findGame, type Game } from '@pickwise/lottery';
import { buildBlocker, draftRequest, emptyDraft, parseNumberList, parseTurnSets, requestDraft, type WheelDraft } from './wheel-draft.js';
import { wheelLinkPath } from './WheelLink.js';

const euromillions = findGame('euromillions') as Game;
const lotto = findGame('lotto-6aus49') as Game;
const draftOf = (game: Game, part: Partial<WheelDraft>): WheelDraft => ({ ...emptyDraft(game, '1'), ...part });

describe('the wheel form', () => {
  it('reads a typed list: distinct and ascending, with the parts that are not numbers of the game', () => {
    expect(parseNumberList('12, 3 7,,3; 49', 1, 49)).toEqual({ numbers: [3, 7, 12, 49], invalid: [] });
    expect(parseNumberList('3, 50, x, 0, 1.5', 1, 49)).toEqual({ numbers: [3], invalid: ['50', 'x', '0', '1.5'] });
    expect(parseNumberList('  ', 1, 49)).toEqual({ numbers: [], invalid: [] });
  });

  it('reads in-turn special sets: one per semicolon, each the game’s count of special numbers', () => {
    expect(parseTurnSets('3 9; 10,4', euromillions)).toEqual({ sets: [[3, 9], [4, 10]], invalid: [] });
    expect(parseTurnSets('3; 4 13; 5 6', euromillions)).toEqual({ sets: [[5, 6]], invalid: ['3', '4 13'] });
  });

  it('says why a draft cannot be built, the first reason first', () => {
    const six = [1, 2, 3, 4, 5, 6];
    expect(buildBlocker(draftOf(lotto, { numbers: six, fixedSpecial: [4] }), lotto)).toEqual({ reason: 'tooFewNumbers', needed: 7 });
    expect(buildBlocker(draftOf(lotto, { numbers: [...six, 7], fixedSpecial: [4] }), lotto)).toBeUndefined();
    expect(buildBlocker(draftOf(euromillions, { numbers: [1, 2, 3, 4, 5, 6], t: 3, m: 5, fixedSpecial: [1, 2] }), euromillions)).toBeUndefined();
    expect(buildBlocker(draftOf(lotto, { numbers: [1, 2, 3, 4, 5, 6, 7], t: 3, m: 6, fixedSpecial: [4] }), lotto)).toBeUndefined();
    // Five keys leave one free place in a line of six: no line can hold 3 of 3 drawn numbers that are not keys.
    expect(buildBlocker(draftOf(lotto, { numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], keys: [1, 2, 3, 4, 5], t: 3, m: 3, fixedSpecial: [4] }), lotto)).toEqual({ reason: 'tooManyKeys' });
    expect(buildBlocker(draftOf(lotto, { numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], keys: [1, 2], t: 3, m: 3, fixedSpecial: [4] }), lotto)).toBeUndefined();
    expect(buildBlocker(draftOf(euromillions, { numbers: [1, 2, 3, 4, 5, 6, 7], fixedSpecial: [1] }), euromillions)).toEqual({ reason: 'fixedSpecial', count: 2 });
    const inTurn = (turnText: string) => buildBlocker(draftOf(euromillions, { numbers: [1, 2, 3, 4, 5, 6, 7], specialsMode: 'in-turn', turnText }), euromillions);
    expect(inTurn('1 2')).toEqual({ reason: 'turnSets' });
    expect(inTurn('1 2; 2 1')).toEqual({ reason: 'turnSets' });
    expect(inTurn('1 2; 3')).toEqual({ reason: 'turnSets' });
    expect(inTurn('1 2; 3 4')).toBeUndefined();
  });

  it('turns a draft into a request and back', () => {
    const draft = draftOf(euromillions, { numbers: [9, 1, 5, 3, 7, 2], keys: [5, 44], t: 2, m: 3, specialsMode: 'in-turn', turnText: '1 2; 12 3' });
    const request = draftRequest(draft, euromillions);
    expect(request).toEqual({ game: 'euromillions', numbers: [1, 2, 3, 5, 7, 9], keys: [5], t: 2, m: 3, specials: { kind: 'in-turn', sets: [[1, 2], [3, 12]] }, seed: '1' });
    expect(draftRequest(requestDraft(request), euromillions)).toEqual(request);
    expect(draftRequest(draftOf(lotto, { numbers: [1, 2, 3, 4, 5, 6, 7], fixedSpecial: [0] }), lotto).specials).toEqual({ kind: 'fixed', numbers: [0] });
  });

  it('links the generator’s numbers: distinct, ascending, at most 30', () => {
    expect(wheelLinkPath('euromillions')).toBe('/wheels?game=euromillions');
    expect(wheelLinkPath('euromillions', [9, 3, 9, 1])).toBe('/wheels?game=euromillions&numbers=1,3,9');
    const many = Array.from({ length: 40 }, (_unused, index) => 40 - index);
    expect(wheelLinkPath('lotto-6aus49', many)).toBe(`/wheels?game=lotto-6aus49&numbers=${Array.from({ length: 30 }, (_unused, index) => index + 11).join(',')}`);
  });
});
