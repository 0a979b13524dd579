/**
 * dependency-cruiser's rules for `npm run check` (lint:layers), generated from the server's layers
 * (server/layers.cjs): nothing imports a layer above its own or a sibling of its rank, and
 * nothing in server/src or contract/ imports itself round a circle.
 */
const { KIT, DOMAINS, folderPath } = require('./server/layers.cjs');

const APP = ['app'];

const anyOf = (folders) => folders.map(folderPath).join('|');

const ranks = [...KIT, ...DOMAINS, [APP]];
const kitFolders = KIT.flat();
const domainFolders = DOMAINS.flat();

/** Where each folder sits, said in the message of a broken rule. */
function where(folder) {
  if (kitFolders.includes(folder)) {
    const below = KIT.slice(
      0,
      KIT.findIndex((rank) => rank.includes(folder)),
    ).flat();
    return `${folder}/ is kit: it may import only the kit folders below it (${
      below.length ? below.join(', ') : 'none'
    }) and no domain`;
  }
  if (domainFolders.includes(folder)) {
    const rank = DOMAINS.findIndex((folders) => folders.includes(folder));
    const below = DOMAINS.slice(0, rank).flat();
    return `${folder}/ is a domain: it may import the kit and the domains below it (${
      below.length ? below.join(', ') : 'none'
    })`;
  }
  return `${folder} is the app`;
}

const rules = ranks.flatMap((rank, index) =>
  rank.map((folder) => {
    const above = ranks.slice(index + 1).flat();
    const siblings = rank.filter((other) => other !== folder);
    return {
      name: `layer-${folder === APP[0] ? 'app' : folder}`,
      severity: 'error',
      comment:
        `${where(folder)}. Move what both sides need down to the lower one ` +
        `(or into the kit), or let the app compose them (server/src/routes.ts); ` +
        `the layers are listed in server/layers.cjs.`,
      from: { path: folderPath(folder) },
      to: { path: anyOf([...above, ...siblings]) },
    };
  }),
);

module.exports = {
  forbidden: [
    ...rules.filter((rule) => rule.to.path !== ''),
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A module that imports itself round a circle: move what both need into a third module below both.',
      from: { path: '^(server/src|contract)/' },
      to: { circular: true },
    },
    {
      name: 'every-folder-has-a-layer',
      severity: 'error',
      comment:
        'This server folder is in no layer: add it to KIT or DOMAINS in .dependency-cruiser.cjs.',
      from: {
        path: '^server/src/',
        pathNot: anyOf([...kitFolders, ...domainFolders, ...APP]),
      },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|\\.test\\.ts$' },
    tsConfig: { fileName: 'server/tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
  },
};
