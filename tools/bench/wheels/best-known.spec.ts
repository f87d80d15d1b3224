import { wheelLowerBound } from '@pickwise/lottery';
import { BEST_KNOWN, bestKnownCell } from './best-known.ts';
import { ALL_CASES } from './cases.ts';

describe('the best-known sizes', () => {
  it('name only cases of the bench, and every case but the 30-number lotto designs has one', () => {
    const ids = ALL_CASES.map((benchCase) => benchCase.id);
    expect(Object.keys(BEST_KNOWN).filter((id) => !ids.includes(id))).toEqual([]);
    expect(ids.filter((id) => !(id in BEST_KNOWN))).toEqual(['6/49:30:3if4', '6/49:30:4if5', '5/50:30:3if4', '5/50:30:4if5']);
  });

  // A published wheel below the project's lower bound would prove the bound (or the copy of the table) wrong.
  it('are never below the lower bound the screen shows, and covering sizes come from the covering repository', () => {
    for (const benchCase of ALL_CASES) {
      const known = BEST_KNOWN[benchCase.id];
      if (!known) continue;
      const k = Number(benchCase.matrix.label.split('/')[0]);
      expect({ id: benchCase.id, atLeastBound: known.lines >= Number(wheelLowerBound(benchCase.n, k, benchCase.t, benchCase.m)) }).toEqual({ id: benchCase.id, atLeastBound: true });
      if (benchCase.t === benchCase.m) expect(known.source).toBe('LJCR');
    }
  });
});

describe('bestKnownCell', () => {
  it('gives the size and how many more lines the wheel has, equal, below, or none known', () => {
    expect(bestKnownCell('6/49:20:3if3', 82)).toBe('71 +15%');
    expect(bestKnownCell('5/50:10:4if5', 14)).toBe('14 =');
    expect(bestKnownCell('5/50:10:4if5', 13)).toBe('14 !');
    expect(bestKnownCell('5/50:25:4if5', null)).toBe('900');
    expect(bestKnownCell('5/50:30:4if5', 2_933)).toBe('–');
  });
});
