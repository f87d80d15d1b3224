/**
 * One rspack configuration for the three frontends (shell host, public_site and admin remotes), so
 * compilation, Module Federation sharing and output naming cannot drift between them.
 *
 * Loaded by the rspack CLI through Node 24's own TypeScript support, which does not rewrite import
 * extensions: this file imports its neighbours as `.ts`, and frontends import it as `.ts`.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { AssetListPlugin } from './asset-list-plugin.ts';
import { PrecompressPlugin } from './precompress-plugin.ts';

const require = createRequire(import.meta.url);

export type FederatedName = 'shell' | 'public_site' | 'admin';

export interface FrontendBuildOptions {
  /** The Module Federation container name; remotes are registered by the shell under this name. */
  name: FederatedName;
  /** Absolute directory of the frontend (holds src/ and receives dist/). */
  projectDir: string;
  /** Modules a remote exposes, e.g. `{ './App': './src/App.tsx' }`. */
  exposes?: Record<string, string>;
  /**
   * The host's entry module and page: only the shell has an HTML page of its own. Its `public/`
   * folder (web app manifest, icons) is copied as is, and `shell-assets.json` lists its chunks.
   */
  host?: { entry: string; htmlTemplate: string; title: string };
}

/**
 * Packages that must exist once on the page. React and the router keep their state in module
 * scope; i18next and the PickWise libs hold the one i18next instance, toaster and query client
 * every frontend talks to. `react/` and `react-dom/` share deep imports such as
 * `react/jsx-runtime` and `react-dom/client` as well.
 */
const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
  '@pickwise/ui',
  '@pickwise/i18n',
  '@pickwise/api-client',
] as const;

/**
 * A shared package is provided whole unless told otherwise: react-router's server, RSC and
 * framework-mode code alone would double the home page's JavaScript. Every frontend is built with
 * these same lists of the exports the frontends use (and nothing more: each unused one costs the
 * home page, e.g. react-i18next's Trans 4.5 KB gzip), so the one tree-shaken copy the shell
 * provides serves every remote. An export missing here makes a remote load a second, separate copy
 * (a broken singleton), so add any export you start using.
 */
const TREE_SHAKEN_SHARED_EXPORTS: Partial<Record<(typeof SINGLETON_PACKAGES)[number], string[]>> = {
  'react-router': [
    'BrowserRouter', 'Link', 'NavLink', 'Navigate', 'Outlet', 'Route', 'Routes', 'isRouteErrorResponse', 'useLocation',
    'useNavigate', 'useNavigationType', 'useParams', 'useSearchParams',
  ],
  'react-i18next': ['I18nContext', 'I18nextProvider', 'getI18n', 'initReactI18next', 'setI18n', 'useTranslation'],
  '@tanstack/react-query': [
    'QueryCache', 'MutationCache', 'QueryClient', 'QueryClientProvider', 'keepPreviousData', 'queryOptions', 'skipToken',
    'useIsFetching', 'useMutation', 'useQuery', 'useQueryClient',
  ],
};

const PREFIX_SHARES = { 'react/': 'react', 'react-dom/': 'react-dom' } as const;

function installedVersion(packageName: string): string {
  const manifest = require(`${packageName}/package.json`) as { version: string };
  return manifest.version;
}

interface SharedEntry {
  singleton: true;
  requiredVersion: string | false;
  version?: string;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
}

function sharedSingletons() {
  const shared: Record<string, SharedEntry> = {};
  for (const packageName of SINGLETON_PACKAGES) {
    // Workspace libs are built from source in every frontend; their version is not a contract.
    const isWorkspaceLib = packageName.startsWith('@pickwise/');
    shared[packageName] = { singleton: true, requiredVersion: isWorkspaceLib ? false : `^${installedVersion(packageName)}` };
  }
  for (const [packageName, usedExports] of Object.entries(TREE_SHAKEN_SHARED_EXPORTS)) {
    shared[packageName]!.treeShaking = { mode: 'runtime-infer', usedExports };
  }
  for (const [prefix, packageName] of Object.entries(PREFIX_SHARES)) {
    const version = installedVersion(packageName);
    shared[prefix] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  return shared;
}

export const BROWSER_TARGET = 'es2022';

/** Workspace libs expose their TypeScript sources under the first condition. */
const WORKSPACE_CONDITION_NAMES = ['@pickwise/source', 'browser', 'import', 'module', 'default'];

/** Where images and fonts go in a production build; the server build of frontends/site-pages names them the same way. */
export const HASHED_ASSET_FILENAME = 'assets/[name].[contenthash:10][ext]';

/** TypeScript and TSX through SWC, for browsers (or, from frontends/site-pages, for Node). */
export function scriptRule(isProduction: boolean): RuleSetRule {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: BROWSER_TARGET,
        transform: { react: { runtime: 'automatic', development: !isProduction, refresh: false } },
      },
    },
    type: 'javascript/auto',
  };
}

/** The host's list of its own chunks, read by its service worker. */
const SHELL_ASSET_LIST = 'shell-assets.json';

export function createFrontendConfig(options: FrontendBuildOptions): Configuration {
  const isProduction = process.env.NODE_ENV !== 'development';
  const isHost = options.host !== undefined;
  const outputDir = path.join(options.projectDir, 'dist');

  const plugins: NonNullable<Configuration['plugins']> = [
    new ModuleFederationPlugin({
      name: options.name,
      filename: 'remoteEntry.js',
      exposes: options.exposes ?? {},
      // The shell learns where remotes live at run time (/config/remotes.json), never at build time.
      remotes: {},
      shared: sharedSingletons(),
      // One remote that is offline must not stop the others (or the shell) from starting.
      shareStrategy: 'loaded-first',
      manifest: { fileName: 'mf-manifest.json' },
      dts: false,
      // The Module Federation runtime ships once, in the shell; remotes use the shell's copy.
      experiments: isHost
        ? { provideExternalRuntime: true, optimization: { target: 'web' } }
        : { externalRuntime: true, optimization: { target: 'web' } },
    }),
  ];
  if (options.host) {
    plugins.push(
      new rspack.HtmlRspackPlugin({
        template: path.join(options.projectDir, options.host.htmlTemplate),
        templateParameters: { title: options.host.title },
        scriptLoading: 'defer',
        minify: isProduction,
      }),
      new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(options.projectDir, 'public'), noErrorOnMissing: true }] }),
      new AssetListPlugin(SHELL_ASSET_LIST),
    );
  }

  if (isProduction) plugins.push(new PrecompressPlugin());

  return {
    name: options.name,
    context: options.projectDir,
    mode: isProduction ? 'production' : 'development',
    target: ['web', BROWSER_TARGET],
    // Remotes are containers only; their pages are mounted by the shell.
    entry: options.host ? { main: options.host.entry } : {},
    devtool: isProduction ? false : 'cheap-module-source-map',
    cache: { type: 'memory' },
    output: {
      path: outputDir,
      clean: true,
      // The shell is served at `/` and answers deep links such as /es/games/x with its index.html,
      // so its chunks need an absolute path; remotes find their own URL at run time.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: options.name,
      filename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      // Stylesheets are named by chunk id, not name: a prerendered page's links carry the id they
      // belong to (frontends/site-pages/src/page-stylesheets.ts), which rspack's CSS loading looks
      // for before it adds a chunk's stylesheet again (`__federation_expose_App` is chunk 362).
      cssFilename: isProduction ? '[id].[contenthash:10].css' : '[name].css',
      cssChunkFilename: isProduction ? '[id].[contenthash:10].css' : '[name].css',
      assetModuleFilename: isProduction ? HASHED_ASSET_FILENAME : 'assets/[name][ext]',
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      conditionNames: WORKSPACE_CONDITION_NAMES,
    },
    module: {
      rules: [
        scriptRule(isProduction),
        { test: /\.css$/i, type: 'css/auto' },
        { test: /\.(svg|png|webp|woff2)$/i, type: 'asset/resource' },
      ],
    },
    optimization: {
      minimize: isProduction,
      minimizer: [new rspack.SwcJsMinimizerRspackPlugin(), new rspack.LightningCssMinimizerRspackPlugin()],
    },
    performance: { hints: false },
    plugins,
  };
}

/** A script a host builds on its own into its dist, after its own build: no Module Federation, no chunks. */
interface StandaloneScript {
  projectDir: string;
  entry: string;
  after: FederatedName;
}

function createStandaloneScriptConfig(
  script: StandaloneScript,
  { name, file, target, hashed, resolveWorkspaceLibs }: { name: string; file: string; target: 'web' | 'webworker'; hashed: boolean; resolveWorkspaceLibs: boolean },
): Configuration {
  const isProduction = process.env.NODE_ENV !== 'development';
  return {
    name: `${script.after}-${name}`,
    dependencies: [script.after],
    context: script.projectDir,
    mode: isProduction ? 'production' : 'development',
    target: [target, BROWSER_TARGET],
    entry: { [file]: script.entry },
    devtool: false,
    output: {
      path: path.join(script.projectDir, 'dist'),
      clean: false,
      filename: hashed && isProduction ? '[name].[contenthash:10].js' : '[name].js',
      // A part only some pages load (the islands of the home page), beside the host's own chunks.
      chunkFilename: isProduction ? `${file}-[id].[contenthash:10].js` : `${file}-[id].js`,
    },
    resolve: {
      extensions: ['.ts', '.js'],
      extensionAlias: { '.js': ['.ts', '.js'] },
      ...(resolveWorkspaceLibs ? { conditionNames: WORKSPACE_CONDITION_NAMES } : {}),
    },
    module: { rules: [scriptRule(isProduction)] },
    // A lazily loaded part is one file, with what it imports: a second round trip for a vendor split buys nothing here.
    optimization: { minimize: isProduction, minimizer: [new rspack.SwcJsMinimizerRspackPlugin()], splitChunks: false },
    performance: { hints: false },
    plugins: isProduction ? [new PrecompressPlugin()] : [],
  };
}

/**
 * The service worker of a host (a worker script, no hash in its name: browsers look for updates at
 * a fixed URL).
 */
export function createServiceWorkerConfig(script: StandaloneScript): Configuration {
  return createStandaloneScriptConfig(script, { name: 'service-worker', file: 'sw', target: 'webworker', hashed: false, resolveWorkspaceLibs: false });
}

/**
 * A dedicated worker of a remote (frontends/public-site/src/wheels/wheel.worker.ts), built on its own beside the remote's chunks: a
 * worker chunk of the remote's own build would carry the Module Federation runtime, which expects the shell's copy on the page and
 * stops the worker at its first line. Its name has no hash, so the remote finds it at `<its public path>/<file>.js` (served no-cache).
 */
export function createRemoteWorkerConfig(script: StandaloneScript & { file: string; assets?: { test: RegExp; dir: string } }): Configuration {
  const config = createStandaloneScriptConfig(script, { name: script.file, file: script.file, target: 'webworker', hashed: false, resolveWorkspaceLibs: true });
  if (!script.assets) return config;
  // Files the worker names with `new URL(<package file>, import.meta.url)` (an engine's scripts and
  // data), emitted as they are, each in a folder named by its content hash: the name stays what the
  // engine asks for, and a new version is a new URL the service worker caches for good.
  const assetRule: RuleSetRule = { test: script.assets.test, type: 'asset/resource', generator: { filename: `${script.assets.dir}/[contenthash:10]/[name][ext]` } };
  return { ...config, module: { rules: [assetRule, ...(config.module?.rules ?? [])] } };
}

/** The file name prefix of the host's islands script, as frontends/site-pages finds it in the host's dist. */
export const ISLANDS_SCRIPT_PREFIX = 'islands.';

/**
 * The islands script of a host (frontends/shell/src/islands): what a page served as its prerendered
 * HTML runs instead of the application. One small file, no React, content-hashed.
 */
export function createIslandsConfig(script: StandaloneScript): Configuration {
  return createStandaloneScriptConfig(script, { name: 'islands', file: 'islands', target: 'web', hashed: true, resolveWorkspaceLibs: true });
}

/** The file name prefix of the host's application-start script, as frontends/site-pages finds it in the host's dist. */
export const APPLICATION_START_SCRIPT_PREFIX = 'start.';

/**
 * The application-start script of a host (frontends/shell/src/islands/application-start.ts): what a
 * prerendered page of the application runs in place of the application's entry, which it loads
 * after the page's first contentful paint. A few hundred bytes, content-hashed.
 */
export function createApplicationStartConfig(script: StandaloneScript): Configuration {
  return createStandaloneScriptConfig(script, { name: 'application-start', file: 'start', target: 'web', hashed: true, resolveWorkspaceLibs: false });
}

/** The file name prefix of the host's pause script, as frontends/site-pages finds it in the host's dist. */
export const PAUSE_SCRIPT_PREFIX = 'pause.';

/**
 * The pause script of a host (frontends/shell/src/pause/pause-script.ts): the blocking head script
 * of every prerendered page that hides the jackpots before the first paint for a player who paused
 * them. A few hundred bytes, content-hashed (cached for a year: a repeat visit fetches nothing).
 */
export function createPauseScriptConfig(script: StandaloneScript): Configuration {
  return createStandaloneScriptConfig(script, { name: 'pause', file: 'pause', target: 'web', hashed: true, resolveWorkspaceLibs: true });
}
