// The rspack + Module Federation configuration every Treina front end is built with:
// the shell (host) and each UI remote. One place decides what is shared, how
// TypeScript is compiled and how the dev server proxies the gateway.
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const here = path.dirname(fileURLToPath(import.meta.url));
const workspaceRoot = path.resolve(here, '../../..');
const require = createRequire(import.meta.url);

function versionOf(pkg) {
  const file = require.resolve(`${pkg}/package.json`, { paths: [workspaceRoot] });
  return JSON.parse(readFileSync(file, 'utf8')).version;
}

/**
 * The range a front end accepts for a shared module built at `version`: the same major, at least the minor it was built against (`^19.2.0`
 * for 19.2.5). So a remote built against a newer patch still runs on the shell's copy, and one built against a newer minor or another major
 * is refused (strictVersion) instead of running on an API it does not know.
 */
export function compatibleRange(version) {
  const [major, minor] = version.replace(/[-+].*$/, '').split('.');
  return `^${major}.${minor ?? 0}.0`;
}

/** Version of one of our workspace libs (web-platform, ui-kit), from its package.json. */
function workspaceVersion(lib) {
  return JSON.parse(readFileSync(path.join(workspaceRoot, 'libs', lib, 'package.json'), 'utf8')).version;
}

/** Every `@mui/material/<X>` entry point MUI publishes (the barrel and locales aside). */
function muiEntryPoints() {
  const file = require.resolve('@mui/material/package.json', { paths: [workspaceRoot] });
  const { exports } = JSON.parse(readFileSync(file, 'utf8'));
  return (
    Object.keys(exports)
      // Pigment* need @mui/material-pigment-css, which the product does not use.
      .filter((key) => key.startsWith('./') && key !== './package.json' && key !== './locale' && !key.includes('Pigment'))
      .map((key) => `@mui/material/${key.slice(2)}`)
  );
}

/**
 * Shared packages the shell provides through a module of ours that re-exports only the names
 * the front ends import (a shared module cannot be tree-shaken: whatever it exports ships).
 */
export const SHARED_FACADES = {
  'react-router-dom': path.join(here, 'shared', 'react-router-dom.mjs'),
  '@tanstack/react-query': path.join(here, 'shared', 'tanstack-react-query.mjs'),
};

/**
 * `treina-unshared/<package>`: the package itself under a request Module Federation does not
 * intercept, for a facade that re-exports a package shared under its own name.
 */
const UNSHARED = Object.fromEntries(
  ['@tanstack/react-query'].map((pkg) => [`treina-unshared/${pkg}$`, fileURLToPath(import.meta.resolve(pkg))]),
);

/**
 * Shared singletons from the root package.json's one version, so hooks and contexts are the same objects everywhere. The shell provides
 * every one (all MUI entry points); a remote declares its compatible range with `strictVersion` and `import: false`, so one that does not
 * fit fails alone. The rules: libs/web-platform/README.md, 'Shared modules'.
 */
export function sharedModules(kind, builtAgainst = {}) {
  const isHost = kind === 'host';
  const singletonAt = (version, extra = {}) => ({
    singleton: true,
    requiredVersion: compatibleRange(version),
    version,
    ...(isHost ? {} : { import: false, strictVersion: true }),
    ...extra,
  });
  const singleton = (pkg, versionPkg = pkg, extra = {}) => singletonAt(builtAgainst[versionPkg] ?? versionOf(versionPkg), extra);
  // An absolute `import` makes the shell provide a module even if it never imports it.
  // MUI has no 'browser' export condition, so Node's resolution finds the same .mjs
  // file rspack bundles.
  const provideAlways = (request) => (isHost ? { import: fileURLToPath(import.meta.resolve(request)) } : {});
  const facade = (request) => (isHost ? { import: SHARED_FACADES[request] } : {});
  const shared = {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react/jsx-runtime', 'react'),
    'react/jsx-dev-runtime': singleton('react/jsx-dev-runtime', 'react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom/client', 'react-dom'),
    // The shell provides only what the front ends use of the router and the query client (see
    // SHARED_FACADES); 'react-router' and '@tanstack/query-core' are not shared: no front end
    // imports them (tools/shared-facades.spec.mjs).
    'react-router-dom': singleton('react-router-dom', 'react-router-dom', facade('react-router-dom')),
    '@tanstack/react-query': singleton('@tanstack/react-query', '@tanstack/react-query', facade('@tanstack/react-query')),
    '@emotion/react': singleton('@emotion/react'),
    '@emotion/styled': singleton('@emotion/styled'),
    '@mui/material': singleton('@mui/material', '@mui/material', provideAlways('@mui/material')),
    '@treina/web-platform': singletonAt(builtAgainst['@treina/web-platform'] ?? workspaceVersion('web-platform')),
    '@treina/ui-kit': singletonAt(
      builtAgainst['@treina/ui-kit'] ?? workspaceVersion('ui-kit'),
      isHost ? { import: path.join(workspaceRoot, 'libs/ui-kit/src/index.ts') } : {},
    ),
  };
  for (const entry of muiEntryPoints()) shared[entry] = singleton(entry, '@mui/material', provideAlways(entry));
  return shared;
}

/** The module every remote exposes besides `./pages` (web-platform's remote-modules.ts names it too). */
const REMOTE_BUILD_INFO_MODULE = './build-info';
const BUILD_INFO_SOURCE = path.join(here, 'build-info.mjs');

/**
 * What a build reports about itself: federation name, version (TREINA_VERSION, else the package.json's) and build id (TREINA_BUILD_ID, else
 * the build's time). Served as `build.json` beside remoteEntry.js / index.html (the gateway reads it for /remotes.json) and compiled into
 * the bundle (`__TREINA_BUILD_INFO__`).
 */
export function frontendBuildInfo(dir, name) {
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return {
    name,
    version: process.env.TREINA_VERSION || version,
    buildId: process.env.TREINA_BUILD_ID || new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
  };
}

function buildInfoAsset(info) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('TreinaBuildInfo', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'TreinaBuildInfo', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          compilation.emitAsset('build.json', new rspack.sources.RawSource(`${JSON.stringify(info)}\n`));
        });
      });
    },
  };
}

/** The files worth precompressing: text (source maps aside: they are not served to the public). */
export const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `.br` and `.gz` beside every text asset of a production build, once all else is done; the gateway and the front-end images answer
 * them by Accept-Encoding. A variant that is not smaller is not written. node:zlib, not compression-webpack-plugin, whose webpack peer
 * would add some thirty packages for two zlib calls.
 */
export function precompressAssets() {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('TreinaPrecompress', (compilation) => {
        compilation.hooks.processAssets.tapPromise(
          { name: 'TreinaPrecompress', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
          async () => {
            const work = compilation
              .getAssets()
              .filter((asset) => COMPRESSIBLE.test(asset.name))
              .map(async (asset) => {
                const source = asset.source.buffer();
                const [br, gz] = await Promise.all([
                  brotli(source, {
                    params: {
                      [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
                    },
                  }),
                  gzipAsync(source, { level: 9 }),
                ]);
                for (const [suffix, compressed] of [
                  ['.br', br],
                  ['.gz', gz],
                ]) {
                  if (compressed.length < source.length)
                    compilation.emitAsset(`${asset.name}${suffix}`, new rspack.sources.RawSource(compressed), { compressed: true });
                }
              });
            await Promise.all(work);
          },
        );
      });
    },
  };
}

/**
 * The chunks every page of the shell runs before anything shows, /login included: the bootstrap's
 * own (the shell's index.ts names its import 'bootstrap' with a webpackChunkName comment) and the
 * shared packages it starts with (the `framework` and `platform` cache groups).
 */
export const START_CHUNKS = { groups: ['bootstrap'], chunks: ['framework', 'platform'] };

/**
 * `<link rel="preload" as="script">` in index.html for the {@link START_CHUNKS}: otherwise the browser asks for them only once main.js
 * has run and registered the shared modules. With it they arrive while main.js runs; the runtime's `<script>` takes the preloaded answer.
 */
export function preloadStartChunks() {
  return {
    apply(compiler) {
      compiler.hooks.compilation.tap('TreinaPreloadStartChunks', (compilation) => {
        rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise('TreinaPreloadStartChunks', async (data) => {
          const files = new Set();
          for (const name of START_CHUNKS.groups)
            for (const chunk of compilation.namedChunkGroups.get(name)?.chunks ?? []) for (const file of chunk.files) files.add(file);
          for (const name of START_CHUNKS.chunks) for (const file of compilation.namedChunks.get(name)?.files ?? []) files.add(file);
          const scripts = [...files].filter((file) => file.endsWith('.js')).sort();
          data.assetTags.styles.unshift(
            ...scripts.map((file) => ({
              tagName: 'link',
              attributes: { rel: 'preload', as: 'script', href: `${data.publicPath}${file}` },
              voidTag: true,
            })),
          );
          return data;
        });
      });
    },
  };
}

/** V8's explicit compile hint: compile every function of the file eagerly, while it streams in. */
const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts {@link EAGER_COMPILE_HINT} atop the shell's `framework` chunk: Chromium then compiles its functions while streaming the script, not
 * one by one on the main thread, and nearly all of them run before the first screen. Not on MUI's chunk, where half the functions never
 * run on a given screen. Other browsers ignore it.
 */
export function eagerCompileHint() {
  return new rspack.BannerPlugin({
    banner: EAGER_COMPILE_HINT,
    raw: true,
    // After minifying (which drops comments), before source maps and precompression.
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
    include: /^framework\.[0-9a-f]+\.js$/,
  });
}

/** `react@20.0.0,react-dom@20.0.0` → { react: '20.0.0', 'react-dom': '20.0.0' } (scoped names keep their first @). */
function parseBuiltAgainst(value) {
  if (!value) return {};
  return Object.fromEntries(
    String(value)
      .split(',')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.lastIndexOf('@')), pair.slice(pair.lastIndexOf('@') + 1)]),
  );
}

function remoteOverrides() {
  return (process.env.REMOTE_OVERRIDES ?? '')
    .split(',')
    .map((pair) => pair.trim().split('='))
    .filter(([name, entry]) => name && entry)
    .map(([name, entry]) => ({ name, entry }));
}

/**
 * @param {object} options
 * @param {string} options.dir           the front end's folder (import.meta.dirname of its rspack.config.mjs)
 * @param {'host'|'remote'} options.kind
 * @param {string} options.name          federation name: the folder name with '-' replaced by '_'
 * @param {Record<string,string>} [options.exposes]  remote only
 * @param {number} options.port          dev server port
 * @param {Record<string,string>} [options.builtAgainst]  versions of shared packages to declare instead of the
 *                                       installed ones (what a remote built elsewhere declares; the version-skew test)
 * @param {string} [options.outputPath]  instead of <dir>/dist (a second build beside the first)
 * @param {object} env                   rspack's env; `--env outputPath=<dir>` and
 *                                       `--env builtAgainst=react@20.0.0,...` set the two options above from the CLI
 * @param {object} argv                  rspack's argv
 */
export function createFrontendConfig(options, env = {}, argv = {}) {
  const { dir, kind, name, exposes = {}, port } = options;
  const outputPath = env.outputPath ? path.resolve(env.outputPath) : (options.outputPath ?? path.join(dir, 'dist'));
  const builtAgainst = { ...options.builtAgainst, ...parseBuiltAgainst(env.builtAgainst) };
  const production = argv.mode ? argv.mode === 'production' : !env.WEBPACK_SERVE && !env.RSPACK_SERVE;
  const isHost = kind === 'host';
  const gateway = process.env.GATEWAY_URL ?? 'http://localhost:3000';
  const buildInfo = frontendBuildInfo(dir, name);

  return {
    context: dir,
    mode: production ? 'production' : 'development',
    target: 'web',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    entry: isHost ? { main: './src/index.ts' } : {},
    output: {
      path: outputPath,
      // The shell's index.html is answered for every route (/user, /config ...), so its
      // assets need absolute URLs; a remote finds its own folder from remoteEntry.js.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // Workspace libs are bundled from their TypeScript sources.
      conditionNames: ['@treina/source', 'browser', 'import', 'module', 'default'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: {
        '@treina/contracts$': path.join(workspaceRoot, 'libs/contracts/src/index.ts'),
        ...UNSHARED,
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
            env: { targets: ['chrome >= 111', 'edge >= 111', 'firefox >= 115', 'safari >= 16.4'] },
          },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        // Every remote also exposes `./build-info` ({ name, version, buildId }): the shell shows
        // what actually loaded ('Sobre', and on each remote screen).
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: { ...exposes, [REMOTE_BUILD_INFO_MODULE]: BUILD_INFO_SOURCE } }),
        // The host learns its remotes at run time from /remotes.json.
        remotes: {},
        shared: sharedModules(kind, builtAgainst),
        // Only the shell provides shared modules (remotes declare `import: false`), so there is no
        // version to compare across remotes: 'version-first' (the default) would download every
        // registered remote's remoteEntry.js before the first shared module, on every screen.
        // A remote's own requirement is still checked when it consumes (strictVersion).
        shareStrategy: 'loaded-first',
        // Each share scope initialised once per federation instance, not once per module consumed
        // (runtime-core 2.9 re-registers every shared module on each loadShare: ~11,000 registrations
        // before a cold /class's first row). See the plugin for the upstream fix it stands in for.
        runtimePlugins: [path.join(here, 'runtime-plugins', 'init-share-scopes-once.mjs')],
        dts: false,
        manifest: false,
        experiments: {
          // Remotes are registered by their remoteEntry.js URL, never through an
          // mf-manifest snapshot, and everything runs in the browser.
          optimization: { disableSnapshot: true, target: 'web' },
          // The federation runtime ships once, in the shell; each remoteEntry.js uses it
          // (keeps every remote entry small).
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
        },
      }),
      isHost &&
        new rspack.HtmlRspackPlugin({
          template: path.join(dir, 'src/index.html'),
          inject: 'body',
          scriptLoading: 'defer',
        }),
      isHost && production && preloadStartChunks(),
      isHost && production && eagerCompileHint(),
      isHost &&
        existsSync(path.join(dir, 'public')) &&
        new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'public'), to: '.' }] }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        __TREINA_BUILD_INFO__: JSON.stringify(buildInfo),
      }),
      buildInfoAsset(buildInfo),
      production && precompressAssets(),
    ].filter(Boolean),
    optimization: {
      minimize: production,
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          // The shell provides each shared package as a module of its own, and each would be a
          // chunk (and a request) of its own: /class loaded 94 scripts. React, React DOM, the
          // router and the query client are all needed before any screen shows: one chunk.
          ...(isHost && {
            framework: {
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack|cookie|set-cookie-parser)[\\/]|[\\/]web-platform[\\/]tooling[\\/]shared[\\/]/,
              name: 'framework',
              chunks: 'async',
              enforce: true,
              priority: 30,
            },
          }),
          // The shared platform (web-platform, the contracts it reads and the federation runtime's API it
          // loads remotes with): /login runs it too, so it is one of the START_CHUNKS index.html
          // preloads, and it needs a name to be found by.
          ...(isHost && {
            platform: {
              test: /[\\/]libs[\\/](web-platform|contracts)[\\/]src[\\/]|[\\/]node_modules[\\/]@module-federation[\\/]/,
              name: 'platform',
              chunks: 'async',
              enforce: true,
              priority: 25,
            },
          }),
          // MUI and what it is made of (Emotion, MUI System, its own dependencies): one chunk, not a request per component nor a copy per entry
          // point. /login never loads it (the login page is drawn without MUI), and the login page starts it once the user types. MUI X's date
          // pickers stay out: ui-kit loads them on demand.
          mui: {
            test: isHost
              ? /[\\/]node_modules[\\/](@mui[\\/](?!x-date-pickers[\\/])|(@emotion|stylis|hoist-non-react-statics|clsx|react-is|prop-types|react-transition-group|dom-helpers|@popperjs|@base-ui|@babel[\\/]runtime)[\\/])/
              : // A remote bundles none of @mui/material (shared, import: false): only what its own
                // packages (date pickers, icons) use of MUI's internals.
                /[\\/]node_modules[\\/](@mui[\\/](system|utils|styled-engine|private-theming)|clsx|react-is|prop-types)[\\/]/,
            name: isHost ? 'mui' : 'mui-core',
            chunks: 'async',
            enforce: true,
            priority: 20,
          },
        },
      },
      // Ids stay stable across builds so a remote's chunk names do not change needlessly.
      moduleIds: production ? 'deterministic' : 'named',
      chunkIds: production ? 'deterministic' : 'named',
    },
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
    // Lazy compilation of dynamic imports does not mix with Module Federation's
    // shared-module chunks.
    lazyCompilation: false,
    devServer: {
      port,
      hot: true,
      liveReload: true,
      historyApiFallback: isHost,
      headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*' },
      static: false,
      proxy: [
        {
          context: ['/api', '/remotes.json', ...(isHost ? ['/remotes'] : [])],
          target: gateway,
          changeOrigin: false,
        },
      ],
      client: { overlay: { errors: true, warnings: false } },
      // REMOTE_OVERRIDES="identity_ui=http://localhost:4201/remoteEntry.js" makes the
      // shell's dev server list a remote from its own dev server (hot reload) instead of
      // the gateway's build.
      setupMiddlewares: (middlewares) => {
        const overrides = remoteOverrides();
        if (isHost && overrides.length) {
          middlewares.unshift({
            name: 'treina-remote-overrides',
            path: '/remotes.json',
            middleware: async (_request, response) => {
              const manifest = await fetch(`${gateway}/remotes.json`)
                .then((answer) => answer.json())
                .catch(() => ({ remotes: [] }));
              const remotes = manifest.remotes.filter((remote) => !overrides.some((o) => o.name === remote.name));
              response.setHeader('Content-Type', 'application/json; charset=utf-8');
              response.end(JSON.stringify({ remotes: [...remotes, ...overrides] }));
            },
          });
        }
        return middlewares;
      },
    },
  };
}
