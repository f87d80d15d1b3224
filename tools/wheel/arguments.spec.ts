import { DEFAULT_WHEEL_SEED } from '@pickwise/lottery';
import { parseWheelArguments, type WheelArguments } from './arguments.ts';

const TEN = '44,1,5,9,12,17,23,28,31,36';

/** The message of an invalid command line (fails the test when it was accepted). */
function refusal(result: WheelArguments): string {
  if (result.kind !== 'invalid') throw new Error(`expected a refusal, got ${JSON.stringify(result)}`);
  return result.message;
}

describe('parseWheelArguments', () => {
  it('reads game, numbers, guarantee, keys and fixed special numbers into a checked request, numbers ascending, the default seed', () => {
    expect(parseWheelArguments(['lotto-6aus49', TEN, '3if4', '--keys', '17,5', '--special', '7'])).toEqual({
      kind: 'request',
      request: {
        game: 'lotto-6aus49',
        numbers: [1, 5, 9, 12, 17, 23, 28, 31, 36, 44],
        keys: [5, 17],
        t: 3,
        m: 4,
        specials: { kind: 'fixed', numbers: [7] },
        seed: DEFAULT_WHEEL_SEED,
      },
    });
  });

  it('hands special-number sets out in turn, one --turn each, and takes a seed', () => {
    const result = parseWheelArguments(['euromillions', '1,2,3,4,5,6,7,8,9,10,11,12', '3if3', '--turn', '1,2', '--turn', '12, 3', '--seed', 'club-7']);
    expect(result).toMatchObject({ kind: 'request', request: { specials: { kind: 'in-turn', sets: [[1, 2], [3, 12]] }, seed: 'club-7', keys: [] } });
  });

  it('takes a game without special numbers without any', () => {
    expect(parseWheelArguments(['uk-lotto', TEN, '2if2'])).toMatchObject({ kind: 'request', request: { game: 'uk-lotto', specials: { kind: 'none' } } });
  });

  it('answers --help and -h with the usage', () => {
    expect(parseWheelArguments(['--help'])).toEqual({ kind: 'help' });
    expect(parseWheelArguments(['lotto-6aus49', '-h'])).toEqual({ kind: 'help' });
  });

  it('names a token that is not a whole number, and where it was given', () => {
    expect(refusal(parseWheelArguments(['lotto-6aus49', '1,2,x3', '3if4', '--special', '7']))).toBe('numbers: "x3" is not a whole number (give them comma-separated, e.g. 1,5,9)');
    expect(refusal(parseWheelArguments(['lotto-6aus49', TEN, '3if4', '--keys', '5,', '--special', '7']))).toMatch(/^--keys: "" is not a whole number/);
    expect(refusal(parseWheelArguments(['euromillions', TEN, '3if4', '--turn', '1,2', '--turn', '1.5,3']))).toMatch(/^--turn: "1.5" is not a whole number/);
  });

  it('refuses a guarantee not of the form <t>if<m>, and a missing or extra argument', () => {
    expect(refusal(parseWheelArguments(['lotto-6aus49', TEN, '3of4', '--special', '7']))).toBe('the guarantee "3of4" is not of the form <t>if<m>, e.g. 3if4');
    expect(refusal(parseWheelArguments(['lotto-6aus49', TEN]))).toBe('expected 3 arguments (game, numbers, guarantee), got 2: lotto-6aus49 ' + TEN);
    expect(refusal(parseWheelArguments([]))).toBe('expected 3 arguments (game, numbers, guarantee), got 0');
  });

  it('refuses fixed and in-turn special numbers together, and unknown options', () => {
    expect(refusal(parseWheelArguments(['euromillions', TEN, '3if3', '--special', '1,2', '--turn', '3,4', '--turn', '5,6']))).toMatch(/exclude each other/);
    expect(refusal(parseWheelArguments(['lotto-6aus49', TEN, '3if4', '--key', '5']))).toMatch(/Unknown option '--key'/);
  });

  it("gives the schema's own messages for what the game does not allow, each on its line", () => {
    const message = refusal(parseWheelArguments(['euromillions', '1,2,3', '4if5']));
    expect(message.split('\n')).toEqual([
      'Choose at least 6 numbers for a wheel of EuroMillions (lines of 5); 3 chosen',
      'The guarantee "4 if 5" needs at least 5 chosen numbers; 3 chosen',
      'EuroMillions draws 2 special numbers (1-12): give them fixed for every line or a list of sets in turn',
    ]);
    expect(refusal(parseWheelArguments(['keno', TEN, '3if4']))).toMatch(/^game must be one of: /);
    expect(refusal(parseWheelArguments(['lotto-6aus49', TEN, '3if4', '--special', '7', '--seed', 'no spaces']))).toBe('seed: 1 to 64 letters, digits, - or _');
  });
});
