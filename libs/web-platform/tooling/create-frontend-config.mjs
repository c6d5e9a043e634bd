// The rspack + Module Federation configuration every Treina front end is built with:
// the shell (host) and each UI remote. One place decides what is shared, how
// TypeScript is compiled and how the dev server proxies the gateway.
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const here = path.dirname(fileURLToPath(import.meta.url));
const workspaceRoot = path.resolve(here, '../../..');
const require = createRequire(import.meta.url);

function versionOf(pkg) {
  const file = require.resolve(`${pkg}/package.json`, { paths: [workspaceRoot] });
  return JSON.parse(readFileSync(file, 'utf8')).version;
}

function rootRange(pkg) {
  const root = JSON.parse(readFileSync(path.join(workspaceRoot, 'package.json'), 'utf8'));
  return root.dependencies?.[pkg] ?? root.devDependencies?.[pkg] ?? `^${versionOf(pkg)}`;
}

/**
 * Shared singletons, all from the one version the root package.json holds. Host and
 * remotes declare the same list, so hooks, contexts (router, query client, theme,
 * session) and the emotion cache are the same objects everywhere.
 */
export function sharedModules() {
  const singleton = (pkg, versionPkg = pkg) => ({
    singleton: true,
    requiredVersion: rootRange(versionPkg),
    version: versionOf(versionPkg),
  });
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react/jsx-runtime', 'react'),
    'react/jsx-dev-runtime': singleton('react/jsx-dev-runtime', 'react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom/client', 'react-dom'),
    'react-router': singleton('react-router'),
    'react-router-dom': singleton('react-router-dom'),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    '@tanstack/query-core': singleton('@tanstack/query-core'),
    // Code imports MUI per component ('@mui/material/Button'), so the host shares only
    // the components it uses instead of the whole 130 KiB (gzipped) barrel; per-icon
    // imports reach MUI through '@mui/material/SvgIcon'. The barrel stays shared too.
    '@mui/material': singleton('@mui/material'),
    '@mui/material/': singleton('@mui/material/', '@mui/material'),
    '@emotion/react': singleton('@emotion/react'),
    '@emotion/styled': singleton('@emotion/styled'),
    '@treina/web-platform': { singleton: true, requiredVersion: '*', version: '0.1.0' },
    '@treina/ui-kit': { singleton: true, requiredVersion: '*', version: '0.1.0' },
  };
}

/**
 * @param {object} options
 * @param {string} options.dir           the front end's folder (import.meta.dirname of its rspack.config.mjs)
 * @param {'host'|'remote'} options.kind
 * @param {string} options.name          federation name: the folder name with '-' replaced by '_'
 * @param {Record<string,string>} [options.exposes]  remote only
 * @param {number} options.port          dev server port
 * @param {object} env                   rspack's env
 * @param {object} argv                  rspack's argv
 */
export function createFrontendConfig(options, env = {}, argv = {}) {
  const { dir, kind, name, exposes = {}, port } = options;
  const production = argv.mode ? argv.mode === 'production' : !env.WEBPACK_SERVE && !env.RSPACK_SERVE;
  const isHost = kind === 'host';
  const gateway = process.env.GATEWAY_URL ?? 'http://localhost:3000';

  return {
    context: dir,
    mode: production ? 'production' : 'development',
    target: 'web',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    entry: isHost ? { main: './src/index.ts' } : {},
    output: {
      path: path.join(dir, 'dist'),
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
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
        // The host learns its remotes at run time from /remotes.json.
        remotes: {},
        shared: sharedModules(),
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
      isHost &&
        existsSync(path.join(dir, 'public')) &&
        new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'public'), to: '.' }] }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
    ].filter(Boolean),
    optimization: {
      minimize: production,
      // Ids stay stable across builds so a remote's chunk names do not change needlessly.
      moduleIds: production ? 'deterministic' : 'named',
      chunkIds: production ? 'deterministic' : 'named',
    },
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
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
    },
  };
}
