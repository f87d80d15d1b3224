// The plugin must compress each asset's final bytes: after minification and content hashing, which
// is what the browser would otherwise download.
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rspack } from '@rspack/core';
import { PrecompressPlugin } from './precompress-plugin.ts';

let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'pickwise-precompress-'));
  // Long enough to compress well once minified, with names a minifier shortens.
  const indexes = Array.from({ length: 60 }, (_, index) => index);
  const functions = indexes.map((index) => `function describeNumber${index}(value) { return 'number ' + value + ' of ${index}'; }`);
  const calls = indexes.map((index) => `console.log(describeNumber${index}(Math.random()));`);
  await writeFile(path.join(workDir, 'entry.js'), [...functions, ...calls].join('\n'));
  await writeFile(path.join(workDir, 'small.js'), 'console.log(1);');
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

function build(): Promise<void> {
  const compiler = rspack({
    mode: 'production',
    context: workDir,
    entry: { main: './entry.js', small: './small.js' },
    output: { path: path.join(workDir, 'dist'), filename: '[name].[contenthash:10].js', clean: true },
    plugins: [new PrecompressPlugin()],
  });
  return new Promise((resolve, reject) => compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve())));
}

it('writes a .br and a .gz copy of each large enough asset that decompress to its final, minified bytes', async () => {
  await build();
  const dist = path.join(workDir, 'dist');
  const files = await readdir(dist);
  const main = files.find((file) => /^main\.[0-9a-f]{10}\.js$/.test(file));
  expect(main).toBeDefined();
  const emitted = await readFile(path.join(dist, main!));
  expect(emitted.toString()).not.toContain('describeNumber7');
  expect(brotliDecompressSync(await readFile(path.join(dist, `${main}.br`)))).toEqual(emitted);
  expect(gunzipSync(await readFile(path.join(dist, `${main}.gz`)))).toEqual(emitted);
  // Under 512 bytes: not worth a copy.
  expect(files.filter((file) => file.startsWith('small.'))).toHaveLength(1);
});
