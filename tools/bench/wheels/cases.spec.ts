import { wheelRequestSchema } from '@pickwise/contracts';
import { ALL_CASES, caseRequest, describeCases, selectCases } from './cases.ts';
import { wheelSharePath } from './browser.ts';
import { measureInNode } from './node.ts';

describe('the cases of bench:wheels', () => {
  it("are issue 28's table: n = 10..30 of 6/49 and 5/50 with 3if3, 3if4 and 4if5", () => {
    expect(ALL_CASES).toHaveLength(30);
    expect(ALL_CASES.slice(0, 6).map((benchCase) => benchCase.id)).toEqual(['6/49:10:3if3', '6/49:15:3if3', '6/49:20:3if3', '6/49:25:3if3', '6/49:30:3if3', '6/49:10:3if4']);
    expect(ALL_CASES.at(-1)?.id).toBe('5/50:30:4if5');
    expect(new Set(ALL_CASES.map((benchCase) => benchCase.id)).size).toBe(30);
  });

  it('are every case when BENCH_WHEELS_CASES is unset or empty, else the named ones in table order', () => {
    expect(selectCases(undefined)).toEqual(ALL_CASES);
    expect(selectCases(' ')).toEqual(ALL_CASES);
    expect(selectCases('5/50:30:4if5, 6/49:20:3if3').map((benchCase) => benchCase.id)).toEqual(['6/49:20:3if3', '5/50:30:4if5']);
  });

  it('refuses a case that is not in the table, saying what one looks like', () => {
    expect(() => selectCases('6/49:20:3if3,6/49:12:3if3,7/35:10:3if3')).toThrow(
      'BENCH_WHEELS_CASES: 6/49:12:3if3, 7/35:10:3if3 are not cases; a case is <6/49|5/50>:<10|15|20|25|30>:<3if3|3if4|4if5>, e.g. 6/49:10:3if3',
    );
  });

  it("build requests the site's own schema accepts: numbers 1..n, no keys, the default seed, the lowest special numbers", () => {
    for (const benchCase of ALL_CASES) {
      const request = caseRequest(benchCase);
      expect(wheelRequestSchema.parse(request)).toEqual(request);
    }
    expect(caseRequest(ALL_CASES.find((benchCase) => benchCase.id === '5/50:15:3if4')!)).toEqual({
      game: 'euromillions',
      numbers: Array.from({ length: 15 }, (_, i) => i + 1),
      keys: [],
      t: 3,
      m: 4,
      specials: { kind: 'fixed', numbers: [1, 2] },
      seed: '1',
    });
    expect(describeCases()).toBe(
      'Each case wheels the game\'s numbers 1..n, no key numbers, seed "1" (the default); 6/49 is Lotto 6aus49 (special numbers 0 on every line); ' +
        '5/50 is EuroMillions (special numbers 1, 2 on every line).',
    );
  });

  it("open the screen through the share link's format", () => {
    expect(wheelSharePath(ALL_CASES.find((benchCase) => benchCase.id === '6/49:10:3if4')!)).toBe('/wheels?game=lotto-6aus49&numbers=1%2C2%2C3%2C4%2C5%2C6%2C7%2C8%2C9%2C10&guarantee=3if4&special=0');
  });

  it('are measured in Node through the whole pipeline: the same verified lines every run, never below the bound', () => {
    const result = measureInNode(ALL_CASES[0]!, 2);
    expect(result.error).toBeUndefined();
    expect(result.runs).toHaveLength(2);
    expect(result).toMatchObject({ id: '6/49:10:3if3', lowerBoundKind: 'schonheim', fullWheelLines: 210, verifiedCases: 120 });
    expect(result.lines).toBeGreaterThanOrEqual(result.lowerBound!);
    expect(result.runs.every((run) => run.lines === result.lines && Number.isFinite(run.searchMs + run.verifyMs + run.figuresMs))).toBe(true);
    expect(result.searchMs?.min).toBeLessThanOrEqual(result.searchMs!.max);
  });
});
