import { createAction } from '@reduxjs/toolkit';

/** The id of the `<script type="application/json">` a server-rendered page carries its cache in. */
export const SERVER_STATE_ID = 'mb-server-state';

/**
 * The RTK Query cache a page was rendered with on the server (src/prerender/renderPage.tsx),
 * by reducer path: dispatched before the browser hydrates the page, so its first render reads
 * the same answers the server's did and asks for none of them again (baseApi's
 * `extractRehydrationInfo`).
 */
export const serverRendered = createAction<Record<string, unknown>>('app/serverRendered');

/** The cache the server embedded in this document, or null when it embedded none. */
export function readServerState(doc: Document): Record<string, unknown> | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state: unknown = JSON.parse(text);
    return state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
