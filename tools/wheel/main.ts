// `npm run wheel -- <game> <numbers> <t>if<m> [--keys a,b] [--special a[,b]] [--turn a[,b] ...] [--seed s]`
// (issue 28): the wheel builder for people who script their play. The same request check and the
// same pipeline as the screen (wheelRequestSchema, buildVerifiedWheel: search, exhaustive
// verification, figures); the verified wheel is printed as JSON on stdout (command.ts, output.ts).
import { assertWorkspaceNode } from '../start/workspace.ts';
import { runWheelCommand } from './command.ts';

assertWorkspaceNode('npm run wheel');

process.exitCode = runWheelCommand(process.argv.slice(2), console);
