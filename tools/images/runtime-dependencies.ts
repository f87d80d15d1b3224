// What one service runs: the npm packages and workspace libraries its compiled code loads, found by
// following its module graph from the files its tsconfig compiles. The service images install only
// these (stage-service.ts), with the versions the root package.json pins and package-lock.json locks.
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

export interface RuntimeDependencies {
  /** npm packages the service loads, each with the version the root package.json pins. */
  packages: Record<string, string>;
  /** Workspace libraries it loads (folder names under libs/), each run from its build (dist). */
  libraries: string[];
}

interface PackageManifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  exports?: Record<string, string | Record<string, string>>;
}

const LIBRARY_SCOPE = '@pickwise/';
/** The export condition under which a workspace library names its TypeScript source. */
const SOURCE_CONDITION = '@pickwise/source';

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

const isBuiltin = (specifier: string) => specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]!);

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
export function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The compiled files of a project and the options they are compiled with, read from its tsconfig. */
function compiledFiles(tsconfig: string): { files: string[]; options: ts.CompilerOptions } {
  const { config, error } = ts.readConfigFile(tsconfig, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(tsconfig));
  return { files: parsed.fileNames.filter((file) => !file.endsWith('.d.ts')), options: parsed.options };
}

/**
 * The module specifiers a source file still imports once compiled: `transpileModule` drops imports
 * used only as types and keeps those that decorator metadata refers to, as the build does. Kept by
 * source text: the six services share the libraries' files.
 */
const importsBySource = new Map<string, string[]>();
function compiledImports(file: string, options: ts.CompilerOptions): string[] {
  const source = readFileSync(file, 'utf8');
  let imports = importsBySource.get(source);
  if (!imports) {
    const { outputText } = ts.transpileModule(source, { compilerOptions: options, fileName: file });
    imports = ts.preProcessFile(outputText, true, true).importedFiles.map((imported) => imported.fileName);
    importsBySource.set(source, imports);
  }
  return imports;
}

/** A relative import of compiled code (`./x.js`) → the source file it is compiled from. */
function sourceOfRelativeImport(importer: string, specifier: string): string | undefined {
  const target = path.resolve(path.dirname(importer), specifier);
  if (!/\.[cm]?js$/.test(target)) return undefined; // JSON and other data files import nothing
  const source = target.replace(/\.([cm]?)js$/, '.$1ts');
  if (!existsSync(source)) throw new Error(`${importer} imports ${specifier}, but ${source} does not exist`);
  return source;
}

/** The source file a workspace library export stands for; only libraries with a build run in a service. */
function libraryEntry(root: string, specifier: string, importer: string): { library: string; source: string } {
  const library = packageNameOf(specifier).slice(LIBRARY_SCOPE.length);
  const libraryDir = path.join(root, 'libs', library);
  const subpath = `.${specifier.slice(packageNameOf(specifier).length)}`;
  const target = readJson<PackageManifest>(path.join(libraryDir, 'package.json')).exports?.[subpath];
  if (typeof target !== 'object' || !target['default'] || !target[SOURCE_CONDITION]) {
    throw new Error(`${importer} imports ${specifier}, which has no built entry (a "default" export next to "${SOURCE_CONDITION}"): a service runs libraries from their dist`);
  }
  return { library, source: path.join(libraryDir, target[SOURCE_CONDITION]) };
}

/** The workspace libraries a library's package.json declares, for npm must find them in the image too. */
function declaredLibraries(root: string, library: string): string[] {
  const manifest = readJson<PackageManifest>(path.join(root, 'libs', library, 'package.json'));
  return Object.keys(manifest.dependencies ?? {})
    .filter((name) => name.startsWith(LIBRARY_SCOPE))
    .map((name) => name.slice(LIBRARY_SCOPE.length));
}

/** The required (not optional) peer dependencies of an installed package. */
function requiredPeers(root: string, name: string): string[] {
  const manifestFile = path.join(root, 'node_modules', name, 'package.json');
  if (!existsSync(manifestFile)) return [];
  const manifest = readJson<PackageManifest>(manifestFile);
  return Object.keys(manifest.peerDependencies ?? {}).filter((peer) => !manifest.peerDependenciesMeta?.[peer]?.optional);
}

/**
 * The runtime dependencies of `services/<service>`: every package its compiled code (and the code of
 * the libraries it imports, followed file by file) loads, plus the root dependencies those packages
 * require as peers (reflect-metadata for NestJS). Throws, naming the importing file, when a package
 * it loads is not a root `dependency` (a devDependency is not in any image) or a library it imports
 * has no build.
 */
export function serviceRuntimeDependencies(service: string, root: string): RuntimeDependencies {
  const rootManifest = readJson<PackageManifest>(path.join(root, 'package.json'));
  const runtime = rootManifest.dependencies ?? {};
  const { files, options } = compiledFiles(path.join(root, 'services', service, 'tsconfig.json'));
  if (files.length === 0) throw new Error(`services/${service} compiles no files`);

  const importersOf = new Map<string, string>(); // package → the first file that imports it
  const libraries = new Set<string>();
  const visited = new Set<string>();
  const queue = [...files];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (visited.has(file)) continue;
    visited.add(file);
    for (const specifier of compiledImports(file, options)) {
      if (specifier.startsWith('.')) {
        const source = sourceOfRelativeImport(file, specifier);
        if (source) queue.push(source);
      } else if (specifier.startsWith(LIBRARY_SCOPE)) {
        const { library, source } = libraryEntry(root, specifier, path.relative(root, file));
        libraries.add(library);
        queue.push(source);
      } else if (!isBuiltin(specifier) && !importersOf.has(packageNameOf(specifier))) {
        importersOf.set(packageNameOf(specifier), path.relative(root, file));
      }
    }
  }

  const missing = [...importersOf].filter(([name]) => !(name in runtime));
  if (missing.length > 0) {
    const lines = missing.map(([name, importer]) => `  ${importer} imports ${name}, ${rootManifest.devDependencies?.[name] ? 'a devDependency' : 'not in package.json'}`);
    throw new Error(`services/${service} loads packages that are not root "dependencies", so its image would lack them:\n${lines.join('\n')}`);
  }

  // A Set's iteration also visits what is added during it: peers of peers, libraries of libraries.
  const packages = new Set(importersOf.keys());
  for (const name of packages) for (const peer of requiredPeers(root, name)) if (peer in runtime) packages.add(peer);
  for (const library of libraries) for (const declared of declaredLibraries(root, library)) libraries.add(declared);

  return {
    packages: Object.fromEntries([...packages].sort().map((name) => [name, runtime[name]!])),
    libraries: [...libraries].sort(),
  };
}
