/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: the package is not "type": "module". */
// Builds the storefront SPA into dist/web (production) or serves it with hot reload (development).
// The first load's plugins (src/ssr/build/webpack-plugins.cjs) check the budget for a phone's
// first load of `/`, so a heavy import fails the build instead of slipping into production.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { firstLoadPlugins } = require('./src/ssr/build/webpack-plugins.cjs');

const ROOT = __dirname;
const OUT = path.join(ROOT, 'dist/web');
const PRERENDER_OUT = path.join(ROOT, 'dist/prerender');
const API_TARGET = process.env.API_PROXY_TARGET || 'http://localhost:4000';

/**
 * Where imported pictures (asset modules) go, in both builds: the prerendered markup and the
 * browser's must name the same files. Content-hashed, so the server caches them for a year.
 */
const ASSET_FILENAME = 'assets/[name].[contenthash:10][ext]';

/**
 * Pictures imported by the code (public/images) become their URL. Always a file, never inlined:
 * a data URL would sit in the JavaScript. `publicPath` is set here as the Node bundle has no
 * page to take it from; the prerender build only needs the URLs (`emit: false`).
 */
function imageRule(emit) {
  return {
    test: /\.(svg|webp|png|jpg)$/i,
    type: 'asset/resource',
    generator: { filename: ASSET_FILENAME, publicPath: '/', emit },
  };
}

/**
 * React Router's package exports name only its development build (dev warnings on); the
 * production build beside it has them off. The browser's production bundle takes that one.
 */
const PRODUCTION_BUILDS = {
  'react-router$': path.join(ROOT, 'node_modules/react-router/dist/production/index.mjs'),
};

function typeScriptRule(production) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'ts-loader',
      options: {
        // Type errors are `npm run typecheck`'s job; the bundle only needs the emit.
        transpileOnly: true,
        // The root tsconfig is for checking (noEmit). Emit ES modules so webpack can
        // tree-shake and split at dynamic imports.
        compilerOptions: {
          noEmit: false,
          module: 'esnext',
          target: 'es2022',
          sourceMap: true,
          jsx: production ? 'react-jsx' : 'react-jsxdev',
        },
      },
    },
  };
}

/**
 * The page renderer: src/ssr/prerender.tsx as one ES module for Node, dist/prerender/prerender.mjs,
 * which src/ssr/build/prerender.mjs and the server import (server/web/first-load.ts). Styles
 * are left out (the browser build has them); built after the browser build, whose chunk list it
 * needs.
 */
const prerenderConfig = {
  name: 'prerender',
  dependencies: ['web'],
  mode: 'production',
  context: ROOT,
  entry: { prerender: './src/ssr/prerender.tsx' },
  target: 'node20',
  output: {
    path: PRERENDER_OUT,
    filename: '[name].mjs',
    module: true,
    library: { type: 'module' },
  },
  experiments: { outputModule: true },
  devtool: false,
  resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
  module: {
    rules: [typeScriptRule(true), { test: /\.css$/, type: 'asset/source' }, imageRule(false)],
  },
  plugins: [
    new webpack.DefinePlugin({ 'process.env.API_BASE_URL': JSON.stringify('') }),
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
  ],
  optimization: { minimize: false },
  performance: false,
  stats: 'errors-warnings',
};

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  const web = {
    name: 'web',
    mode: production ? 'production' : 'development',
    context: ROOT,
    entry: { main: './src/main.tsx' },
    target: ['web', 'es2020'],
    output: {
      path: OUT,
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      // Later chunks are named by their content alone, in 8 hex digits: the entry holds every
      // chunk's file name (its chunk loader's map), and `/` downloads the entry in its first 6 s;
      // the chunks' names and two more digits each were ~250 B of it, brotli. A build's few
      // dozen files do not collide in 2^32.
      chunkFilename: production ? 'assets/[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: ASSET_FILENAME,
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      alias: production ? PRODUCTION_BUILDS : {},
    },
    module: {
      rules: [
        typeScriptRule(production),
        imageRule(true),
        {
          // Only what the shop renders of React Router (scripts/react-router-pure-loader.cjs).
          test: /react-router[\\/]dist[\\/]production[\\/].*\.mjs$/,
          use: path.join(ROOT, 'scripts/react-router-pure-loader.cjs'),
        },
        {
          // Plain data: a module that only re-exports it, or uses it in an export the first load
          // leaves out (contract/messages.ts), does not pull it into the first load; only
          // the lazy code that uses it (the board, /MyOrders, src/api/outage.ts) carries it.
          test: /contract[\\/](kitchen-(messages|rules)|outage-messages)\.ts$/,
          sideEffects: false,
        },
        {
          test: /\.css$/,
          // Extracted in development too: the plugin hot-swaps the stylesheets itself.
          use: [MiniCssExtractPlugin.loader, 'css-loader'],
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        'process.env.API_BASE_URL': JSON.stringify(process.env.API_BASE_URL || ''),
      }),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
        // As the scripts' (output.chunkFilename).
        chunkFilename: production ? 'assets/[contenthash:8].css' : 'assets/[name].css',
      }),
      new HtmlWebpackPlugin({
        template: path.join(ROOT, 'src/ssr/template.html'),
        // The template places the tags itself, between the slots each page's file fills.
        inject: false,
        scriptLoading: 'defer',
        minify: production && {
          collapseWhitespace: true,
          removeComments: true,
          ignoreCustomComments: [/^\/?ssr-/],
        },
      }),
      ...firstLoadPlugins(production),
    ],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      // html-webpack-plugin minifies the page and keeps its ssr- slots; webpack's own HTML
      // minifier would run over it again and drop them with the other comments.
      // Terser may write ES2020 (the target): shorthand properties, arrows, `??`.
      minimizeOptions: {
        html: false,
        javascript: { ecma: 2020, compress: { ecma: 2020, passes: 4 }, format: { ecma: 2020 } },
      },
      // No runtimeChunk: the runtime rides in the entry's file, one request (and its reply's
      // headers, ~0.4 KB) fewer on every first load; both are tiny.
      moduleIds: 'deterministic',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // No file of libraries apart: each library rides in the file of the code that needs it
          // (React, React Router and the store's libraries in the app's, Swiper in `/`'s page).
          // What `/` downloads at first is then three responses, not five, and one file
          // compresses ~1.9 KB smaller than the same code in three. The price: a release re-sends
          // the libraries (~100 KB) to returning visitors; the first visit on a phone is what the
          // budget guards.
          defaultVendors: false,
        },
      },
    },
    performance: production
      ? {
          // Backstop on raw sizes; the compressed budget above is the real limit.
          hints: 'error',
          maxEntrypointSize: 420 * 1024,
          maxAssetSize: 400 * 1024,
          assetFilter: (file) => /\.(js|css)$/.test(file),
        }
      : false,
    devServer: {
      port: 8080,
      hot: true,
      historyApiFallback: true,
      static: false,
      client: { overlay: { warnings: false, errors: true } },
      proxy: [{ context: ['/api', '/uploads', '/pay'], target: API_TARGET }],
    },
    stats: production ? 'normal' : 'minimal',
  };
  return production ? [web, prerenderConfig] : web;
};
