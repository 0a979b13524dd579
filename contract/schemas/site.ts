/** Route schemas of the pages the server hands the browser: the SPA, its files and its config. */
import { Type } from 'typebox';

export const HtmlPage = Type.String({
  contentMediaType: 'text/html',
  description: 'The SPA’s page, with its runtime configuration inlined',
});

export const ConfigScript = Type.String({
  contentMediaType: 'application/javascript',
  description: 'window.__MATCHBOARD_CONFIG__: the runtime configuration of the SPA',
});

export const StaticFile = Type.String({
  contentMediaType: 'application/octet-stream',
  description: 'A file of the built SPA (scripts, styles, images), or its page for a history route',
});

export const NotBuilt = Type.String({
  contentMediaType: 'text/plain',
  description: 'The SPA has not been built yet',
});

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
