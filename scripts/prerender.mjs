#!/usr/bin/env node
// After `webpack --mode production`: renders the visitor pages with dist-prerender/renderPage.js
// (src/prerender) and writes each into a copy of dist/index.html under dist/prerendered/, with
// antd's styles and the visitor chunk's stylesheet in the head, so the first paint needs no
// JavaScript. The server sends these files for their routes (server/src/site/indexPage.ts); the
// browser hydrates them (src/index.tsx). A page whose render fails stops the build.
import { createRequire } from 'node:module';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dist = path.join(root, 'dist');
const out = path.join(dist, 'prerendered');
const require = createRequire(import.meta.url);
const { renderPage } = require(path.join(root, 'dist-prerender', 'renderPage.js'));

/** The pages a visitor lands on; their file names are what the server looks up. */
const PAGES = {
  '/': 'index.html',
  '/sign-up': 'sign-up.html',
  '/forgotten-password': 'forgotten-password.html',
};

// The configuration the pages are rendered with: the one the build ships for static hosts
// (public/config.js), which is also what the reference server sends with its defaults.
const defaults = {};
new Function('window', readFileSync(path.join(root, 'public', 'config.js'), 'utf8'))(defaults);
const config = defaults.__MATCHBOARD_CONFIG__;

const built = readFileSync(path.join(dist, 'index.html'), 'utf8');
const visitorCss = readdirSync(path.join(dist, 'assets')).filter((f) =>
  /^visitor\..*\.css$/.test(f),
);
const links = visitorCss.map((f) => `<link href="/assets/${f}" rel="stylesheet">`).join('');
// The visitor chunk's scripts go with the entry's, before them, so the pages' code arrives in one
// go (the server holds all of them until the visitor's first touch, server/src/site/indexPage.ts)
// and the router finds the chunk installed instead of asking for it.
const groups = JSON.parse(readFileSync(path.join(dist, '.chunk-groups.json'), 'utf8'));
const visitorJs = groups.visitor.filter((f) => f.endsWith('.js') && !groups.main.includes(f));
const firstScript = built.indexOf('<script defer');
if (firstScript < 0)
  throw new Error('dist/index.html has no deferred script to put the chunk before');
const template =
  built.slice(0, firstScript) +
  visitorJs.map((f) => `<script defer src="/${f}"></script>`).join('') +
  built.slice(firstScript);

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
for (const [route, file] of Object.entries(PAGES)) {
  const { html, styles } = await renderPage(route, config);
  if (!html.includes('<h1'))
    throw new Error(`pre-rendering ${route} produced no page: ${html.slice(0, 200)}`);
  const page = template
    .replace('</head>', `${links}${styles}</head>`)
    .replace(
      /<div id="?root"?><\/div>/,
      `<div id="root" data-prerendered="${route}" data-config="${escapeAttribute(JSON.stringify(config))}">${html}</div>`,
    );
  writeFileSync(path.join(out, file), page);
  console.info(
    `pre-rendered ${route} → dist/prerendered/${file} (${(page.length / 1024).toFixed(1)} KiB)`,
  );
}

function escapeAttribute(text) {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
