import { z } from 'zod';
import { characterCount } from './limits/character-count.js';

export interface TextLimits {
  /** Fewest characters (default none). */
  min?: number;
  max: number;
  tooShort?: string;
  tooLong?: string;
}

/**
 * A text schema limited in characters (code points, `characterCount`), the one way every user text
 * of the contracts is limited: zod's `.min`/`.max` count UTF-16 units, so 99 letters and an emoji
 * were "101" and a cut by them could split the emoji. The issues keep zod's codes (`too_small`,
 * `too_big`), which clients map to their fields, and the limits go into the JSON Schema as
 * `minLength`/`maxLength`, which count code points too, so the OpenAPI document says the same.
 */
export function limitedText(text: z.ZodString, { min = 0, max, tooShort, tooLong }: TextLimits) {
  return text
    .superRefine((value, context) => {
      const count = characterCount(value);
      if (count < min) context.addIssue({ code: 'too_small', origin: 'string', minimum: min, inclusive: true, input: value, message: tooShort ?? `Too small: expected string to have >=${min} characters` });
      else if (count > max) context.addIssue({ code: 'too_big', origin: 'string', maximum: max, inclusive: true, input: value, message: tooLong ?? `Too big: expected string to have <=${max} characters` });
    })
    .meta({ ...(min > 0 ? { minLength: min } : {}), maxLength: max });
}
