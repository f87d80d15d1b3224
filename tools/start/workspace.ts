// Paths and environment shared by the launcher, the test runner and the benchmark.
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const dataDir = path.join(workspaceRoot, '.data');
const workspaceBin = path.join(workspaceRoot, 'node_modules', '.bin');

/**
 * The environment for every child process: node_modules/.bin first on PATH, so that `node`,
 * tsc, rspack and nx inside it run on the workspace's Node 24 and not on the machine's Node.
 */
export function childEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const currentPath = process.env['PATH'] ?? '';
  const pathWithBinFirst = currentPath.startsWith(workspaceBin) ? currentPath : `${workspaceBin}${path.delimiter}${currentPath}`;
  return { ...process.env, PATH: pathWithBinFirst, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', ...extra };
}

export const minimumNodeMajor = 24;

/** Stops early, with the fix, when the script runs on a Node older than the product's. */
export function assertWorkspaceNode(scriptName: string): void {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < minimumNodeMajor) {
    console.error(
      `${scriptName} needs Node ${minimumNodeMajor}+, but runs on Node ${process.version} (${process.execPath}).\n` +
        'Run it through npm (`npm start`, `npm test`, `npm run bench`) or `npx node ...`, which use the Node 24 ' +
        'installed in node_modules by `npm install`.',
    );
    process.exit(1);
  }
}

/**
 * Reads `<repo>/.env` (see .env.example) into this process's environment, and so into every
 * process it starts. A variable already set in the shell wins: the file only fills in what is unset.
 */
export function loadDotEnv(file = path.join(workspaceRoot, '.env')): string[] {
  if (!existsSync(file)) return [];
  const added: string[] = [];
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
    if (process.env[name] !== undefined || value === undefined) continue;
    process.env[name] = value;
    added.push(name);
  }
  return added;
}
