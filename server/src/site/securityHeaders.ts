import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

// Hosts the Google Maps JavaScript API loads scripts, styles, fonts and tiles from.
const MAPS_SCRIPT = ['https://maps.googleapis.com'];
const MAPS_IMAGES = ['https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.ggpht.com'];
const MAPS_CONNECT = ['https://maps.googleapis.com'];
const MAPS_STYLES = ['https://fonts.googleapis.com'];
const MAPS_FONTS = ['https://fonts.gstatic.com'];

type Directives = Record<string, string[]>;

/**
 * The Content-Security-Policy: what the SPA needs, namely its own scripts, inline styles (antd
 * injects CSS-in-JS at run time), data: and blob: images (avatar cropping, previews) and, only
 * when a key is configured, Google Maps. index.html also allows its one inline script (its runtime
 * configuration, see indexPage.ts) by `inlineScript`: `'nonce-…'`, or `'sha256-…'` on a kept job
 * page; every other response gets the policy without one.
 */
export function contentSecurityPolicy(config: Config, inlineScript?: string): string {
  const maps = config.googleMapsApiKey !== '';
  const withMaps = (base: string[], extra: string[]) => (maps ? [...base, ...extra] : base);
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': [...withMaps(["'self'"], MAPS_SCRIPT), ...(inlineScript ? [inlineScript] : [])],
    'style-src': withMaps(["'self'", "'unsafe-inline'"], MAPS_STYLES),
    'img-src': withMaps(["'self'", 'data:', 'blob:'], MAPS_IMAGES),
    'font-src': withMaps(["'self'", 'data:'], MAPS_FONTS),
    'connect-src': withMaps(["'self'"], MAPS_CONNECT),
    // Organization profiles embed single YouTube videos through the privacy-enhanced host.
    'frame-src': ['https://www.youtube-nocookie.com'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  // No upgrade-insecure-requests: it would break the plain-HTTP local setup at localhost:8080.
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}

const HELMET_OPTIONS: HelmetOptions = {
  // The policy is ours (above), not helmet's.
  contentSecurityPolicy: false,
  // Matches frame-ancestors 'none' for browsers that only know the older header.
  frameguard: { action: 'deny' },
  // Cross-origin requests get the origin only (never a path that may hold a mail-link
  // secret); Google Maps keys restricted by referrer still work with the origin.
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * The headers helmet sets with HELMET_OPTIONS, read once: its middleware runs on a response
 * that only records them. They depend on the options alone, never on the request.
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  let done = false;
  helmet(HELMET_OPTIONS)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error as Error;
      done = true;
    },
  );
  // helmet's middleware is synchronous; if a version ever made it not, say so at start-up.
  if (!done) throw new Error('helmet did not finish its headers synchronously.');
  return headers;
}

/**
 * The usual security headers (helmet's) and the Content-Security-Policy on every response. They
 * are made once at start-up and copied onto each reply: helmet's fastify plugin rebuilt its
 * middleware for every request, and making a policy per response cost the API more than its
 * JSON did. API answers and files need no nonce; the page route replaces the policy with its own.
 */
export function installSecurityHeaders(app: FastifyInstance, config: Config): void {
  const headers = {
    ...helmetHeaders(),
    'Content-Security-Policy': contentSecurityPolicy(config),
  };
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}
