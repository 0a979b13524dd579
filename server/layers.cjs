/**
 * The server's layers, declared once and enforced by `npm run check` (dependency-cruiser, .dependency-cruiser.cjs).
 *
 * Each folder of server/src belongs to one layer, listed here from the bottom up. Code may import
 * its own folder and the layers below it, never a layer above or a sibling of the same rank:
 *
 * - the kit: what every domain uses and none of them owns. Its folders are ordered too, so the
 *   kit has no circle of its own either.
 * - the domains, in the order a product is built: an account comes before a profile, an
 *   organization before its jobs, a job before its matches. A domain that needs another's rule
 *   gets it from below (the rule moves down to where both can use it) or is handed it by the app.
 * - the app (app.ts, routes.ts, server.ts, deps.ts, seed.ts, admin/): composes the domains.
 *
 * The picture is in server/src/README.md; `npm run layers` prints the folder-to-folder imports.
 */

/** Bottom to top. Folders in one inner array share a rank and must not import each other. */
const KIT = [
  ['config', 'sanitize'], // config: config.ts and configParsers.ts
  ['db'],
  ['http'],
  ['jsonapi'],
  ['queue'],
  ['mail'],
  ['auth'],
  ['files'],
  ['reference'],
  ['places', 'site', 'ops'],
  ['search'],
];

const DOMAINS = [
  ['accounts'],
  ['profiles'],
  ['organizations'],
  ['scoring'],
  ['jobs'],
  ['candidates', 'greenhouse'],
  ['matching'],
  ['alerts', 'privacy', 'insights'],
  ['housekeeping'],
];

/** The path pattern of a folder (config is the two files at the top of server/src). */
const folderPath = (folder) =>
  folder === 'config'
    ? '^server/src/config(Parsers)?\\.ts$'
    : folder === 'app'
      ? '^server/src/(admin/|(app|routes|server|deps|seed)\\.ts$)'
      : `^server/src/${folder}/`;

module.exports = { KIT, DOMAINS, folderPath };
