import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import ForkTsCheckerWebpackPlugin from 'fork-ts-checker-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';

/** The package version and, in a git checkout, the commit it was built from ('0.1.0+4791a67'). */
function appVersion(): string {
  const { version } = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, 'package.json'), 'utf8'),
  ) as { version: string };
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: import.meta.dirname,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
    return commit ? `${version}+${commit}` : version;
  } catch {
    return version;
  }
}

/**
 * One build for every environment: runtime settings (API base URL, OAuth client, site title)
 * come from /config.js, which the reference server generates and a static host can replace.
 */
export default (
  _env: unknown,
  argv: { mode?: Configuration['mode'] },
): (Configuration & { devServer?: DevServerConfiguration }) | Configuration[] => {
  const production = argv.mode !== 'development';
  const client = browserConfig(production);
  return production ? [client, prerenderConfig(client)] : client;
};

/**
 * antd's Button and Tag styles import `isBright` from the colour picker's presets panel, which
 * drags that panel and the Collapse component into every page's first download; they get the
 * same function from src/vendor/antdIsBright.ts instead.
 */
const antdIsBright = new webpack.NormalModuleReplacementPlugin(
  /color-picker[\\/]components[\\/]ColorPresets$/,
  (resource: { context: string; request: string }) => {
    if (/antd[\\/]es[\\/](button|tag)[\\/]style$/.test(resource.context)) {
      resource.request = path.resolve(import.meta.dirname, 'src/vendor/antdIsBright.ts');
    }
  },
);

/**
 * DOMPurify needs a browser's DOM; in Node the renderer sanitizes rich text with the server's
 * sanitize-html and the same contract allow-list (server/src/sanitize/sanitizeBasicHtml.ts).
 */
const sanitizeWithoutDom = new webpack.NormalModuleReplacementPlugin(
  /^\.[\\/]basicHtml$/,
  (resource: { context: string; request: string }) => {
    if (/src[\\/]components[\\/]rich-text$/.test(resource.context)) {
      resource.request = path.resolve(
        import.meta.dirname,
        'server/src/sanitize/sanitizeBasicHtml.ts',
      );
    }
  },
);

/**
 * dist/.chunk-groups.json: the files of each named chunk (a lazy page), so the server can name a
 * page's styles and scripts in the head of the HTML it renders (server/src/site/jobPostingPage.ts).
 * A dot file: the server never serves it.
 */
const chunkGroupsManifest = {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('ChunkGroupsManifest', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkGroupsManifest', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups: Record<string, string[]> = {};
          for (const [name, group] of compilation.namedChunkGroups) groups[name] = group.getFiles();
          compilation.emitAsset(
            '.chunk-groups.json',
            new webpack.sources.RawSource(JSON.stringify(groups)),
          );
        },
      );
    });
  },
};

/**
 * antd's ConfigProvider imports the tooltip's UniqueProvider (and @rc-component/trigger's popup
 * code) for an option Matchboard does not use; it gets src/vendor/antdTooltipUnique.tsx, which
 * loads it only when asked.
 */
const antdTooltipUnique = new webpack.NormalModuleReplacementPlugin(
  /^\.\.[\\/]tooltip[\\/]UniqueProvider$/,
  (resource: { context: string; request: string }) => {
    if (/antd[\\/]es[\\/]config-provider$/.test(resource.context)) {
      resource.request = path.resolve(import.meta.dirname, 'src/vendor/antdTooltipUnique.tsx');
    }
  },
);

/** antd's Card loads its tab strip (Tabs) only when a card has tabs: src/vendor/antdCardTabs.tsx. */
const antdCardTabs = new webpack.NormalModuleReplacementPlugin(
  /^\.\.[\\/]tabs$/,
  (resource: { context: string; request: string }) => {
    if (/antd[\\/]es[\\/]card$/.test(resource.context)) {
      resource.request = path.resolve(import.meta.dirname, 'src/vendor/antdCardTabs.tsx');
    }
  },
);

/**
 * The visitor pages' renderer for Node (src/prerender): the same modules and aliases as the
 * browser build, CSS left to the browser build, output to dist-prerender/ (never served).
 * scripts/prerender.mjs runs it after the build and writes their HTML into dist/prerendered/.
 */
function prerenderConfig(client: Configuration): Configuration {
  return {
    name: 'prerender',
    mode: 'production',
    target: 'node',
    entry: { renderPage: './src/prerender/renderPage.tsx' },
    output: {
      path: path.resolve(import.meta.dirname, 'dist-prerender'),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      // Asset URLs in the markup must be the browser build's.
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath: '/',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: client.resolve,
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true } },
        },
        // Stylesheets are the browser build's; here an import of one is only a string.
        { test: /\.css$/, type: 'asset/source' },
        {
          test: /\.(png|svg|jpe?g|gif|ico|woff2?)$/,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    plugins: [antdIsBright, antdCardTabs, antdTooltipUnique, sanitizeWithoutDom],
    optimization: { minimize: false },
    devtool: false,
    performance: { hints: false },
  };
}

function browserConfig(
  production: boolean,
): Configuration & { devServer?: DevServerConfiguration } {
  const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8081';
  return {
    name: 'browser',
    mode: production ? 'production' : 'development',
    entry: { main: './src/index.tsx' },
    output: {
      path: path.resolve(import.meta.dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: {
        '@': path.resolve(import.meta.dirname, 'src'),
        '@contract': path.resolve(import.meta.dirname, 'contract'),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true } },
        },
        {
          test: /\.css$/,
          use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
        },
        { test: /\.(png|svg|jpe?g|gif|ico|woff2?)$/, type: 'asset/resource' },
        {
          // antd's building blocks are pure ES modules but do not say so in their package.json,
          // so importing one name from a package index (antd's form context imports only
          // `FormProvider` from @rc-component/form) kept the whole package: useForm, Field,
          // List, async-validator. Declaring them side-effect free lets webpack drop what no
          // page uses.
          test: /[\\/]node_modules[\\/](@rc-component|@ant-design[\\/](cssinjs|cssinjs-utils|fast-color))[\\/]/,
          sideEffects: false,
        },
      ],
    },
    optimization: {
      splitChunks: { chunks: 'all' },
      runtimeChunk: 'single',
    },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({ __APP_VERSION__: JSON.stringify(appVersion()) }),
      antdIsBright,
      antdCardTabs,
      antdTooltipUnique,
      new HtmlWebpackPlugin({ template: 'public/index.html', inject: 'body' }),
      chunkGroupsManifest,
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }],
      }),
      new ForkTsCheckerWebpackPlugin({
        typescript: { configFile: path.resolve(import.meta.dirname, 'tsconfig.json') },
        async: !production,
      }),
      ...(production
        ? [
            new MiniCssExtractPlugin({ filename: 'assets/[name].[contenthash:10].css' }),
            // Brotli and gzip siblings of every text asset, compressed once at their best
            // levels; the server picks one by Accept-Encoding (see server/src/site).
            ...(['brotliCompress', 'gzip'] as const).map(
              (algorithm) =>
                new CompressionPlugin({
                  algorithm,
                  filename: algorithm === 'gzip' ? '[path][base].gz' : '[path][base].br',
                  test: /\.(js|css|svg|json|txt)$/,
                  threshold: 1024,
                  minRatio: 0.9,
                }),
            ),
          ]
        : []),
    ],
    devServer: {
      port: Number(process.env.DEV_PORT ?? 3000),
      hot: true,
      historyApiFallback: true,
      static: false,
      proxy: [{ context: ['/api', '/oauth', '/files', '/config.js'], target: apiTarget }],
    },
  };
}
