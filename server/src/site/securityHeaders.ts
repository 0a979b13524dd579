import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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

/**
 * The usual security headers on every response, and the Content-Security-Policy. The policy is
 * written once at start-up: API answers and files need no nonce, and making one for every
 * response cost the API more than its JSON did. The page route replaces it with its own.
 */
export async function installSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    // Cross-origin requests get the origin only (never a path that may hold a mail-link
    // secret); Google Maps keys restricted by referrer still work with the origin.
    // Matches frame-ancestors 'none' for browsers that only know the older header.
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const policy = contentSecurityPolicy(config);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Content-Security-Policy', policy);
  });
}
