import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { initialMethod, toGeneratorMethod } from './method-param.js';

describe('?method= handling', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('maps the /generator entry ids to generator method ids', () => {
    expect(toGeneratorMethod('ai-smart')).toBe('ai');
    expect(toGeneratorMethod('hot-cold')).toBe('hotcold');
    expect(toGeneratorMethod('statistical')).toBe('balance');
    expect(toGeneratorMethod('markov')).toBe('markov');
    expect(toGeneratorMethod('random')).toBe('random');
  });

  it('preselects a valid method and falls back to random with a warning otherwise', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(initialMethod(null)).toBe('random');
    expect(initialMethod('lucky')).toBe('lucky');
    expect(initialMethod('ai-smart')).toBe('ai');
    expect(warn).not.toHaveBeenCalled();
    expect(initialMethod('crystal-ball')).toBe('random');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('crystal-ball'));
  });
});
