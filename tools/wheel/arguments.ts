// The command line of `npm run wheel`, read into a wheel request. The syntax is checked here (whole
// numbers, a guarantee of the form 3if4, fixed or in-turn specials but not both); whether the request
// fits the game is wheelRequestSchema's to say (libs/contracts), in the words the screen uses too.
import { parseArgs } from 'node:util';
import { parseGuarantee, wheelRequestSchema } from '@pickwise/contracts';
import type { WheelRequest } from '@pickwise/lottery';

export const WHEEL_USAGE =
  'usage: npm run wheel -- <game> <numbers comma-separated> <t>if<m> [--keys a,b] [--special a[,b]] [--turn a[,b] ...] [--seed s]\n' +
  '  e.g. npm run wheel -- lotto-6aus49 1,5,9,12,17,23,28,31,36,44 3if4 --keys 5 --special 7\n' +
  '  --special: the same special numbers on every line; --turn (repeated): special-number sets handed to the lines in turn.\n' +
  '  Prints the verified wheel as JSON (`npm run --silent wheel -- …` leaves out npm\'s banner); bad input is explained on stderr (exit code 2).';

export type WheelArguments = { kind: 'help' } | { kind: 'request'; request: WheelRequest } | { kind: 'invalid'; message: string };

/** "1,2,3" as numbers; a token that is not a whole number is named, with what it was given for. */
function numberList(text: string, what: string): number[] | string {
  const tokens = text.split(',').map((token) => token.trim());
  const wrong = tokens.find((token) => !/^\d+$/.test(token));
  if (wrong !== undefined) return `${what}: "${wrong}" is not a whole number (give them comma-separated, e.g. 1,5,9)`;
  return tokens.map(Number);
}

export function parseWheelArguments(args: readonly string[]): WheelArguments {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      strict: true,
      options: {
        keys: { type: 'string' },
        special: { type: 'string' },
        turn: { type: 'string', multiple: true },
        seed: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    // parseArgs explains unknown options and missing values in its own words.
    return { kind: 'invalid', message: (error as Error).message };
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  if (positionals.length !== 3) {
    return { kind: 'invalid', message: `expected 3 arguments (game, numbers, guarantee), got ${positionals.length}${positionals.length > 0 ? `: ${positionals.join(' ')}` : ''}` };
  }
  const [game, numbersText, guaranteeText] = positionals as [string, string, string];
  const numbers = numberList(numbersText, 'numbers');
  if (typeof numbers === 'string') return { kind: 'invalid', message: numbers };
  const keys = values.keys === undefined ? [] : numberList(values.keys, '--keys');
  if (typeof keys === 'string') return { kind: 'invalid', message: keys };
  if (values.special !== undefined && values.turn !== undefined) {
    return { kind: 'invalid', message: '--special (the same on every line) and --turn (handed out in turn) exclude each other: give one of them' };
  }
  const guarantee = parseGuarantee(guaranteeText);
  if (!guarantee) return { kind: 'invalid', message: `the guarantee "${guaranteeText}" is not of the form <t>if<m>, e.g. 3if4` };
  let specials: WheelRequest['specials'] = { kind: 'none' };
  if (values.special !== undefined) {
    const fixed = numberList(values.special, '--special');
    if (typeof fixed === 'string') return { kind: 'invalid', message: fixed };
    specials = { kind: 'fixed', numbers: fixed };
  } else if (values.turn !== undefined) {
    const sets: number[][] = [];
    for (const text of values.turn) {
      const set = numberList(text, '--turn');
      if (typeof set === 'string') return { kind: 'invalid', message: set };
      sets.push(set);
    }
    specials = { kind: 'in-turn', sets };
  }
  const checked = wheelRequestSchema.safeParse({ game, numbers, keys, ...guarantee, specials, ...(values.seed === undefined ? {} : { seed: values.seed }) });
  if (!checked.success) return { kind: 'invalid', message: checked.error.issues.map((issue) => issue.message).join('\n') };
  return { kind: 'request', request: checked.data };
}
