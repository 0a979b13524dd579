import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ClientConfig } from '@contract/siteConfig';
import { readBuilt } from './indexPage';

/** What the build's renderer (src/prerender/renderPage.tsx) answers for a data page. */
export interface RenderedDataPage {
  html: string;
  styles: string;
  state: Record<string, unknown>;
  title: string;
  jsonLd: string;
  status: 200 | 404;
}

interface ServerFetch {
  apiBaseUrl: string;
  fetchFn: typeof fetch;
}

interface Renderer {
  renderJobPosting(
    url: string,
    config: ClientConfig,
    server: ServerFetch,
  ): Promise<RenderedDataPage | null>;
}

/** How long a rendered page is sent again as it is. */
const RENDERED_FOR_MS = 10_000;
/** How many rendered pages are kept at most (the oldest go first). */
const RECENT_PAGES = 500;

/** The webpack chunk of the public job page (src/app/routes.tsx). */
const CHUNK = 'public-job';

/**
 * The public job page (`/job-posting/{nid}`) rendered on the server with its job, by the build's
 * renderer (dist-prerender/renderPage.js beside the static folder): the markup is the page
 * itself, with its JobPosting JSON-LD in the head, its chunk's styles and scripts named up
 * front, and the RTK Query cache it was rendered from embedded for the browser to hydrate from.
 */
export class JobPostingRenderer {
  private renderer: Renderer | null | undefined;
  /** The page chunk's files, with the manifest text they were read from. */
  private chunks: { manifest: string; files: string[] } | undefined;
  /** One render at a time: the renderer's runtime configuration is a global of its bundle. */
  private queue: Promise<unknown> = Promise.resolve();
  /** Pages rendered lately, and renders under way, by host configuration and path. */
  private readonly recent = new Map<
    string,
    { page: Promise<RenderedDataPage | null>; until: number }
  >();

  constructor(
    private readonly app: FastifyInstance,
    private readonly staticDir: string,
  ) {}

  /**
   * The page of `pathname` (no query: the page reads none), or null when there is no renderer
   * (not built) or it failed. A page is rendered at most once per RENDERED_FOR_MS for everyone who
   * asks (a job is public, the markup the same for every visitor), so a crowd or a flood on one
   * job costs one render, and an edit shows within seconds.
   */
  render(pathname: string, config: ClientConfig, origin: string): Promise<RenderedDataPage | null> {
    const now = this.app.deps.now().getTime();
    const key = `${origin} ${JSON.stringify(config)} ${pathname}`;
    const hit = this.recent.get(key);
    if (hit && hit.until > now) return hit.page;
    this.recent.delete(key);
    const page = this.renderNow(pathname, config, origin);
    this.recent.set(key, { page, until: now + RENDERED_FOR_MS });
    // A failed render is tried again by the next visitor.
    void page.then((rendered) => {
      if (rendered === null) this.recent.delete(key);
    });
    while (this.recent.size > RECENT_PAGES)
      this.recent.delete(this.recent.keys().next().value as string);
    return page;
  }

  private async renderNow(
    pathname: string,
    config: ClientConfig,
    origin: string,
  ): Promise<RenderedDataPage | null> {
    const renderer = this.load();
    if (!renderer) return null;
    const server: ServerFetch = { apiBaseUrl: `${origin}/`, fetchFn: this.fetchFn };
    const run = this.queue.then(() => renderer.renderJobPosting(pathname, config, server));
    this.queue = run.catch(() => undefined);
    try {
      return await run;
    } catch (error) {
      this.app.log.warn({ err: error, pathname }, 'the public job page was not rendered');
      return null;
    }
  }

  /** The `<head>` additions of the page: the chunk's stylesheets and scripts, then its JSON-LD. */
  head(page: RenderedDataPage): string {
    const files = this.chunkFiles();
    const css = files.filter((file) => file.endsWith('.css'));
    const js = files.filter((file) => file.endsWith('.js'));
    return [
      ...css.map((file) => `<link href="/${file}" rel="stylesheet">`),
      ...js.map((file) => `<link href="/${file}" rel="preload" as="script">`),
      page.styles,
      page.jsonLd
        ? `<script type="application/ld+json" id="mb-job-posting-jsonld">${page.jsonLd}</script>`
        : '',
    ].join('');
  }

  private load(): Renderer | null {
    if (this.renderer !== undefined) return this.renderer;
    const file = path.resolve(this.staticDir, '..', 'dist-prerender', 'renderPage.js');
    if (!fs.existsSync(file)) return null;
    try {
      this.renderer = createRequire(__filename)(file) as Renderer;
    } catch (error) {
      this.app.log.error({ err: error, file }, 'the page renderer could not be loaded');
      this.renderer = null;
    }
    return this.renderer;
  }

  /**
   * The files the build lists for the page's chunk (dist/.chunk-groups.json), [] without it;
   * parsed again only when a new build changed the manifest.
   */
  private chunkFiles(): string[] {
    const manifest = readBuilt(path.join(this.staticDir, '.chunk-groups.json'));
    if (manifest === null) return [];
    if (this.chunks?.manifest !== manifest) {
      const groups = JSON.parse(manifest) as Record<string, string[]>;
      this.chunks = { manifest, files: groups[CHUNK] ?? [] };
    }
    return this.chunks.files;
  }

  /**
   * The renderer's fetch: the API answered in-process (`inject`), as to an anonymous visitor,
   * since the markup is the same for everyone. Reads only.
   */
  private readonly fetchFn: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    if (request.method !== 'GET') throw new Error('The page renderer only reads.');
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      if (name !== 'authorization' && name !== 'cookie') headers[name] = value;
    });
    const response = await this.app.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers,
    });
    const answered = new Headers();
    for (const [name, value] of Object.entries(response.headers))
      if (typeof value === 'string') answered.set(name, value);
    return new Response(response.rawPayload, { status: response.statusCode, headers: answered });
  };
}
