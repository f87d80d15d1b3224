/**
 * The server build of the public pages: the shell's server renderer (frontends/shell/src/server)
 * with the public_site remote's App bundled from source, for Node, in one CommonJS file that
 * src/main.ts loads. Scripts are compiled as for the browser; stylesheets are left to the browser
 * builds, and images get the URLs those builds give them, so the HTML matches what hydrates it.
 */
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { HASHED_ASSET_FILENAME, scriptRule } from '../../tools/rspack/create-frontend-config.ts';

export { APPLICATION_START_SCRIPT_PREFIX, ISLANDS_SCRIPT_PREFIX, PAUSE_SCRIPT_PREFIX } from '../../tools/rspack/create-frontend-config.ts';

const frontends = path.resolve(import.meta.dirname, '..');

export function createServerRenderConfig(outputDir: string): Configuration {
  return {
    name: 'site-pages-server',
    context: frontends,
    mode: 'production',
    target: 'node',
    entry: { 'render-page': './shell/src/server/render-page.tsx' },
    devtool: false,
    output: {
      path: outputDir,
      clean: true,
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      // Lazy screens resolve from the same file: nothing to load at run time.
      asyncChunks: false,
      // The shell's publicPath: its images (the flags of @pickwise/ui) are served from `/`.
      publicPath: '/',
      assetModuleFilename: HASHED_ASSET_FILENAME,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      conditionNames: ['@pickwise/source', 'node', 'import', 'module', 'require', 'default'],
      alias: { 'public_site/App': path.join(frontends, 'public-site/src/App.tsx') },
    },
    module: {
      rules: [
        scriptRule(true),
        // Stylesheets reach the page as the browser builds' own files (linked by src/main.ts).
        { test: /\.css$/i, type: 'asset/source' },
        { test: /\.(svg|png|webp|woff2)$/i, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      // No Module Federation on the server: the shell's remote loader gives way to one that imports the App.
      new rspack.NormalModuleReplacementPlugin(/\/remotes\/remote-registry\.js$|^\.\/remote-registry\.js$/, path.join(frontends, 'shell/src/server/server-remote-registry.ts')),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}
