import { MAX_WHEEL_NUMBERS } from './covering-verifier.js';

export interface WheelParameters {
  /** How many numbers are chosen. */
  n: number;
  /** Numbers per line (the game's main count). */
  k: number;
  /** How many of the chosen numbers are keys (in every line). */
  keys: number;
  t: number;
  m: number;
}

/**
 * Why no wheel can have these parameters, in a sentence a player can act on; undefined when one can.
 * The one place that says so: the request schema (libs/contracts) and the search ask it alike.
 */
export function wheelParametersProblem({ n, k, keys, t, m }: WheelParameters): string | undefined {
  if (![n, k, keys, t, m].every(Number.isInteger)) return 'The wheel parameters must be whole numbers';
  if (n > MAX_WHEEL_NUMBERS) return `A wheel takes at most ${MAX_WHEEL_NUMBERS} numbers; ${n} were chosen`;
  if (n < k) return `A line takes ${k} numbers; only ${n} were chosen`;
  if (t < 1) return 'The guarantee must be at least 1 match';
  if (m < t) return `The guarantee "${t} if ${m}" needs the second number at least as large as the first`;
  if (t > k) return `A line of ${k} numbers cannot match ${t}`;
  if (m > n) return `The guarantee "${t} if ${m}" needs at least ${m} chosen numbers; ${n} were chosen`;
  if (keys < 0) return 'The key numbers cannot be fewer than none';
  if (keys > k) return `${keys} key numbers do not fit in lines of ${k} numbers`;
  if (keys > n) return `${keys} key numbers, but only ${n} numbers were chosen`;
  // The hardest case holds as few key numbers as it can (forced ones only: m exceeds the free
  // numbers); a line then matches those keys plus at most its k - keys free numbers.
  const forcedKeys = Math.max(0, m - (n - keys));
  if (forcedKeys + Math.min(m - forcedKeys, k - keys) < t) {
    return `With ${keys} key numbers no line can match ${t} when ${m} drawn numbers are among the chosen ones: use fewer key numbers`;
  }
  return undefined;
}
