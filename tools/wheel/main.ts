// `npm run wheel -- <game> <numbers> <t>if<m> [--keys a,b] [--special a[,b]] [--turn a[,b] ...] [--seed s]`
// (issue 28): the wheel builder for people who script their play. The same request check and the
// same pipeline as the screen (wheelRequestSchema, buildVerifiedWheel: search, exhaustive
// verification, figures); the verified wheel is printed as JSON on stdout (output.ts).
// Exit codes: 0 printed; 2 bad input (the reason on stderr); 1 a wheel that failed its verification,
// which is never printed.
import { buildVerifiedWheel, WheelNotVerifiedError } from '@pickwise/lottery';
import { assertWorkspaceNode } from '../start/workspace.ts';
import { parseWheelArguments, WHEEL_USAGE } from './arguments.ts';
import { wheelOutput } from './output.ts';

assertWorkspaceNode('npm run wheel');

const parsed = parseWheelArguments(process.argv.slice(2));
if (parsed.kind === 'help') {
  console.log(WHEEL_USAGE);
} else if (parsed.kind === 'invalid') {
  console.error(`${parsed.message}\n\n${WHEEL_USAGE}`);
  process.exitCode = 2;
} else {
  try {
    console.log(JSON.stringify(wheelOutput(buildVerifiedWheel(parsed.request))));
  } catch (error) {
    if (!(error instanceof WheelNotVerifiedError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
