// The build step of `npm start`: Nx builds libs, services and frontends in dependency order, from its
// local cache when nothing changed.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { childEnvironment, workspaceRoot } from './workspace.ts';

export function buildWorkspace(): Promise<void> {
  const nx = path.join(workspaceRoot, 'node_modules', '.bin', 'nx');
  const child = spawn(process.execPath, [nx, 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=static'], {
    cwd: workspaceRoot,
    env: childEnvironment(),
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`the build failed (${signal ?? `exit code ${code}`}); see its output above.`)),
    );
  });
}
