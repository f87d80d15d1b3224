import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PROMETHEUS_PACKAGE, prometheusBinaries } from './prometheus.ts';

const run = promisify(execFile);
const NOBODY = 65534;

const versionOf = async (binary: string) => {
  const { stdout, stderr } = await run(binary, ['--version']);
  return `${stdout}${stderr}`;
};

describe('prometheusBinaries', () => {
  const temporaryDirs: string[] = [];
  const temporaryDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pickwise-prometheus-'));
    temporaryDirs.push(dir);
    return dir;
  };
  afterAll(() => Promise.all(temporaryDirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('gives the pinned Prometheus 2.42 and its promtool, then the same files without downloading again', async () => {
    const binaries = await prometheusBinaries();
    expect(await versionOf(binaries.prometheus)).toMatch(/prometheus, version 2\.42\.0/);
    expect(await versionOf(binaries.promtool)).toMatch(/promtool, version 2\.42\.0/);
    const again = await prometheusBinaries({
      download: () => Promise.reject(new Error('downloaded twice')),
    });
    expect(again).toEqual(binaries);
  }, 120_000);

  it('refuses a package whose SHA-256 is not the pinned one, and keeps nothing of it', async () => {
    const cacheDir = await temporaryDir();
    const download = async (workDir: string) => {
      const deb = path.join(workDir, `${PROMETHEUS_PACKAGE.name}_${PROMETHEUS_PACKAGE.version}_amd64.deb`);
      await writeFile(deb, 'not the package');
      return deb;
    };
    await expect(prometheusBinaries({ cacheDir, download })).rejects.toThrow(`not the pinned ${PROMETHEUS_PACKAGE.sha256}: refused`);
    expect(await readdir(cacheDir)).toEqual([]);
  });

  // A developer's machine or CI may run as any user: apt-get and the unpacking must need no root.
  it('fetches and unpacks as a user who is not root', async () => {
    const cacheDir = await temporaryDir();
    if (process.getuid?.() !== 0) {
      expect(await versionOf((await prometheusBinaries({ cacheDir })).promtool)).toMatch(/version 2\.42\.0/);
      return;
    }
    await chmod(cacheDir, 0o777);
    const script = `const { prometheusBinaries } = await import(${JSON.stringify(path.join(import.meta.dirname, 'prometheus.ts'))});
      const { promtool } = await prometheusBinaries({ cacheDir: ${JSON.stringify(cacheDir)} });
      console.log(promtool);`;
    const { stdout } = await run('setpriv', [`--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', process.execPath, '--input-type=module', '-e', script], {
      env: { PATH: process.env['PATH'] ?? '', HOME: cacheDir },
    });
    const promtool = stdout.trim();
    expect(promtool.startsWith(cacheDir)).toBe(true);
    expect(await versionOf(promtool)).toMatch(/version 2\.42\.0/);
  }, 120_000);
});
