import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ClientConfig } from '@contract/siteConfig';
import { escapeHtml } from '../sanitize/escapeHtml';

/** What the served index.html gets for the request's host. */
export interface PageIdentity {
  title: string;
  /** JavaScript that defines the runtime configuration (see inlineConfigScript). */
  script: string;
  /** What goes at the end of `<head>` (a job's JSON-LD), if anything. */
  head?: string;
}

/** The tag the built index.html loads the runtime configuration with (public/index.html, minified or not). */
const CONFIG_TAG = /<script src="?\/config\.js"?><\/script>/;

interface CachedFile {
  mtimeMs: number;
  html: string;
  /** The page with its scripts held (holdScripts), made at its first use. */
  held?: string;
}
const files = new Map<string, CachedFile>();

function cachedFile(file: string): CachedFile | null {
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const cached = files.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached;
  const fresh = { mtimeMs, html: fs.readFileSync(file, 'utf8') };
  files.set(file, fresh);
  return fresh;
}

/** A built file, read once per change on disk; null when it does not exist. */
export function readBuilt(file: string): string | null {
  return cachedFile(file)?.html ?? null;
}

/** A built page with its scripts held, rewritten once per change on disk; null when absent. */
function readHeld(file: string): string | null {
  const cached = cachedFile(file);
  if (cached === null) return null;
  cached.held ??= holdScripts(cached.html);
  return cached.held;
}

/** Visitor pages the build pre-renders (scripts/prerender.mjs), by path. */
export const PRERENDERED: Readonly<Record<string, string>> = {
  '/': 'index.html',
  '/sign-up': 'sign-up.html',
  '/forgotten-password': 'forgotten-password.html',
};

/**
 * The HTML for a history route: the build's pre-rendered page for a visitor route (the SPA
 * hydrates it), else the built index.html; in either, the runtime configuration inlined in place
 * of the blocking `/config.js` request, and the host's title. Null when the SPA is not built.
 */
export function pageFor(
  root: string,
  pathname: string,
  identity: () => PageIdentity,
  nonce: string,
): string | null {
  // A pre-rendered page is complete without its code, which waits for the visitor's first touch.
  const prerendered = Object.hasOwn(PRERENDERED, pathname)
    ? readHeld(path.join(root, 'prerendered', PRERENDERED[pathname]))
    : null;
  const html = prerendered ?? readBuilt(path.join(root, 'index.html'));
  if (html === null) return null;
  const { title, script, head } = identity();
  return html
    .replace(CONFIG_TAG, () => `<script nonce="${nonce}">${script}</script>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', () => `${head ?? ''}</head>`);
}

/** A page the server rendered itself, as jobPostingPage.ts hands it over. */
export interface ServerRenderedPage {
  /** The markup inside `<div id="root">`. */
  html: string;
  /** What goes at the end of `<head>`: stylesheets, preloads, JSON-LD. */
  head: string;
  /** The RTK Query cache the markup was rendered from, as JSON text (src/api/serverState.ts). */
  state: string;
  /** The configuration it was rendered with, which the browser checks before hydrating. */
  config: ClientConfig;
}

/**
 * The built index.html with a server-rendered page in its root (src/app/hydration.ts hydrates it
 * when the visit fits), its head additions and its cache; null when the SPA is not built. The
 * inline script carries `nonce`; with null the policy must allow it by its hash instead.
 */
export function renderedPageFor(
  root: string,
  pathname: string,
  page: ServerRenderedPage,
  identity: PageIdentity,
  nonce: string | null,
): string | null {
  const html = readHeld(path.join(root, 'index.html'));
  if (html === null) return null;
  const state = page.state.replace(/</g, '\\u003c');
  const script = nonce === null ? '<script>' : `<script nonce="${nonce}">`;
  const attributes = `data-prerendered="${escapeHtml(pathname)}" data-config="${escapeHtml(JSON.stringify(page.config))}"`;
  return html
    .replace(CONFIG_TAG, () => `${script}${identity.script}</script>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(identity.title)}</title>`)
    .replace('</head>', () => `${holdScripts(page.head)}</head>`)
    .replace(
      /<div id="?root"?><\/div>/,
      () =>
        `<div id="root" ${attributes}>${page.html}</div>` +
        `<script type="application/json" id="mb-server-state">${state}</script>`,
    );
}

/** The build's script tags (html-webpack-plugin's `defer` ones, minified or not). */
const DEFERRED_SCRIPT = /<script defer(?:=(?:""|"defer"|defer))? src="?([^"\s>]+)"?><\/script>/g;

/**
 * A page that is whole without its code (pre-rendered or rendered by the server) keeps its scripts
 * as inert tags that name them: LOAD_ON_FIRST_USE loads them when the visitor first points, taps,
 * types or focuses, so a phone spends no time on the app while its reader only reads. Until then
 * links are plain links, typing is kept (src/app/hydration.ts) and a submission waits
 * (HOLD_EARLY_SUBMIT).
 */
export function holdScripts(html: string): string {
  return html.replace(
    DEFERRED_SCRIPT,
    (_tag, src: string) => `<script type="text/plain" data-held-src="${src}"></script>`,
  );
}

/**
 * Loads a page's held scripts (holdScripts) in their order at the visitor's first pointer
 * movement, tap, key or focus, or at once for a visit the pre-rendered page does not fit (a stored
 * session or sign-up choice, an address with a query or a fragment), which the app then renders
 * afresh (src/app/hydration.ts canHydrate).
 * After the page has loaded, the browser fetches them while idle, at the lowest priority, so the
 * first touch waits only for them to run.
 */
const LOAD_ON_FIRST_USE =
  '(function(d,w){var started=false,kinds=["pointerdown","pointermove","keydown","touchstart","focusin","wheel"];' +
  'function held(){return d.querySelectorAll("script[data-held-src]")}' +
  'function ready(f){d.readyState==="loading"?d.addEventListener("DOMContentLoaded",f):f()}' +
  'function start(){if(started)return;started=true;kinds.forEach(function(k){w.removeEventListener(k,start,true)});' +
  'ready(function(){held().forEach(function(h){var s=d.createElement("script");s.src=h.getAttribute("data-held-src");' +
  's.async=false;h.removeAttribute("data-held-src");d.body.appendChild(s)})})}' +
  'var stored=false;try{stored=!!(localStorage.getItem("token")||sessionStorage.getItem("initialData"))}catch(e){}' +
  'if(stored||location.hash){start();return}' +
  'kinds.forEach(function(k){w.addEventListener(k,start,{capture:true,passive:true})});' +
  'ready(function(){var r=d.getElementById("root");' +
  'if(r&&r.getAttribute("data-prerendered")!==location.pathname+location.search)start()});' +
  'w.addEventListener("load",function(){(w.requestIdleCallback||setTimeout)(function(){if(started)return;' +
  'held().forEach(function(h){var l=d.createElement("link");l.rel="prefetch";l.as="script";' +
  'l.href=h.getAttribute("data-held-src");d.head.appendChild(l)})})})})(document,window);';

/**
 * Until the app has taken over a pre-rendered page (src/app/hydration.ts removes the root's
 * data-prerendered attribute), a submitted form is held back and remembered by its label, and the
 * app submits it once it is live: a visitor quick to press Sign in loses nothing, and the page is
 * never posted natively. Tiny and inline, so it holds from the first paint.
 */
const HOLD_EARLY_SUBMIT =
  "document.addEventListener('submit',function(e){var r=document.getElementById('root');" +
  "if(r&&r.hasAttribute('data-prerendered')){e.preventDefault();" +
  "window.__MATCHBOARD_EARLY_SUBMIT__=e.target.getAttribute('aria-label')||'';}},true);";

/**
 * Likewise a click on a control whose meaning is the app's (a button, a tab, a check box), which
 * the app clicks again once live (src/app/hydration.ts): the touch that starts the app is not
 * lost. Links and text fields keep their own behaviour.
 */
const HOLD_EARLY_CLICK =
  "document.addEventListener('click',function(e){var r=document.getElementById('root');" +
  "if(!r||!r.hasAttribute('data-prerendered')||!(e.target instanceof Element))return;" +
  "var c=e.target.closest('button,[role=button],[role=tab],[role=switch],[role=checkbox],[role=radio]," +
  "input[type=checkbox],input[type=radio],input[type=submit]');" +
  "if(c&&r.contains(c)&&!c.closest('a[href]')){e.preventDefault();window.__MATCHBOARD_EARLY_CLICK__=c;}},true);";

/** The configuration as an inline script: "<" is escaped so no value can close the element. */
export function inlineConfigScript(config: ClientConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `window.__MATCHBOARD_CONFIG__=${json};${HOLD_EARLY_SUBMIT}${HOLD_EARLY_CLICK}${LOAD_ON_FIRST_USE}`;
}

/** A fresh nonce for one page's inline script, named in that response's policy. */
export function newScriptNonce(): string {
  return randomBytes(16).toString('base64');
}
