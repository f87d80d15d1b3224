/**
 * widget.js, built on its own: one script, no chunks, no runtime beyond the module itself. Written
 * twice, as `widget.<hash>.js` (immutable, the file an SRI hash names) and as `widget.js` (the
 * stable URL); `widget.json` gives the versioned file's name, integrity and compressed sizes. The
 * build fails when either compressed size reaches WIDGET_BUDGET_BYTES.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { BROWSER_TARGET, scriptRule } from '../../tools/rspack/create-frontend-config.ts';
import { PrecompressPlugin } from '../../tools/rspack/precompress-plugin.ts';

/** issue 39: under 10 KB compressed, gzip and Brotli alike. */
const WIDGET_BUDGET_BYTES = 10 * 1024;

class WidgetFilesPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('WidgetFilesPlugin', (compilation) => {
      // After minification and hashing, before PrecompressPlugin writes the .br/.gz copies of both names.
      compilation.hooks.processAssets.tap({ name: 'WidgetFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 }, (assets) => {
        const file = Object.keys(assets).find((name) => /^widget\.[0-9a-f]+\.js$/.test(name));
        if (!file) return;
        const content = assets[file]!.buffer();
        const gzipBytes = gzipSync(content, { level: 9 }).length;
        const brotliBytes = brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;
        const integrity = `sha384-${createHash('sha384').update(content).digest('base64')}`;
        console.log(`widget: ${file} ${content.length} B, gzip ${gzipBytes} B, brotli ${brotliBytes} B (budget ${WIDGET_BUDGET_BYTES} B each), ${integrity}`);
        if (Math.max(gzipBytes, brotliBytes) >= WIDGET_BUDGET_BYTES) compilation.errors.push(new WebpackError(`widget.js is over its budget: gzip ${gzipBytes} B, brotli ${brotliBytes} B (under ${WIDGET_BUDGET_BYTES} B)`));
        compilation.emitAsset('widget.js', new sources.RawSource(content));
        compilation.emitAsset('widget.json', new sources.RawSource(`${JSON.stringify({ file, integrity, bytes: content.length, gzipBytes, brotliBytes })}\n`));
      });
    });
  }
}

const isProduction = process.env.NODE_ENV !== 'development';

export default {
  name: 'widget',
  context: import.meta.dirname,
  mode: isProduction ? 'production' : 'development',
  target: ['web', BROWSER_TARGET],
  entry: { widget: './src/main.ts' },
  devtool: false,
  output: { path: path.join(import.meta.dirname, 'dist'), clean: true, filename: '[name].[contenthash:10].js', iife: true },
  resolve: { extensions: ['.ts', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } },
  module: { rules: [scriptRule(isProduction)] },
  optimization: { minimize: isProduction, minimizer: [new rspack.SwcJsMinimizerRspackPlugin()], splitChunks: false, runtimeChunk: false },
  performance: { hints: false },
  plugins: [new WidgetFilesPlugin(), ...(isProduction ? [new PrecompressPlugin()] : [])],
} satisfies Configuration;
