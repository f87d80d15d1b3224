// The Prometheus and promtool that the tests run: Debian's `prometheus` package at one pinned
// version, fetched on first use with the machine's own apt configuration (no root, nothing installed
// system-wide) and kept in node_modules/.cache, so a fresh clone needs nothing but `npm install` and
// a reachable Debian mirror, and every run uses the same binaries.
//
// apt-get runs as any user against lists of its own (`apt-get update` into the cache folder), so it
// needs neither the machine's lists nor root; apt checks the package against the signed index, and
// this file checks it again against the pinned SHA-256 before unpacking the two binaries.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, constants, mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { workspaceRoot } from '../start/workspace.ts';

const run = promisify(execFile);

/** The Debian package the binaries come from: Debian 12's Prometheus 2.42. */
export const PROMETHEUS_PACKAGE = {
  name: 'prometheus',
  version: '2.42.0+ds-5+deb12u1',
  architecture: 'amd64',
  sha256: '81d59a24fce84f7fbe97a45a4f2914b6a5881b5cd1db2a6a0e129e515e1a5f55',
} as const;

export interface PrometheusBinaries {
  prometheus: string;
  promtool: string;
}

export const defaultCacheDir = path.join(workspaceRoot, 'node_modules', '.cache', 'pickwise-prometheus');

/** Where the binaries of one package version live once unpacked. */
const binariesIn = (installDir: string): PrometheusBinaries => ({
  prometheus: path.join(installDir, 'usr', 'bin', 'prometheus'),
  promtool: path.join(installDir, 'usr', 'bin', 'promtool'),
});

const executable = (file: string) =>
  access(file, constants.X_OK).then(
    () => true,
    () => false,
  );

/**
 * Downloads the pinned .deb into `workDir` with apt-get (its own lists and cache there) and returns
 * its path. The machine's sources (/etc/apt/sources.list*) say where from.
 */
export async function aptDownload(workDir: string): Promise<string> {
  const lists = path.join(workDir, 'lists');
  const cache = path.join(workDir, 'cache');
  await mkdir(path.join(lists, 'partial'), { recursive: true });
  await mkdir(path.join(cache, 'archives', 'partial'), { recursive: true });
  // No lock: the lists and cache are this download's own, and a non-root user cannot take apt's locks.
  const options = ['-o', `Dir::State::Lists=${lists}`, '-o', `Dir::Cache=${cache}`, '-o', 'Debug::NoLocking=true', '-q'];
  const { name, version } = PROMETHEUS_PACKAGE;
  try {
    await run('apt-get', [...options, 'update'], { cwd: workDir });
    await run('apt-get', [...options, 'download', `${name}=${version}`], { cwd: workDir });
  } catch (error) {
    const { stderr = '' } = error as { stderr?: string };
    throw new Error(
      `apt-get could not download ${name}=${version}: ${stderr.trim() || String(error)}\n` +
        "It needs a Debian 12 (bookworm) machine whose apt sources reach a Debian mirror; if the mirror no longer offers this version, pin the one it offers in tools/test/prometheus.ts (version and SHA-256).",
    );
  }
  const deb = (await readdir(workDir)).find((file) => file.endsWith('.deb'));
  if (!deb) throw new Error(`apt-get download ${name}=${version} left no .deb in ${workDir}`);
  return path.join(workDir, deb);
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Unpacks only usr/bin/prometheus and usr/bin/promtool of the package into `targetDir`. */
async function unpackBinaries(deb: string, targetDir: string): Promise<void> {
  await mkdir(targetDir, { recursive: true });
  // dpkg-deb hands out the package's file tree as a tar stream; tar keeps the two binaries of it.
  await run('sh', ['-c', 'dpkg-deb --fsys-tarfile "$1" | tar -x -C "$2" ./usr/bin/prometheus ./usr/bin/promtool', 'unpack', deb, targetDir]);
}

/**
 * The paths of `prometheus` and `promtool`: unpacked from the pinned package on first use, the same
 * files afterwards. Concurrent first uses (Jest workers) each unpack into a folder of their own and
 * the first to finish renames it into place; the others drop theirs.
 */
export async function prometheusBinaries({
  cacheDir = defaultCacheDir,
  download = aptDownload,
}: { cacheDir?: string; download?: (workDir: string) => Promise<string> } = {}): Promise<PrometheusBinaries> {
  const installDir = path.join(cacheDir, `${PROMETHEUS_PACKAGE.name}_${PROMETHEUS_PACKAGE.version}_${PROMETHEUS_PACKAGE.architecture}`);
  const binaries = binariesIn(installDir);
  if ((await executable(binaries.prometheus)) && (await executable(binaries.promtool))) return binaries;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`The pinned Prometheus package is Debian's ${PROMETHEUS_PACKAGE.architecture} build; this machine is ${process.platform}/${process.arch}.`);
  }

  await mkdir(cacheDir, { recursive: true });
  const workDir = await mkdtemp(path.join(cacheDir, '.download-'));
  try {
    const deb = await download(workDir);
    const sha256 = await sha256Of(deb);
    if (sha256 !== PROMETHEUS_PACKAGE.sha256) {
      throw new Error(`${path.basename(deb)} has SHA-256 ${sha256}, not the pinned ${PROMETHEUS_PACKAGE.sha256}: refused.`);
    }
    const unpacked = path.join(workDir, 'unpacked');
    await unpackBinaries(deb, unpacked);
    await rename(unpacked, installDir).catch(async (error: NodeJS.ErrnoException) => {
      // Another process put the same files in place first.
      if (!['EEXIST', 'ENOTEMPTY'].includes(error.code ?? '')) throw error;
    });
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  return binaries;
}
