// What `npm run wheel` does with its arguments, apart from the process (main.ts) so a spec can run it:
// the verified wheel as one line of JSON on stdout and 0; bad input explained on stderr and 2; a wheel
// that failed its verification (never printed) on stderr and 1.
import { buildVerifiedWheel, WheelNotVerifiedError } from '@pickwise/lottery';
import { parseWheelArguments, WHEEL_USAGE } from './arguments.ts';
import { wheelOutput } from './output.ts';

export interface CommandOutput {
  log(text: string): void;
  error(text: string): void;
}

export function runWheelCommand(args: readonly string[], output: CommandOutput): number {
  const parsed = parseWheelArguments(args);
  if (parsed.kind === 'help') {
    output.log(WHEEL_USAGE);
    return 0;
  }
  if (parsed.kind === 'invalid') {
    output.error(`${parsed.message}\n\n${WHEEL_USAGE}`);
    return 2;
  }
  try {
    output.log(JSON.stringify(wheelOutput(buildVerifiedWheel(parsed.request))));
    return 0;
  } catch (error) {
    if (!(error instanceof WheelNotVerifiedError)) throw error;
    output.error(error.message);
    return 1;
  }
}
