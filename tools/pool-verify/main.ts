// `npm run pool:verify -- <pack>` (issue 36): verifies a pool's evidence pack offline (command.ts).
import { assertWorkspaceNode } from '../start/workspace.ts';
import { runPoolVerify } from './command.ts';

assertWorkspaceNode('npm run pool:verify');

process.exitCode = await runPoolVerify(process.argv.slice(2), console);
