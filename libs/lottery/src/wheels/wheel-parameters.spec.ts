import { searchCovering } from './covering-search.js';
import { wheelParametersProblem } from './wheel-parameters.js';

describe('wheelParametersProblem', () => {
  it('accepts wheels that can exist', () => {
    expect(wheelParametersProblem({ n: 30, k: 6, keys: 0, t: 3, m: 4 })).toBeUndefined();
    expect(wheelParametersProblem({ n: 7, k: 6, keys: 1, t: 5, m: 6 })).toBeUndefined();
    // 3 keys leave 3 free places in a line of 6: still 3 of any 3 drawn among 10.
    expect(wheelParametersProblem({ n: 10, k: 6, keys: 3, t: 3, m: 3 })).toBeUndefined();
  });

  it.each([
    [{ n: 31, k: 6, keys: 0, t: 3, m: 3 }, 'at most 30 numbers'],
    [{ n: 5, k: 6, keys: 0, t: 3, m: 3 }, 'only 5 were chosen'],
    [{ n: 10, k: 6, keys: 0, t: 0, m: 3 }, 'at least 1 match'],
    [{ n: 10, k: 6, keys: 0, t: 4, m: 3 }, '"4 if 3"'],
    [{ n: 10, k: 5, keys: 0, t: 6, m: 6 }, 'cannot match 6'],
    [{ n: 7, k: 6, keys: 0, t: 3, m: 8 }, 'at least 8 chosen numbers'],
    [{ n: 10, k: 6, keys: 7, t: 3, m: 3 }, 'do not fit in lines of 6'],
    [{ n: 10, k: 6, keys: 4, t: 3, m: 3 }, 'use fewer key numbers'],
    [{ n: 10, k: 6, keys: 0, t: 2.5, m: 3 }, 'whole numbers'],
  ])('refuses %j: %s', (parameters, message) => {
    expect(wheelParametersProblem(parameters)).toContain(message);
  });

  it('agrees with the search on every small case', () => {
    for (let n = 2; n <= 7; n++) {
      for (let k = 1; k <= 4; k++) {
        for (let keys = 0; keys <= Math.min(n, k + 1); keys++) {
          for (let t = 0; t <= k + 1; t++) {
            for (let m = 0; m <= n + 1; m++) {
              const problem = wheelParametersProblem({ n, k, keys, t, m });
              const search = () =>
                searchCovering({ numbers: n, k, t, m, keys: Array.from({ length: keys }, (_, i) => i), seed: 's', candidatesPerStep: 1, improvementRounds: 0 });
              if (problem) expect(search).toThrow(RangeError);
              else expect(search).not.toThrow();
            }
          }
        }
      }
    }
  });
});
