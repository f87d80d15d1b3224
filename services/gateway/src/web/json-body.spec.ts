import { MAX_JSON_DEPTH, jsonDepth } from './json-body.js';

describe('jsonDepth', () => {
  it('counts the deepest nesting of arrays and objects', () => {
    expect(jsonDepth('1')).toBe(0);
    expect(jsonDepth('{"game":"powerball"}')).toBe(1);
    expect(jsonDepth('{"options":{"favorites":[1,2,3]}}')).toBe(3);
    expect(jsonDepth('[[],[[]],{}]')).toBe(3);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDepth('{"seed":"[[[[{{{{"}')).toBe(1);
    expect(jsonDepth('{"seed":"a\\"[[[[\\\\"}')).toBe(1);
  });

  it('sees the depth of a hostile body far beyond the limit', () => {
    const nested = `{"game":"powerball","options":{"x":${'['.repeat(4_400)}${']'.repeat(4_400)}}}`;
    expect(jsonDepth(nested)).toBe(4_402);
    expect(jsonDepth(nested)).toBeGreaterThan(MAX_JSON_DEPTH);
  });
});
