import { describe, expect, it } from '@jest/globals';
import { readStoredPause } from './pause-mode.js';

const storageWith = (value: string | null) => () => ({ getItem: () => value });

describe('readStoredPause', () => {
  it("reads a visitor's and an account's pause", () => {
    expect(readStoredPause(storageWith('device'))).toBe('device');
    expect(readStoredPause(storageWith('account'))).toBe('account');
  });

  it('shows jackpots when nothing, or something else, is stored', () => {
    expect(readStoredPause(storageWith(null))).toBeNull();
    expect(readStoredPause(storageWith('true'))).toBeNull();
  });

  it('shows jackpots where storage is blocked (reading it throws)', () => {
    expect(
      readStoredPause(() => {
        throw new DOMException('blocked', 'SecurityError');
      }),
    ).toBeNull();
  });
});
