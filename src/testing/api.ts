import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { parseConfig, type RawConfig } from '@/config/env';
/** The API origin under jsdom: apiBaseUrl '' resolves to the page's origin. */
export const API_ORIGIN = 'http://localhost';

/** Absolute URL of an API path, for msw handlers. */
export const apiUrl = (path: string): string => `${API_ORIGIN}/${path.replace(/^\//, '')}`;

/** The runtime configuration tests run with: what public/config.js, the file a static host serves, defines. */
function shippedConfig() {
  const page: { __MATCHBOARD_CONFIG__?: RawConfig } = {};
  const script = readFileSync(path.join(__dirname, '..', '..', 'public', 'config.js'), 'utf8');
  runInNewContext(script, { window: page });
  const parsed = parseConfig(page.__MATCHBOARD_CONFIG__);
  if (!parsed.ok) throw new Error(`public/config.js: ${parsed.problems.join(' ')}`);
  return parsed.config;
}
export const testConfig = shippedConfig();
