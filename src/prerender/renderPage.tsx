/**
 * Build-time pre-rendering of the visitor pages (run by scripts/prerender.mjs after the
 * production build, compiled for Node by webpack's second configuration). Each page is rendered
 * with the same tree as src/index.tsx renders in the browser, for a visitor without a session and
 * with the default runtime configuration, so the browser can hydrate the markup instead of
 * painting a blank page until all of React, antd and the router have run.
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/routes';
import { SessionKeeper } from '@/app/SessionKeeper';
import { makeStore } from '@/app/store';
import type { RawConfig } from '@/config/env';

export interface RenderedPage {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** antd's CSS-in-JS rules the markup needs, as `<style>` elements. */
  styles: string;
}

export async function renderPage(url: string, config: RawConfig): Promise<RenderedPage> {
  globalThis.__MATCHBOARD_CONFIG__ = config;
  const cache = createCache();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const { prelude } = await prerenderToNodeStream(
    <StyleProvider cache={cache}>
      <StrictMode>
        <AppProviders store={makeStore()}>
          <SessionKeeper />
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>
    </StyleProvider>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return { html: Buffer.concat(chunks).toString('utf8'), styles: extractStyle(cache) };
}
