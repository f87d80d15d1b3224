import { buildVerifiedWheel } from '@pickwise/lottery';
import { parseWheelArguments, WHEEL_USAGE } from './arguments.ts';
import { runWheelCommand } from './command.ts';
import { wheelOutput } from './output.ts';

/** Runs the command as main.ts does, keeping what it writes to stdout and stderr. */
function run(args: string[]): { code: number; stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = runWheelCommand(args, { log: (text) => stdout.push(text), error: (text) => stderr.push(text) });
  return { code, stdout, stderr };
}

describe('npm run wheel', () => {
  const args = ['euromillions', '3,7,11,19,24,30,33,41,45,50', '3if4', '--keys', '7', '--turn', '2,9', '--turn', '5,11'];

  it('prints the verified wheel as one line of JSON, the same as the pipeline builds, and exits 0', () => {
    const { code, stdout, stderr } = run(args);
    expect({ code, stderr, lines: stdout.length }).toEqual({ code: 0, stderr: [], lines: 1 });
    const parsed = parseWheelArguments(args);
    if (parsed.kind !== 'request') throw new Error('the arguments were refused');
    expect(JSON.parse(stdout[0]!)).toEqual(wheelOutput(buildVerifiedWheel(parsed.request)));
    expect(JSON.parse(stdout[0]!)).toMatchObject({ game: 'euromillions', guarantee: '3if4', keys: [7], cost: { currency: 'EUR' } });
  });

  it('explains bad input on stderr with the usage, prints nothing on stdout, and exits 2', () => {
    expect(run(['euromillions', '3,7,11', '3if3', '--special', '1,2'])).toEqual({
      code: 2,
      stdout: [],
      stderr: [`Choose at least 6 numbers for a wheel of EuroMillions (lines of 5); 3 chosen\n\n${WHEEL_USAGE}`],
    });
  });

  it('prints the usage for --help and exits 0', () => {
    expect(run(['--help'])).toEqual({ code: 0, stdout: [WHEEL_USAGE], stderr: [] });
  });
});
