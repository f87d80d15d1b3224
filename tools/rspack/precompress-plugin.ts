/**
 * Writes a Brotli (quality 11, too slow to run per request) and a gzip copy of every text asset
 * beside it, once, at build time; the gateway sends them to browsers that accept them.
 * (compression-webpack-plugin does the same but installs webpack as its peer dependency; rspack's
 * own sources and zlib are all it takes.)
 */
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Compiler } from '@rspack/core';

// Text assets worth compressing. Module Federation's manifests are left out: the plugin rewrites
// them after the assets are processed, so a copy made here would be stale (and they are small).
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;
const NOT_COMPRESSED = /^mf-manifest/;
const MIN_COMPRESSIBLE_BYTES = 512;
/** A copy that does not save a fifth of the file is not worth the Content-Encoding. */
const MAX_COMPRESSED_RATIO = 0.8;

export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      // After minification and the real content hashes, so a copy holds the file's final bytes.
      compilation.hooks.processAssets.tap({ name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, (assets) => {
        for (const [name, asset] of Object.entries(assets)) {
          if (!COMPRESSIBLE.test(name) || NOT_COMPRESSED.test(name)) continue;
          const content = asset.buffer();
          if (content.length < MIN_COMPRESSIBLE_BYTES) continue;
          const copies = {
            br: brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            gz: gzipSync(content, { level: 9 }),
          };
          for (const [extension, copy] of Object.entries(copies)) {
            if (copy.length <= content.length * MAX_COMPRESSED_RATIO) compilation.emitAsset(`${name}.${extension}`, new sources.RawSource(copy));
          }
        }
      });
    });
  }
}
