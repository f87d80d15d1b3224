// Nx caches each build by its inputs, its dependencies' included: a project whose graph misses a
// library it imports is restored from the cache after that library changed, and an image or a page
// ships yesterday's code (the wheel worker once kept the old search this way). Nx here reads no
// imports (no JS plugin): the edges are each project.json's implicitDependencies and each library's
// package.json dependencies. This compares the graph Nx computes with what every project's sources import.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

interface NxGraph {
  graph: { nodes: Record<string, { data: { root: string } }>; dependencies: Record<string, { target: string }[]> };
}

function nxGraph(): NxGraph {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'nx-graph-'));
  try {
    const file = path.join(directory, 'graph.json');
    execFileSync(path.join(root, 'node_modules/.bin/nx'), ['graph', `--file=${file}`], { cwd: root, env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' }, stdio: 'ignore' });
    return JSON.parse(readFileSync(file, 'utf8')) as NxGraph;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** Source files a build reads: .ts and .tsx under the project, without tests or build output. */
function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    if (['node_modules', 'dist', 'dist-server'].includes(name)) return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The workspace libraries a project's sources import (`@pickwise/x` is the project `x`). */
function importedLibraries(projectRoot: string, own: string): string[] {
  const found = new Set<string>();
  for (const file of sourceFiles(path.join(root, projectRoot))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/(?:from|import\(|import)\s*'@pickwise\/([a-z0-9-]+)/g)) found.add(match[1]!);
  }
  found.delete(own);
  return [...found].sort();
}

describe("Nx's build graph", () => {
  const { graph } = nxGraph();

  it('has an edge from every project to each workspace library its sources import', () => {
    const missing = Object.entries(graph.nodes).flatMap(([name, node]) => {
      const edges = new Set((graph.dependencies[name] ?? []).map((edge) => edge.target));
      return importedLibraries(node.data.root, name)
        .filter((library) => !edges.has(library))
        .map((library) => `${name} imports @pickwise/${library}`);
    });
    expect(missing).toEqual([]);
  });

  it('knows the libraries and applications it builds', () => {
    expect(Object.keys(graph.nodes)).toEqual(expect.arrayContaining(['public-site', 'shell', 'admin', 'site-pages', 'gateway', 'lottery', 'contracts']));
  });
});
