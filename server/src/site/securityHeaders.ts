import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { scriptNonceFor } from './indexPage';

// Hosts the Google Maps JavaScript API loads scripts, styles, fonts and tiles from.
const MAPS_SCRIPT = ['https://maps.googleapis.com'];
const MAPS_IMAGES = ['https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.ggpht.com'];
const MAPS_CONNECT = ['https://maps.googleapis.com'];
const MAPS_STYLES = ['https://fonts.googleapis.com'];
const MAPS_FONTS = ['https://fonts.gstatic.com'];

/**
 * Content-Security-Policy and the usual security headers on every response. The policy allows
 * what the SPA needs: its own scripts, inline styles (antd injects CSS-in-JS at run time), data:
 * and blob: images (avatar cropping, previews) and, only when a key is configured, Google Maps.
 */
export async function installSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const maps = config.googleMapsApiKey !== '';
  const withMaps = (base: string[], extra: string[]) => (maps ? [...base, ...extra] : base);
  await app.register(helmet, {
    contentSecurityPolicy: {
      // Explicit directives only: helmet's defaults add upgrade-insecure-requests, which would
      // break the plain-HTTP local setup at http://localhost:8080.
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        // The nonce lets index.html carry its runtime configuration inline (indexPage.ts).
        'script-src': [
          ...withMaps(["'self'"], MAPS_SCRIPT),
          (_request, response) => `'nonce-${scriptNonceFor(response as ServerResponse)}'`,
        ],
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
      },
    },
    // Cross-origin requests get the origin only (never a path that may hold a mail-link
    // secret); Google Maps keys restricted by referrer still work with the origin.
    // Matches frame-ancestors 'none' for browsers that only know the older header.
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
