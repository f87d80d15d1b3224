import { CURRENCY_CODES, GAMES } from '../games.js';
import { CURRENCY_MINOR_DIGITS, fromMinorUnits, splitPrize, toMinorUnits } from './prize-split.js';

const members = (...shares: number[]) => shares.map((count, index) => ({ memberId: `m${index + 1}`, shares: count }));
const amounts = (parts: { amount: number }[]) => parts.map((part) => part.amount);
const total = (parts: { amount: number }[]) => parts.reduce((sum, part) => sum + part.amount, 0);

describe('splitPrize', () => {
  it('splits evenly where the shares divide the prize', () => {
    expect(amounts(splitPrize(1_000, members(1, 1, 1, 1)))).toEqual([250, 250, 250, 250]);
    expect(amounts(splitPrize(900, members(1, 2)))).toEqual([300, 600]);
  });

  it('gives the cents that do not divide to the largest remainders, ties to the member listed first', () => {
    // 1000 / 3: 333 each, remainders equal, so the one cent left goes to the first member.
    expect(amounts(splitPrize(1_000, members(1, 1, 1)))).toEqual([334, 333, 333]);
    // 1001 / 3: two cents left, to the first two.
    expect(amounts(splitPrize(1_001, members(1, 1, 1)))).toEqual([334, 334, 333]);
    // 100 among 1, 2 and 4 shares (7): 14.28…, 28.57…, 57.14… → remainders 2, 4, 1 of 7; the cent left goes to the second.
    expect(amounts(splitPrize(100, members(1, 2, 4)))).toEqual([14, 29, 57]);
  });

  it('gives a prize of one cent to one member, the first of equal remainders', () => {
    expect(amounts(splitPrize(1, members(1, 1, 1, 1, 1)))).toEqual([1, 0, 0, 0, 0]);
    // With shares, the largest remainder: 1·3 mod 4 = 3 beats 1·1 mod 4 = 1.
    expect(amounts(splitPrize(1, members(1, 3)))).toEqual([0, 1]);
  });

  it('a prize of nothing gives nothing', () => expect(amounts(splitPrize(0, members(2, 3)))).toEqual([0, 0]));

  it('gives away every unit exactly once, whatever the shares (a property over many prizes)', () => {
    let seed = 7;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647);
    for (let round = 0; round < 2_000; round++) {
      const holders = members(...Array.from({ length: 1 + (next() % 25) }, () => 1 + (next() % 9)));
      const amount = next() % 1_000_003;
      const parts = splitPrize(amount, holders);
      expect(total(parts)).toBe(amount);
      const shareTotal = holders.reduce((sum, holder) => sum + holder.shares, 0);
      // Nobody is more than one unit from their exact share.
      parts.forEach((part, index) => expect(Math.abs(part.amount - (amount * holders[index]!.shares) / shareTotal)).toBeLessThan(1));
    }
  });

  it('is exact on the largest jackpots (BigInt arithmetic)', () => {
    const jackpot = 2_040_000_000_00; // $2.04 billion in cents
    const parts = splitPrize(jackpot, members(...Array.from({ length: 997 }, (_, index) => 1 + (index % 7))));
    expect(total(parts)).toBe(jackpot);
  });

  it('refuses what is not a whole prize or a whole share', () => {
    expect(() => splitPrize(10.5, members(1))).toThrow(RangeError);
    expect(() => splitPrize(-1, members(1))).toThrow(RangeError);
    expect(() => splitPrize(10, [])).toThrow(RangeError);
    expect(() => splitPrize(10, members(0, 1))).toThrow(RangeError);
    expect(() => splitPrize(10, members(1.5))).toThrow(RangeError);
  });
});

describe('minor units', () => {
  it('every game’s currency has its minor digits', () => {
    for (const game of GAMES) expect(CURRENCY_MINOR_DIGITS[game.currency]).toBe(2);
    expect(Object.keys(CURRENCY_MINOR_DIGITS).sort()).toEqual([...CURRENCY_CODES].sort());
  });

  it.each(CURRENCY_CODES)('%s: amounts go to whole cents and back', (currency) => {
    expect(toMinorUnits(2, currency)).toBe(200);
    expect(toMinorUnits(0.1 + 0.2, currency)).toBe(30);
    expect(toMinorUnits(1_999_999.99, currency)).toBe(199_999_999);
    expect(fromMinorUnits(199_999_999, currency)).toBe(1_999_999.99);
    expect(() => toMinorUnits(1.005, currency)).toThrow(RangeError);
  });
});
