import { CURRENCY_CODES } from '@pickwise/lottery';
import { z } from 'zod';

/**
 * The `game` field of every request: one text value. A repeated query parameter
 * (`?game=a&game=b`) arrives as a list and is told so, not reported as missing.
 */
export const gameField = z
  .string({ error: (issue) => (issue.input === undefined ? 'game is required' : 'game must be one text value (given once)') })
  .min(1, 'game is required')
  .max(64);

/** A currency of the games (libs/lottery `CURRENCY_CODES`): every currency field of the contracts. */
export const currencyCodeSchema = z.enum(CURRENCY_CODES);
