import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { ClientConfig } from '@contract/siteConfig';
import type { Db } from '../db/connect';
import { parseId } from '../http/ids';
import { inlineConfigScript, readBuilt, renderedPageFor } from './indexPage';
import { jobsWithStalePages, lookUpJobPage, storeJobPage, type PageVariant } from './jobPageStore';

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
  /** The job's JSON-LD and status without a render (absent from builds before it existed). */
  jobPostingFacts?(
    url: string,
    server: ServerFetch,
  ): Promise<{ status: 200 | 404; jsonLd: string }>;
}

/** The site a visitor reads: the SPA's configuration for her host, the address, the title. */
export interface SiteVariant {
  config: ClientConfig;
  /** The site's configured address, without a trailing slash (never the Host header). */
  origin: string;
  /** The site's title, which ends the document's title. */
  title: string;
}

/**
 * The answer for a job page: the whole document for the page's path, brotli-compressed (as it is
 * kept), the SPA's own page with the job's JSON-LD, or no job to show: 404 for an address that
 * names none, 410 Gone for a job that ended (or whose organization is no longer published), so
 * crawlers drop it. Nothing is rendered for an address that shows no job: anyone can make up
 * such addresses, and a render of each would let them take the server's time from everyone.
 */
export type JobPageAnswer =
  | { kind: 'document'; status: 200 | 404; body: Buffer }
  | { kind: 'shell'; status: 200 | 404; jsonLd: string }
  | { kind: 'absent'; status: 404 | 410 };

const NO_SUCH_JOB: JobPageAnswer = { kind: 'absent', status: 404 };
const ENDED_JOB: JobPageAnswer = { kind: 'absent', status: 410 };
/**
 * Renders waiting or under way past which a visitor is not made to wait: she gets the SPA's own
 * page with the job's JSON-LD at once (at 30-45 ms a render, four is a wait of up to 0.2 s).
 */
export const RENDER_QUEUE_BOUND = 4;
/** The public job page's path and its job's nid, as the request names it (not decoded). */
const JOB_PATH = /^\/job-posting\/([1-9][0-9]{0,9})$/;
/** The webpack chunk of the public job page (src/app/routes.tsx). */
const CHUNK = 'public-job';
/** Brotli quality of a kept document: 1 ms for a 65 KB page, within 3 % of quality 9. */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
const brotli = promisify(zlib.brotliCompress);

/**
 * The public job page (`/job-posting/{nid}`) rendered on the server with its job, by the build's
 * renderer (dist-prerender/renderPage.js beside the static folder): the markup is the page
 * itself, with its JobPosting JSON-LD in the head, its chunk's styles and scripts named up
 * front, and the RTK Query cache it was rendered from embedded for the browser to hydrate from.
 *
 * A job's page is rendered once per site and kept, whole and compressed (jobPageStore.ts), until
 * the job, its organization or the build changes; rounds render pages ahead (jobPageRounds.ts).
 * Its one inline script is allowed by its hash, so the kept bytes are the answer.
 */
export class JobPostingRenderer {
  private renderer: Renderer | null | undefined;
  /** A digest of the renderer's bundle (the build's index.html and chunks are added per use). */
  private bundle = '';
  /** The build digest, with the index.html and manifest texts it was made from. */
  private built: { index: string; manifest: string; build: string } | undefined;
  /** The page chunk's files, with the manifest text they were read from. */
  private chunks: { manifest: string; files: string[] } | undefined;
  /** One render at a time: the renderer's runtime configuration is a global of its bundle. */
  private queue: Promise<unknown> = Promise.resolve();
  /** Renders waiting or under way, and the most there have been at once. */
  private queued = 0;
  private longest = 0;
  /** Renders of kept pages under way, by site and job, so that a crowd waits for one. */
  private readonly rendering = new Map<string, Promise<JobPageAnswer | null>>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly staticDir: string,
    private readonly db: Db,
  ) {}

  /** The render queue's length now and the longest it has been. */
  queueFigures(): { length: number; longest: number } {
    return { length: this.queued, longest: this.longest };
  }

  /** The Content-Security-Policy source that allows the page's inline script: its hash. */
  scriptSource(config: ClientConfig): string {
    return `'sha256-${createHash('sha256').update(inlineConfigScript(config)).digest('base64')}'`;
  }

  /**
   * The answer for `pathname` (the path as requested, not decoded; no query: the page reads none)
   * on `site`; null when there is no renderer or build, or rendering failed. Only the page of a
   * job anyone may read is rendered, and one that must be rendered now is waited for only while
   * the render queue is short.
   */
  async answer(pathname: string, site: SiteVariant): Promise<JobPageAnswer | null> {
    const nid = parseId(JOB_PATH.exec(pathname)?.[1]);
    if (nid === null) return NO_SUCH_JOB;
    const renderer = this.load();
    const variant = this.variantOf(site);
    if (!renderer || !variant) return null;
    const lookup = await lookUpJobPage(this.db, nid, variant, this.today());
    if (!lookup) return NO_SUCH_JOB;
    if (!lookup.open) return ENDED_JOB;
    if (lookup.fresh) return { kind: 'document', ...lookup.fresh };
    const key = `${variant.variant} ${nid}`;
    const under = this.rendering.get(key);
    if (under) return under;
    if (this.queued >= RENDER_QUEUE_BOUND) return this.shell(renderer, pathname, site.origin);
    const answer = this.renderDocument(pathname, site)
      .then(async (document) => {
        if (document)
          await storeJobPage(
            this.db,
            nid,
            { ...variant, source: lookup.source, validUntil: lookup.validUntil },
            document,
            this.app.deps.now(),
          ).catch((error: unknown) =>
            this.app.log.warn({ err: error, nid }, 'a rendered job page was not kept'),
          );
        return document;
      })
      .finally(() => this.rendering.delete(key));
    this.rendering.set(key, answer);
    return answer;
  }

  /**
   * Renders and keeps the page of every open job whose kept page on `site` is missing or out of
   * date, the most recently changed first, while the server has time: a render someone waits for
   * goes first, and a busy server (its event loop more than half used) is left to its visitors.
   * Stops at `deadline`; answers how many pages it rendered.
   */
  async renderStale(site: SiteVariant, deadline: number): Promise<number> {
    const variant = this.load() && this.variantOf(site);
    if (!variant) return 0;
    let rendered = 0;
    let loop = performance.eventLoopUtilization();
    const busy = () => {
      const recent = performance.eventLoopUtilization(loop);
      loop = performance.eventLoopUtilization();
      return this.queued > 0 || recent.utilization > 0.5;
    };
    while (Date.now() < deadline) {
      const nids = await jobsWithStalePages(this.db, variant, this.today(), 20);
      if (nids.length === 0) break;
      for (const nid of nids) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        while (busy() && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 100));
        if (Date.now() >= deadline) break;
        const answer = await this.answer(`/job-posting/${nid}`, site);
        if (answer?.kind !== 'document') return rendered;
        rendered += 1;
      }
    }
    return rendered;
  }

  /** The page rendered into the built index.html for `pathname`, compressed. */
  private async renderDocument(
    pathname: string,
    site: SiteVariant,
  ): Promise<{ kind: 'document'; status: 200 | 404; body: Buffer } | null> {
    const page = await this.renderNow(pathname, site);
    if (!page) return null;
    const html = renderedPageFor(
      this.staticDir,
      pathname,
      {
        html: page.html,
        head: this.head(page),
        state: JSON.stringify(page.state),
        config: site.config,
      },
      { title: `${page.title || 'Job'} | ${site.title}`, script: inlineConfigScript(site.config) },
      null,
    );
    if (html === null) return null;
    return { kind: 'document', status: page.status, body: await brotli(html, BROTLI) };
  }

  private async renderNow(pathname: string, site: SiteVariant): Promise<RenderedDataPage | null> {
    const renderer = this.load();
    if (!renderer) return null;
    const server = this.serverFetch(site.origin);
    this.queued += 1;
    this.longest = Math.max(this.longest, this.queued);
    const run = this.queue.then(() => renderer.renderJobPosting(pathname, site.config, server));
    this.queue = run.catch(() => undefined);
    try {
      return await run;
    } catch (error) {
      this.app.log.warn({ err: error, pathname }, 'the public job page was not rendered');
      return null;
    } finally {
      this.queued -= 1;
    }
  }

  /** The SPA's own page with the job's JSON-LD: what a visitor gets while renders queue. */
  private async shell(
    renderer: Renderer,
    pathname: string,
    origin: string,
  ): Promise<JobPageAnswer> {
    const server = this.serverFetch(origin);
    const facts = await renderer
      .jobPostingFacts?.(pathname, server)
      .catch(() => ({ status: 200 as const, jsonLd: '' }));
    return { kind: 'shell', status: facts?.status ?? 200, jsonLd: facts?.jsonLd ?? '' };
  }

  /** How the renderer reads the API: in-process, as a visitor of the site at `origin`. */
  private serverFetch(origin: string): ServerFetch {
    return { apiBaseUrl: `${origin}/`, fetchFn: this.fetchFn };
  }

  /** The `<head>` additions of a page: the chunk's stylesheets and scripts, then its JSON-LD. */
  head(page: Pick<RenderedDataPage, 'styles' | 'jsonLd'>): string {
    const files = this.chunkFiles();
    const css = files.filter((file) => file.endsWith('.css'));
    const js = files.filter((file) => file.endsWith('.js'));
    return [
      ...css.map((file) => `<link href="/${file}" rel="stylesheet">`),
      // Held with the page's other scripts until the visitor's first touch (indexPage.ts).
      ...js.map((file) => `<script defer src="/${file}"></script>`),
      page.styles,
      page.jsonLd
        ? `<script type="application/ld+json" id="mb-job-posting-jsonld">${page.jsonLd}</script>`
        : '',
    ].join('');
  }

  /**
   * What identifies the pages of `site` as this build renders them; undefined when the SPA is not
   * built. A new index.html or chunk manifest makes every kept page out of date, like a new bundle.
   */
  private variantOf(site: SiteVariant): PageVariant | undefined {
    const index = readBuilt(path.join(this.staticDir, 'index.html'));
    if (index === null) return undefined;
    const manifest = readBuilt(path.join(this.staticDir, '.chunk-groups.json')) ?? '';
    if (this.built?.index !== index || this.built.manifest !== manifest) {
      const build = createHash('sha256').update(`${this.bundle}\n${index}\n${manifest}`);
      this.built = { index, manifest, build: build.digest('base64url').slice(0, 22) };
    }
    const variant = createHash('sha256')
      .update(`${site.origin}\n${site.title}\n${JSON.stringify(site.config)}`)
      .digest('base64url')
      .slice(0, 22);
    return { variant, build: this.built.build };
  }

  private today(): string {
    return this.app.deps.now().toISOString().slice(0, 10);
  }

  private load(): Renderer | null {
    if (this.renderer !== undefined) return this.renderer;
    const file = path.resolve(this.staticDir, '..', 'dist-prerender', 'renderPage.js');
    if (!fs.existsSync(file)) return null;
    try {
      this.bundle = createHash('sha256').update(fs.readFileSync(file)).digest('base64url');
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
