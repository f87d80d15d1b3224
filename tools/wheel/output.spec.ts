import { buildVerifiedWheel, choose, verifyCovering, type VerifiedWheel, type WheelRequest } from '@pickwise/lottery';
import { wheelOutput } from './output.ts';

const request: WheelRequest = {
  game: 'lotto-6aus49',
  numbers: [1, 5, 9, 12, 17, 23, 28, 31, 36, 44],
  keys: [5],
  t: 3,
  m: 4,
  specials: { kind: 'fixed', numbers: [7] },
  seed: '1',
};

describe('wheelOutput', () => {
  const wheel = buildVerifiedWheel(request);
  const output = wheelOutput(wheel);

  it('prints the request, the guarantee as 3if4 and the main numbers of every line, which hold the guarantee', () => {
    expect(output).toMatchObject({ game: 'lotto-6aus49', numbers: request.numbers, keys: [5], guarantee: '3if4', seed: '1' });
    expect(output.lines).toEqual(wheel.lines.map((line) => line.main));
    expect(output.lines.every((line) => line.length === 6 && line.includes(5))).toBe(true);
    expect(verifyCovering({ numbers: request.numbers, lines: output.lines, t: 3, m: 4 }).verified).toBe(true);
  });

  it('gives each line its special numbers, and none for a game without them', () => {
    expect(output.specialNumbers).toEqual(output.lines.map(() => [7]));
    const ukLotto = wheelOutput(buildVerifiedWheel({ ...request, game: 'uk-lotto', specials: { kind: 'none' } }));
    expect(ukLotto).not.toHaveProperty('specialNumbers');
  });

  it('prints the bound, the full wheel, the cases verified and the cost', () => {
    expect(output).toMatchObject({
      lowerBound: wheel.lowerBound,
      lowerBoundKind: 'counting',
      fullWheelLines: Number(choose(10, 6)),
      verifiedCases: Number(choose(10, 4)),
      cost: { pricePerLine: wheel.cost.pricePerLine, perDraw: wheel.cost.perDraw, currency: 'EUR' },
    });
    expect(output.lines.length).toBeGreaterThanOrEqual(output.lowerBound);
  });

  it("prints the guarantee's chance exactly: 4 or more of the 6 drawn among the 10 chosen of 49", () => {
    // C(10,4)·C(39,2) + C(10,5)·C(39,1) + C(10,6) = 155,610 + 9,828 + 210 = 165,648 of C(49,6) = 13,983,816: 986/83,237.
    expect(output.probabilityExact).toBe('986/83237');
    expect(output.probability).toBeCloseTo(986 / 83_237, 15);
    expect(output.oneIn).toBeCloseTo(83_237 / 986, 9);
  });

  it('prints every tier chance in rank order, then no prize, and they add up to every draw', () => {
    expect(output.tierChances.map((row) => row.tier)).toEqual(wheel.tierChances.map((row) => row.tierId));
    expect(output.tierChances.at(-1)).toMatchObject({ tier: null, rank: null });
    const sum = output.tierChances.reduce((total, row) => total + row.probability, 0);
    expect(sum).toBeCloseTo(1, 12);
    for (const row of output.tierChances) {
      const [ways, outOf] = row.probabilityExact.split('/').map(Number);
      expect(row.probability).toBeCloseTo(ways! / outOf!, 15);
    }
  });

  it('prints a nil chance as oneIn null: JSON has no Infinity', () => {
    const nil = { ways: 0, outOf: 1, oneIn: Infinity, probability: 0 };
    const withNilTier: VerifiedWheel = { ...wheel, tierChances: [{ tierId: '6+1', rank: 1, odds: nil }] };
    expect(wheelOutput(withNilTier).tierChances).toEqual([{ tier: '6+1', rank: 1, probability: 0, probabilityExact: '0/1', oneIn: null }]);
  });
});
