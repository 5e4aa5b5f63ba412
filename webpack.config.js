/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: the package is not "type": "module". */
// Builds the storefront SPA into dist/web (production) or serves it with hot reload (development).
// The budget for a phone's first load of `/` is checked here so a heavy import fails the build
// instead of slipping into production.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');

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
 * Files public/index.html and the web app manifest refer to by stable URLs, copied as they are:
 * the manifest, the tab's icon and the installed app's icons (made by scripts/make-icons.mjs).
 */
const PUBLIC_FILES = [
  'manifest.webmanifest',
  'icons/favicon-48.png',
  'icons/icon-192.png',
  'icons/icon-512.png',
  'icons/maskable-512.png',
];

class CopyPublicFilesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicFiles', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'CopyPublicFiles',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          for (const name of PUBLIC_FILES) {
            const file = path.join(ROOT, 'public', name);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new webpack.sources.RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

/**
 * The prerendered files of the pages a shopper may open offline (scripts/prerender.mjs writes
 * them after webpack): the service worker precaches them, and answers a page it cannot fetch
 * with its file (src/sw/sw.ts). Other pages fall back to the home page's file, rendered afresh.
 */
const OFFLINE_PAGES = [
  '/index.html',
  '/Menu.html',
  '/SearchFood.html',
  '/Cart.html',
  '/PlaceOrder.html',
];

/** The pages no shopper opens offline: the staff board and the payment check. */
const NOT_OFFLINE = ['kitchen', 'verify'];

/**
 * The files only NOT_OFFLINE's pages load. A chunk such a page shares with a shopper's page (the
 * delivery rules, say, which the board's settings and /Cart both use) is the shopper's too, so
 * it stays precached: Workbox's own `excludeChunks` would leave it out, and /Cart would fail
 * offline on loading it.
 */
function filesOnlyFor(compilation, names) {
  const filesOf = (group) => group.chunks.flatMap((chunk) => [...chunk.files]);
  const only = new Set(
    names.flatMap((name) => {
      const group = compilation.namedChunkGroups.get(name);
      return group ? filesOf(group) : [];
    }),
  );
  for (const group of compilation.chunkGroups)
    if (!names.includes(group.name)) for (const file of filesOf(group)) only.delete(file);
  return only;
}

/**
 * The service worker (/sw.js), compiled from src/sw/sw.ts with the precache list injected: the
 * scripts and styles of every chunk but those only the staff board and the payment check load,
 * the small drawings (SVG, not the pictures: those are cached once seen), the tab's icon, and the
 * offline pages. The pages' files are written after this build, so their revision is the build's
 * hash: a new build fetches them again.
 */
function serviceWorkerPlugin() {
  return new InjectManifest({
    swSrc: path.join(ROOT, 'src/sw/sw.ts'),
    swDest: 'sw.js',
    include: [/\.(js|css|svg)$/, /^icons\/favicon-48\.png$/],
    exclude: [/\.map$/, /LICENSE/],
    // Content-hashed names need no revision of their own.
    dontCacheBustURLsMatching: /^assets\//,
    manifestTransforms: [
      async (entries, compilation) => {
        const notOffline = filesOnlyFor(compilation, NOT_OFFLINE);
        return {
          manifest: [
            ...entries.filter((entry) => !notOffline.has(entry.url.replace(/^\//, ''))),
            ...OFFLINE_PAGES.map((url) => ({ url, revision: compilation.fullHash, size: 0 })),
          ],
          warnings: [],
        };
      },
    ],
  });
}

/**
 * The entry's scripts load `async`, not `defer`: a deferred script holds back the end of parsing,
 * and with it the page's first paint, until it has arrived. The entry only waits for the page to
 * load and paint before it starts the app (src/main.tsx), so it needs no place in that order.
 */
class AsyncEntryScriptsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('AsyncEntryScripts', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('AsyncEntryScripts', (data) => {
        for (const tag of data.assetTags.scripts) {
          delete tag.attributes.defer;
          tag.attributes.async = true;
        }
        return data;
      });
    });
  }
}

/**
 * The entry's stylesheets become the same rules inline (production): the first paint waits for no
 * stylesheet request. `data-href` tells mini-css-extract the file is loaded. The template places
 * the tags (public/index.html); each page's file adds the app's and the page's own styles after
 * them (src/ssr/prerender.tsx).
 */
class InlineEntryStylesPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('InlineEntryStyles', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'InlineEntryStyles',
        (data) => {
          data.headTags = data.headTags.map((tag) => {
            const href =
              tag.tagName === 'link' && tag.attributes.rel === 'stylesheet' && tag.attributes.href;
            if (!href) return tag;
            const css = compilation.getAsset(href.replace(/^\//, '')).source.source().toString();
            return HtmlWebpackPlugin.createHtmlTagObject('style', { 'data-href': href }, css);
          });
          return data;
        },
      );
    });
  }
}

/**
 * React Router's package exports name only its development build (dev warnings on); the
 * production build beside it has them off. The browser's production bundle takes that one.
 */
const PRODUCTION_BUILDS = {
  'react-router$': path.join(ROOT, 'node_modules/react-router/dist/production/index.mjs'),
};

/** JavaScript `/` needs, brotli-compressed, with what a phone may spend on it. */
const BUDGETS = [
  {
    // The entry and the app it starts once the page has painted (React, the store, the shell):
    // what a phone downloads before the page works.
    name: 'Initial JS for /',
    groups: ['main', 'app'],
    limit: 110 * 1024,
    fail: true,
  },
  {
    // All `/` downloads in its first 6 s (bench/web.ts, 125 KB as sent): also its page, with the
    // category carousel and Swiper's core (about 18 KB of it). The bench counts each response's
    // headers too (~380 B each, three responses), so the files alone must leave room for them.
    // Nothing else may load in those seconds: the kept menu's code did once (a fourth response,
    // over the bench's budget while this check passed); the service worker keeps it now.
    name: 'JS / loads in its first 6 s',
    groups: ['main', 'app', 'home'],
    limit: 125 * 1024 - 3 * 400,
    fail: true,
  },
];

/** Reports the compressed size of each budget's chunk groups; over a limit fails the build. */
class CompressedBudgetPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompressedBudget', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompressedBudget', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => BUDGETS.forEach((budget) => this.check(compilation, budget)),
      );
    });
  }

  check(compilation, { name, groups, limit, fail }) {
    const files = [
      ...new Set(
        groups.flatMap(
          (group) =>
            (
              compilation.entrypoints.get(group) ?? compilation.namedChunkGroups.get(group)
            )?.getFiles() ?? [],
        ),
      ),
    ].filter((file) => file.endsWith('.js'));
    let raw = 0;
    let gzip = 0;
    let brotli = 0;
    for (const file of files) {
      const buffer = compilation.getAsset(file).source.buffer();
      raw += buffer.length;
      gzip += zlib.gzipSync(buffer, { level: 9 }).length;
      brotli += zlib.brotliCompressSync(buffer, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length;
    }
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(
      `${name} (${files.length} files): ${raw} B raw (${kb(raw)}), ` +
        `${gzip} B gzip (${kb(gzip)}), ${brotli} B brotli (${kb(brotli)}); ` +
        `budget ${kb(limit)} brotli`,
    );
    if (brotli <= limit) return;
    const problem = new webpack.WebpackError(
      `${name}: ${kb(brotli)} brotli, over the ${kb(limit)} budget.`,
    );
    (fail ? compilation.errors : compilation.warnings).push(problem);
  }
}

/**
 * Writes each chunk group's files (the entry and every lazy page) to dist/prerender, so
 * scripts/prerender.mjs can put a page's styles into its HTML and fetch its script early.
 */
class ChunkManifestPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('ChunkManifest', (compilation) => {
      const groups = {};
      for (const [name, group] of compilation.namedChunkGroups) {
        groups[name] = group.getFiles().filter((file) => /\.(js|css)$/.test(file));
      }
      fs.mkdirSync(PRERENDER_OUT, { recursive: true });
      fs.writeFileSync(path.join(PRERENDER_OUT, 'chunks.json'), JSON.stringify(groups, null, 2));
    });
  }
}

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
 * which scripts/prerender.mjs and the server import (server/web/page-renderer.ts). Styles are left
 * out (the browser build has them); built after the browser build, whose chunk list it needs.
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
        template: path.join(ROOT, 'public/index.html'),
        // The template places the tags itself, between the slots each page's file fills.
        inject: false,
        scriptLoading: 'defer',
        minify: production && {
          collapseWhitespace: true,
          removeComments: true,
          ignoreCustomComments: [/^\/?ssr-/],
        },
      }),
      new AsyncEntryScriptsPlugin(),
      new CopyPublicFilesPlugin(),
      ...(production
        ? [
            new InlineEntryStylesPlugin(),
            new CompressedBudgetPlugin(),
            new ChunkManifestPlugin(),
            serviceWorkerPlugin(),
          ]
        : []),
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
