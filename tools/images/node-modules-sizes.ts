// Prints the size of each service image's node_modules, installed as its Dockerfile installs it, and
// of the one every image carried before the images were split (the root package.json's dependencies):
//
//   npx node tools/images/node-modules-sizes.ts     (after a build; installs from npm's cache, ~1 min)
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { workspaceRoot } from '../start/workspace.ts';
import { serviceNames, stageService } from './stage-service.ts';

/** `du -sb`: the bytes a folder takes, as the figures were measured. */
function bytesUnder(folder: string): number {
  const du = spawnSync('du', ['-sb', folder], { encoding: 'utf8' });
  if (du.status !== 0) throw new Error(`du -sb ${folder} failed: ${du.stderr}`);
  return Number(du.stdout.split('\t')[0]);
}

/** Whether a path under node_modules is a package's own package.json: name/package.json, @scope/name/package.json, nested in name/node_modules/ as deep as it goes. */
function isPackageManifest(file: string): boolean {
  const segments = file.split('/');
  let index = 0;
  for (;;) {
    index += segments[index]?.startsWith('@') ? 2 : 1;
    if (segments[index] === 'package.json') return index === segments.length - 1;
    if (segments[index] !== 'node_modules') return false;
    index += 1;
  }
}

const packageCount = (nodeModules: string) => readdirSync(nodeModules, { recursive: true, encoding: 'utf8' }).filter(isPackageManifest).length;

function install(folder: string): { bytes: number; packages: number } {
  const result = spawnSync('npm', ['install', '--omit=dev', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: folder, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`npm install in ${folder} failed:\n${result.stderr}`);
  const nodeModules = path.join(folder, 'node_modules');
  return { bytes: bytesUnder(nodeModules), packages: packageCount(nodeModules) };
}

const scratch = mkdtempSync(path.join(tmpdir(), 'pickwise-node-modules-'));
try {
  // Before: the root manifest and every library's, as the old Dockerfile installed and pruned them.
  const before = path.join(scratch, 'before');
  mkdirSync(before);
  for (const file of ['package.json', 'package-lock.json']) cpSync(path.join(workspaceRoot, file), path.join(before, file));
  for (const library of readdirSync(path.join(workspaceRoot, 'libs'))) {
    mkdirSync(path.join(before, 'libs', library), { recursive: true });
    cpSync(path.join(workspaceRoot, 'libs', library, 'package.json'), path.join(before, 'libs', library, 'package.json'));
  }
  const all = install(before);
  console.log(`every image before: ${all.bytes.toLocaleString('en')} bytes, ${all.packages} packages`);
  for (const service of serviceNames) {
    const stage = path.join(scratch, service);
    stageService(service, stage);
    const own = install(stage);
    const saved = Math.round((1 - own.bytes / all.bytes) * 100);
    console.log(`${service}: ${own.bytes.toLocaleString('en')} bytes, ${own.packages} packages (${saved}% less)`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
