// Lays out what one service's image holds, from a built workspace, so that the image's
// `npm install --omit=dev` in that folder installs that service's runtime dependencies and nothing else:
//
//   node tools/images/stage-service.ts <service> <folder>
//
// <folder> gets a package.json naming only the service's packages (root versions) and libraries
// (as workspaces), the root package-lock.json (npm keeps its versions and drops what the manifest no
// longer reaches), each library's package.json and dist, the service's dist and data, and for the
// gateway the frontends' builds it serves. Paths inside <folder> are the workspace's, so the services'
// relative paths (../data, ../../../frontends) hold in the image as in the workspace.
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { backendServices, gatewayService } from '../start/services.ts';
import { workspaceRoot } from '../start/workspace.ts';
import { serviceRuntimeDependencies } from './runtime-dependencies.ts';

export const serviceNames = [...backendServices, gatewayService].map((service) => service.name);

/** Build output nothing runs: type declarations, source maps, tsc's incremental state. */
const notRun = (file: string) => /\.d\.[cm]?ts(\.map)?$|\.map$|\.tsbuildinfo$/.test(file);

/** The package.json of a service's image: its runtime packages and the libraries they come with. */
export function serviceManifest(service: string, root = workspaceRoot): Record<string, unknown> {
  const rootManifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string; engines?: unknown };
  const { packages, libraries } = serviceRuntimeDependencies(service, root);
  return {
    name: `pickwise-${service}`,
    version: rootManifest.version,
    private: true,
    type: 'module',
    engines: rootManifest.engines,
    workspaces: libraries.map((library) => `libs/${library}`),
    dependencies: packages,
  };
}

/**
 * The gateway renders pages with the site-pages server bundle in a worker thread; the bundle must
 * carry its dependencies inside it, for the image installs only what the gateway's own code imports.
 */
function assertSelfContained(bundle: string): void {
  const required = ts.preProcessFile(readFileSync(bundle, 'utf8'), true, true).importedFiles.map((imported) => imported.fileName);
  const outside = required.filter((specifier) => !specifier.startsWith('.') && !isBuiltin(specifier));
  if (outside.length > 0) throw new Error(`${bundle} loads packages the gateway's image does not install: ${[...new Set(outside)].join(', ')}`);
}

function copyBuild(from: string, to: string): void {
  if (!existsSync(from)) throw new Error(`${path.relative(workspaceRoot, from)} is missing: build the workspace first`);
  cpSync(from, to, { recursive: true, filter: (source) => !notRun(source) });
}

export function stageService(service: string, folder: string, root = workspaceRoot): void {
  if (!serviceNames.includes(service)) throw new Error(`unknown service "${service}" (one of: ${serviceNames.join(' ')})`);
  const manifest = serviceManifest(service, root);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  cpSync(path.join(root, 'package-lock.json'), path.join(folder, 'package-lock.json'));
  for (const workspace of manifest['workspaces'] as string[]) {
    mkdirSync(path.join(folder, workspace), { recursive: true });
    cpSync(path.join(root, workspace, 'package.json'), path.join(folder, workspace, 'package.json'));
    copyBuild(path.join(root, workspace, 'dist'), path.join(folder, workspace, 'dist'));
  }
  const serviceDir = path.join('services', service);
  copyBuild(path.join(root, serviceDir, 'dist'), path.join(folder, serviceDir, 'dist'));
  if (existsSync(path.join(root, serviceDir, 'data'))) cpSync(path.join(root, serviceDir, 'data'), path.join(folder, serviceDir, 'data'), { recursive: true });
  if (service === gatewayService.name) {
    // Every frontend's build (dist, and site-pages' dist-server): the gateway serves them all.
    for (const frontend of readdirSync(path.join(root, 'frontends'))) {
      for (const output of ['dist', 'dist-server']) {
        const built = path.join('frontends', frontend, output);
        if (existsSync(path.join(root, built))) cpSync(path.join(root, built), path.join(folder, built), { recursive: true });
      }
    }
    for (const file of readdirSync(path.join(folder, 'frontends', 'site-pages', 'dist-server'))) {
      if (/\.[cm]?js$/.test(file)) assertSelfContained(path.join(folder, 'frontends', 'site-pages', 'dist-server', file));
    }
  }
}

if (import.meta.main) {
  const [service, folder] = process.argv.slice(2);
  if (!service || !folder) {
    console.error('usage: node tools/images/stage-service.ts <service> <folder>');
    process.exit(2);
  }
  stageService(service, path.resolve(folder));
  console.log(`staged ${service} in ${folder}`);
}
