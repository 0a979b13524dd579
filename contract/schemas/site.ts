/** Route schemas of the pages the server hands the browser: the SPA, its files and its config. */
import { Type } from 'typebox';

/** A body that is not JSON: its media type and what it is. */
const body = (contentMediaType: string, description: string) =>
  Type.String({ contentMediaType, description });

export const HtmlPage = body('text/html', 'The SPA’s page, with its runtime configuration inlined');
export const ConfigScript = body(
  'application/javascript',
  'window.__MATCHBOARD_CONFIG__: the runtime configuration of the SPA',
);
export const StaticFile = body(
  'application/octet-stream',
  'A file of the built SPA (scripts, styles, images), or its page for a history route',
);
export const NotBuilt = body('text/plain', 'The SPA has not been built yet');

/**
 * The parameters of the link in an introduction mail: the page reads whatever the link carries
 * and posts it to /api/candidate_access_process, which judges it. Only bounded here.
 */
export const AccessPageQuery = Type.Object(
  {},
  { additionalProperties: Type.String({ maxLength: 512 }), maxProperties: 20 },
);

export const AnyPath = Type.Object({ '*': Type.String({ maxLength: 2048 }) });

/** The public job page's id: any text, since the page itself says when it names no job. */
export const JobPostingParams = Type.Object({ id: Type.String({ maxLength: 64 }) });

export const SitemapXml = body(
  'application/xml',
  'A sitemap (sitemaps.org 0.9) of the open jobs’ public pages, or an index of such files',
);
export const RobotsTxt = body('text/plain', 'What crawlers may read, and where the sitemap is');
/** A file of a sitemap index: /sitemaps/jobs-{n}.xml, n from 1. */
export const SitemapFileParams = Type.Object({
  name: Type.String({ pattern: '^jobs-[1-9][0-9]{0,4}\\.xml$', maxLength: 20 }),
});
