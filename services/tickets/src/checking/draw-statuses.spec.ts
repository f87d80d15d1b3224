import { leastCertain } from './draw-statuses.js';

describe('leastCertain', () => {
  it("gives a night of two draws the status of its least certain one: disputed, then provisional, then verified", () => {
    expect(leastCertain(['verified'])).toBe('verified');
    expect(leastCertain(['verified', 'provisional'])).toBe('provisional');
    expect(leastCertain(['disputed', 'provisional', 'verified'])).toBe('disputed');
    expect(leastCertain([])).toBeUndefined();
  });
});
