import type { CurrencyCode } from '../games.js';

/**
 * The digits after the decimal point of each currency the games are played in (ISO 4217 minor
 * units): every pool amount is kept and split as a whole number of these units.
 */
export const CURRENCY_MINOR_DIGITS: Readonly<Record<CurrencyCode, number>> = { USD: 2, EUR: 2, GBP: 2 };

/** An amount in the currency's units (4.5 dollars) as whole minor units (450 cents); refuses more digits than the currency has. */
export function toMinorUnits(amount: number, currency: CurrencyCode): number {
  const scaled = amount * 10 ** CURRENCY_MINOR_DIGITS[currency];
  const units = Math.round(scaled);
  if (Math.abs(units - scaled) > 1e-6) throw new RangeError(`${amount} ${currency} has more digits than the currency's ${CURRENCY_MINOR_DIGITS[currency]}`);
  return units;
}

/** Whole minor units back in the currency's units, for display and the APIs that speak in them. */
export const fromMinorUnits = (units: number, currency: CurrencyCode): number => units / 10 ** CURRENCY_MINOR_DIGITS[currency];

/** A member's stake in a draw's record: whole shares, in the record's member order. */
export interface ShareHolder {
  memberId: string;
  shares: number;
}

export interface PrizePart {
  memberId: string;
  /** Minor units of the prize's currency. */
  amount: number;
}

/**
 * THE SPLIT RULE, stated once (the pools' pages and docs/services.md quote it): a prize of A minor
 * units among members holding s₁…sₙ of S shares gives each member ⌊A·sᵢ/S⌋ units first; the R units
 * left over (R < n) go one each to the R members with the largest remainders A·sᵢ mod S, a tie going
 * to the member listed first in the sealed record (the order members joined). Every unit is
 * given, none twice, and the same record always splits the same way, in every currency alike (all
 * three have two minor digits). The arithmetic is in BigInt, so a billion-dollar prize among
 * thousands of shares is exact.
 */
export function splitPrize(amount: number, holders: readonly ShareHolder[]): PrizePart[] {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`A prize is a whole, non-negative number of minor units, not ${amount}`);
  if (holders.length === 0) throw new RangeError('A prize is split among at least one member');
  for (const holder of holders) {
    if (!Number.isSafeInteger(holder.shares) || holder.shares < 1) throw new RangeError(`Member ${holder.memberId} holds ${holder.shares} shares; a member holds at least one whole share`);
  }
  const total = BigInt(holders.reduce((sum, holder) => sum + holder.shares, 0));
  const whole = BigInt(amount);
  const parts = holders.map((holder, order) => {
    const product = whole * BigInt(holder.shares);
    return { memberId: holder.memberId, order, amount: product / total, remainder: product % total };
  });
  let leftOver = whole - parts.reduce((sum, part) => sum + part.amount, 0n);
  const byRemainder = [...parts].sort((a, b) => (a.remainder === b.remainder ? a.order - b.order : a.remainder > b.remainder ? -1 : 1));
  for (const part of byRemainder) {
    if (leftOver === 0n) break;
    part.amount += 1n;
    leftOver -= 1n;
  }
  return parts.map((part) => ({ memberId: part.memberId, amount: Number(part.amount) }));
}
