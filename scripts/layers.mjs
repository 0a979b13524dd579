// Prints which server folders import which (`npm run layers`): one row per folder, its imports of
// every other folder counted, bottom layer first, so a circle shows as a number above the diagonal.
// The layers are declared in server/layers.cjs and enforced by `npm run check` (.dependency-cruiser.cjs).
import { createRequire } from 'node:module';
import { cruise } from 'dependency-cruiser';

const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs');
const layers = require('../server/layers.cjs');

const result = await cruise(['server/src'], {
  ...config.options,
  ruleSet: { forbidden: [] },
  validate: false,
});

const order = [...layers.KIT.flat(), ...layers.DOMAINS.flat(), 'app'];
const patterns = order.map((folder) => [folder, new RegExp(layers.folderPath(folder))]);
const folderOf = (path) => patterns.find(([, pattern]) => pattern.test(path))?.[0] ?? null;
const counts = new Map();
for (const module of result.output.modules) {
  const from = folderOf(module.source);
  if (!from) continue;
  for (const dependency of module.dependencies) {
    const to = folderOf(dependency.resolved);
    if (!to || to === from) continue;
    const key = `${from}>${to}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
}

const width = Math.max(...order.map((name) => name.length));
const short = (name) => name.slice(0, 4).padStart(5);
console.log(`${''.padEnd(width)} imports → ${order.map(short).join('')}`);
let upward = 0;
order.forEach((from, row) => {
  const cells = order.map((to, column) => {
    const count = counts.get(`${from}>${to}`);
    if (count && column > row) upward += count;
    return (count ? String(count) : from === to ? '·' : '').padStart(5);
  });
  console.log(`${from.padEnd(width)}           ${cells.join('')}`);
});
console.log(
  `\n${upward} imports point up the layers (above the diagonal); npm run check allows none.`,
);
