import { currentRules, findGame } from '../games.js';
import { currentPrizeTable } from '../prizes/prize-tables.js';
import { assertVerified, buildVerifiedWheel, WheelNotVerifiedError } from './build-wheel.js';
import { verifyCovering } from './covering-verifier.js';
import { wheelTierChances } from './wheel-odds.js';
import { DEFAULT_WHEEL_SEED, type WheelProgress, type WheelRequest } from './wheel-types.js';

const request: WheelRequest = {
  game: 'lotto-6aus49',
  numbers: [3, 8, 15, 22, 31, 40, 44, 49],
  keys: [],
  t: 3,
  m: 3,
  specials: { kind: 'fixed', numbers: [7] },
  seed: DEFAULT_WHEEL_SEED,
};

describe('buildVerifiedWheel', () => {
  it('builds a small 6/49 wheel with every figure', () => {
    const progress: WheelProgress['phase'][] = [];
    const wheel = buildVerifiedWheel(request, { onProgress: (step) => progress.push(step.phase) });
    expect(wheel.request).toBe(request);
    expect(wheel.lines.length).toBeGreaterThanOrEqual(4);
    expect(wheel.lines.every(({ main, special }) => main.length === 6 && main.every((n) => request.numbers.includes(n)) && special.join() === '7')).toBe(true);
    expect(verifyCovering({ numbers: request.numbers, lines: wheel.lines.map((line) => line.main), t: 3, m: 3 }).verified).toBe(true);
    // Schönheim: ceil(8/6 · ceil(7/5 · ceil(6/4))) = ceil(8/6 · ceil(2.8)) = ceil(4) = 4.
    expect(wheel).toMatchObject({ lowerBound: 4, lowerBoundKind: 'schonheim', fullWheelLines: 28, verifiedCases: 56 });
    // C(8,3)C(41,3) + C(8,4)C(41,2) + C(8,5)C(41,1) + C(8,6) = 596,960 + 57,400 + 2,296 + 28 = 656,684 of C(49,6).
    expect(wheel.guaranteeOdds.ways * 13_983_816).toBe(656_684 * wheel.guaranteeOdds.outOf);
    const table = currentPrizeTable('lotto-6aus49');
    expect(wheel.tierChances).toEqual(wheelTierChances(table, currentRules(findGame('lotto-6aus49')!), wheel.lines, request.numbers));
    // Every line is a distinct jackpot draw with Superzahl 7, of C(49,6) · 10.
    expect(wheel.tierChances[0]!.odds.ways * 139_838_160).toBe(wheel.lines.length * wheel.tierChances[0]!.odds.outOf);
    expect(wheel.tierChances.at(-1)).toMatchObject({ tierId: null, rank: null });
    expect(wheel.cost).toEqual({ pricePerLine: table.ticketPrice, perDraw: Math.round(wheel.lines.length * table.ticketPrice * 100) / 100, currency: 'EUR' });
    expect(progress.filter((phase) => phase === 'greedy').length).toBeGreaterThan(0);
    expect(progress.slice(-2)).toEqual(['verify', 'figures']);
    expect(progress.indexOf('verify')).toBe(progress.length - 2);
  });

  it('is plain data (it crosses postMessage) and the same for the same request', () => {
    const wheel = buildVerifiedWheel(request);
    expect(structuredClone(wheel)).toEqual(wheel);
    expect(buildVerifiedWheel({ ...request })).toEqual(wheel);
  });

  it('hands special sets to the lines in turn, and none for a game without special numbers', () => {
    const sets = [[1], [4], [9]];
    const inTurn = buildVerifiedWheel({ ...request, m: 4, specials: { kind: 'in-turn', sets } });
    expect(inTurn.lowerBoundKind).toBe('counting');
    inTurn.lines.forEach((line, i) => expect(line.special).toEqual(sets[i % 3]));
    const uk = buildVerifiedWheel({ ...request, game: 'uk-lotto', numbers: [1, 5, 9, 13, 17, 21, 25, 29, 33, 59], keys: [59], specials: { kind: 'none' } });
    expect(uk.lines.every((line) => line.special.length === 0 && line.main.includes(59))).toBe(true);
    expect(uk.cost.currency).toBe('GBP');
    expect(uk.tierChances.map((chance) => chance.tierId)).toEqual([...currentPrizeTable('uk-lotto').tiers.map((tier) => tier.id), null]);
  });

  it('refuses what no wheel can do and stops when aborted', () => {
    expect(() => buildVerifiedWheel({ ...request, keys: [3, 8, 15, 22, 31] })).toThrow(/use fewer key numbers/);
    expect(() => buildVerifiedWheel({ ...request, game: 'bingo' as WheelRequest['game'] })).toThrow(/Unknown game id: bingo/);
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    expect(() => buildVerifiedWheel(request, { signal: controller.signal })).toThrow('cancelled');
  });
});

describe('assertVerified', () => {
  const fano = [
    [1, 2, 3],
    [1, 4, 5],
    [1, 6, 7],
    [2, 4, 6],
    [2, 5, 7],
    [3, 4, 7],
    [3, 5, 6],
  ];
  const numbers = [1, 2, 3, 4, 5, 6, 7];

  it('returns the cases of a proven wheel', () => {
    expect(assertVerified(numbers, fano, 2, 2)).toBe(21);
  });

  it('throws the first uncovered case of a wheel with a hole', () => {
    const holed = fano.filter((_, i) => i !== 3);
    let thrown: unknown;
    try {
      assertVerified(numbers, holed, 2, 2);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(WheelNotVerifiedError);
    expect(thrown).toMatchObject({ firstUncovered: [2, 4], t: 2, m: 2, name: 'WheelNotVerifiedError' });
  });
});
