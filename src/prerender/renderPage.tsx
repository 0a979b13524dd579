/**
 * Server-side rendering of the pages a visitor lands on, compiled for Node by webpack's second
 * configuration (dist-prerender/renderPage.js):
 * - at build time, scripts/prerender.mjs renders the visitor pages (sign in, sign up, forgotten
 *   password), which need no data;
 * - per request, the reference server renders the public job page (`/job-posting/{nid}`) with
 *   its job, through a fetch of its own (server/src/site/jobPostingPage.ts).
 * Each page is rendered with the same tree as src/index.tsx renders in the browser, for a visitor
 * without a session, so the browser can hydrate the markup instead of painting a blank page
 * until all of React, antd and the router have run.
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter, matchPath, RouterProvider } from 'react-router-dom';
import { baseApi } from '@/api/baseApi';
import type { ServerFetch } from '@/api/baseQueryWithReauth';
import { paths } from '@/app/paths';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/routes';
import { SessionKeeper } from '@/app/SessionKeeper';
import { makeStore, type AppStore } from '@/app/store';
import type { RawConfig } from '@/config/env';
import { isJobActive } from '@contract/jobs';
import { jobsApi } from '@/api/jobsApi';
import { jobPostingJsonLd, serializeJsonLd } from '@/features/jobs/search/jobPostingJsonLd';
import { viewOfJob } from '@/features/jobs/search/jobView';
import { preloadPublicJob, publicJobNid } from '@/features/jobs/search/publicJobData';

export interface RenderedPage {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** antd's CSS-in-JS rules the markup needs, as `<style>` elements. */
  styles: string;
}

/** A page rendered with data, as the server sends it. */
export interface RenderedDataPage extends RenderedPage {
  /** The RTK Query cache the page was rendered from, for the browser to start from. */
  state: Record<string, unknown>;
  /** What the page is about, for the document title ('' for none). */
  title: string;
  /** The page's JSON-LD script text ('' for none). */
  jsonLd: string;
  /** 200, or 404 for a job that does not exist or is no longer active. */
  status: 200 | 404;
}

async function render(url: string, store: AppStore): Promise<RenderedPage> {
  const cache = createCache();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StyleProvider cache={cache}>
      <StrictMode>
        <AppProviders store={store}>
          <SessionKeeper />
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>
    </StyleProvider>,
    { onError: (error) => void errors.push(error) },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  // React would send a fallback for the browser to render: the page is not what it should be.
  if (errors.length > 0) throw new Error(`rendering ${url} failed`, { cause: errors[0] });
  return { html: Buffer.concat(chunks).toString('utf8'), styles: extractStyle(cache) };
}

/** A visitor page that needs no data, with the given runtime configuration (build time). */
export async function renderPage(url: string, config: RawConfig): Promise<RenderedPage> {
  globalThis.__MATCHBOARD_CONFIG__ = config;
  return render(url, makeStore());
}

/**
 * `/job-posting/{id}` with its job, loaded through `server` (the API's address and a fetch that
 * reaches it); null for any other path. Throws when an answer the page needs failed. The caller
 * runs one render at a time: the runtime configuration is a global of the bundle.
 */
/** A job's JSON-LD and the status of its page, without rendering the page. */
export interface JobPostingFacts {
  status: 200 | 404;
  /** The JSON-LD script text ('' for a job that is not open). */
  jsonLd: string;
}

/**
 * What the server sends with the SPA's own page when it cannot render `/job-posting/{id}` at
 * once (its renders are queued past their bound): the job's JSON-LD, so search engines still
 * read the posting, and its status. One read of the job, no React: a millisecond or two.
 */
export async function jobPostingFacts(url: string, server: ServerFetch): Promise<JobPostingFacts> {
  const match = matchPath(paths.publicJob, new URL(url, 'http://localhost').pathname);
  const nid = match ? publicJobNid(match.params.id) : 0;
  if (nid === 0) return { status: 404, jsonLd: '' };
  const store = makeStore(undefined, server);
  try {
    const { data } = await store.dispatch(jobsApi.endpoints.getJob.initiate(nid));
    const job = data && isJobActive(data.attributes.field_valid_until) ? viewOfJob(data) : null;
    return job
      ? { status: 200, jsonLd: serializeJsonLd(jobPostingJsonLd(job, server.apiBaseUrl)) }
      : { status: 404, jsonLd: '' };
  } finally {
    store.dispatch(baseApi.util.resetApiState());
  }
}

export async function renderJobPosting(
  url: string,
  config: RawConfig,
  server: ServerFetch,
): Promise<RenderedDataPage | null> {
  const match = matchPath(paths.publicJob, new URL(url, 'http://localhost').pathname);
  if (!match) return null;
  globalThis.__MATCHBOARD_CONFIG__ = config;
  const store = makeStore(undefined, server);
  const nid = publicJobNid(match.params.id);
  try {
    await preloadPublicJob(store.dispatch, nid);
    const failed = Object.values(store.getState()[baseApi.reducerPath].queries).find(
      (entry) => entry?.status !== 'fulfilled',
    );
    // The browser renders the page itself then, and asks again.
    if (failed) throw new Error(`${failed.endpointName}(${String(failed.originalArgs)}) failed`);
    const page = await render(url, store);
    const state = store.getState();
    const data = nid === 0 ? undefined : jobsApi.endpoints.getJob.select(nid)(state).data;
    const job = data && isJobActive(data.attributes.field_valid_until) ? viewOfJob(data) : null;
    return {
      ...page,
      state: { [baseApi.reducerPath]: state[baseApi.reducerPath] },
      title: job?.title ?? '',
      jsonLd: job ? serializeJsonLd(jobPostingJsonLd(job, server.apiBaseUrl)) : '',
      status: job ? 200 : 404,
    };
  } finally {
    // Ends the cache's timers, so nothing of this render outlives it.
    store.dispatch(baseApi.util.resetApiState());
  }
}
