// The service images install what serviceRuntimeDependencies finds: it must find every package a
// service loads (else the image fails at start) and list nothing the services do not load (else the
// image carries it). Checked on the eight services and on a small workspace made for each rule.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { workspaceRoot } from '../start/workspace.ts';
import { serviceRuntimeDependencies } from './runtime-dependencies.ts';
import { serviceManifest, serviceNames } from './stage-service.ts';

const rootManifest = JSON.parse(readFileSync(path.join(workspaceRoot, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };

describe('the eight services', () => {
  const found = Object.fromEntries(serviceNames.map((service) => [service, serviceRuntimeDependencies(service, workspaceRoot)]));
  const servicesLoading = (name: string) => serviceNames.filter((service) => name in found[service]!.packages);

  it('load only root dependencies, at their pinned versions, and libraries with a build', () => {
    // serviceRuntimeDependencies throws for a devDependency or an unbuilt library; here the versions.
    for (const service of serviceNames) {
      for (const [name, version] of Object.entries(found[service]!.packages)) expect([name, version]).toEqual([name, rootManifest.dependencies[name]]);
      expect(found[service]!.libraries).toEqual(expect.arrayContaining(['contracts', 'nest-kit']));
    }
  });

  it('run every root dependency: package.json lists none that no service loads', () => {
    const unused = Object.keys(rootManifest.dependencies).filter((name) => servicesLoading(name).length === 0);
    expect(unused).toEqual([]);
  });

  it("keep a service's own packages out of the other services' images", () => {
    for (const name of ['@node-rs/argon2', 'otpauth', 'qrcode']) expect([name, servicesLoading(name)]).toEqual([name, ['identity']]);
    // Account mails from identity, alert mails from notifications.
    expect(servicesLoading('nodemailer')).toEqual(['identity', 'notifications']);
    for (const name of ['web-push', 'ical-generator', '@touch4it/ical-timezones']) expect([name, servicesLoading(name)]).toEqual([name, ['notifications']]);
    for (const name of ['@fastify/static', '@fastify/helmet']) expect([name, servicesLoading(name)]).toEqual([name, ['gateway']]);
    // libs/providers is pure (no package of its own): draws reads its source ranking and which provider is an operator's publication (issue 39).
    expect(found['draws']!.libraries).toContain('providers');
    expect(found['jackpots']!.libraries).toContain('providers');
    expect(found['generation']!.libraries).not.toContain('providers');
  });

  it('write a manifest npm installs from: the packages, and the libraries as workspaces', () => {
    const manifest = serviceManifest('identity');
    expect(manifest).toMatchObject({ name: 'pickwise-identity', private: true, type: 'module', dependencies: found['identity']!.packages });
    expect(manifest['workspaces']).toEqual(found['identity']!.libraries.map((library) => `libs/${library}`));
    expect(manifest).not.toHaveProperty('devDependencies');
  });
});

describe('serviceRuntimeDependencies', () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const json = (value: unknown) => JSON.stringify(value, null, 2);

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'pickwise-runtime-dependencies-'));
    write('package.json', json({ dependencies: { used: '1.0.0', 'type-only': '1.0.0', injected: '2.0.0', lazy: '3.0.0', 'peer-of-used': '4.0.0', unused: '5.0.0' }, devDependencies: { 'dev-only': '1.0.0' } }));
    write('node_modules/used/package.json', json({ name: 'used', peerDependencies: { 'peer-of-used': '*', 'optional-peer': '*' }, peerDependenciesMeta: { 'optional-peer': { optional: true } } }));
    write(
      'services/demo/tsconfig.json',
      json({ compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', target: 'es2023', experimentalDecorators: true, emitDecoratorMetadata: true, rootDir: 'src' }, include: ['src/**/*.ts'], exclude: ['src/**/*.spec.ts'] }),
    );
    write('services/demo/src/main.ts', "import { start } from './start.js';\nimport type { Shape } from 'type-only';\nexport const shape: Shape | undefined = undefined;\nstart();\n");
    write('services/demo/src/main.spec.ts', "import 'dev-only';\n");
    write(
      'services/demo/src/start.ts',
      [
        "import { used } from 'used/sub/path';",
        "import { Injected } from 'injected';",
        "import { shared } from '@pickwise/shared';",
        'const Inject = (): ParameterDecorator => () => undefined;',
        'export class Handler { constructor(@Inject() readonly injected: Injected) {} }',
        "export const start = async () => [used, shared, await import('lazy')];",
        '',
      ].join('\n'),
    );
    write('libs/shared/package.json', json({ name: '@pickwise/shared', exports: { '.': { '@pickwise/source': './src/index.ts', default: './dist/index.js' } }, dependencies: { '@pickwise/declared': '0.1.0' } }));
    write('libs/declared/package.json', json({ name: '@pickwise/declared' }));
    write('libs/shared/src/index.ts', "import { readFileSync } from 'node:fs';\nexport const shared = readFileSync;\n");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('follows the compiled imports: type-only ones dropped, decorator metadata, dynamic imports, subpaths and required peers kept', () => {
    expect(serviceRuntimeDependencies('demo', root)).toEqual({
      packages: { injected: '2.0.0', lazy: '3.0.0', 'peer-of-used': '4.0.0', used: '1.0.0' },
      libraries: ['declared', 'shared'],
    });
  });

  it('fails, naming the file, when a service loads a devDependency or an undeclared package', () => {
    write('services/demo/src/extra.ts', "import 'dev-only';\nimport 'nowhere';\n");
    expect(() => serviceRuntimeDependencies('demo', root)).toThrow(
      /services\/demo\/src\/extra\.ts imports dev-only, a devDependency\n {2}services\/demo\/src\/extra\.ts imports nowhere, not in package\.json/,
    );
  });

  it("fails when a library it imports has no build (a frontend library's source-only export)", () => {
    write('libs/shared/package.json', json({ name: '@pickwise/shared', exports: { '.': './src/index.ts' } }));
    expect(() => serviceRuntimeDependencies('demo', root)).toThrow(/imports @pickwise\/shared, which has no built entry/);
  });

  it('follows a library file by file: a package its other files import is not loaded', () => {
    write('libs/shared/src/unexported.ts', "import 'unused';\n");
    expect(serviceRuntimeDependencies('demo', root).packages).not.toHaveProperty('unused');
    write('libs/shared/src/index.ts', "export * from './unexported.js';\n");
    expect(serviceRuntimeDependencies('demo', root).packages).toHaveProperty('unused', '5.0.0');
  });
});
