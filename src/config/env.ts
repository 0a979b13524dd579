/**
 * Runtime configuration. One build serves every host: `window.__MATCHBOARD_CONFIG__` is defined
 * before the bundle runs, inline in index.html by the reference server (per host), or by
 * /config.js on a static host in front of a Drupal backend.
 */
import { DEFAULT_OAUTH_CLIENT } from '@contract/auth';
import type { ClientConfig, SocialLink } from '@contract/siteConfig';

/** The raw settings as a page (or the build-time pre-renderer, src/prerender.tsx) defines them. */
export type RawConfig = Partial<Record<keyof ClientConfig, unknown>> | undefined;

declare global {
  interface Window {
    __MATCHBOARD_CONFIG__?: RawConfig;
  }
  // In a browser globalThis is window; the pre-renderer runs in Node, where it is not.
  var __MATCHBOARD_CONFIG__: RawConfig;
}

export const DEFAULTS: Omit<ClientConfig, 'apiBaseUrl'> = {
  oauthClientId: DEFAULT_OAUTH_CLIENT.id,
  oauthClientSecret: DEFAULT_OAUTH_CLIENT.secret,
  googleMapsApiKey: '',
  salesEmail: 'sales@matchboard.test',
  supportEmail: 'support@matchboard.test',
  upgradeUrl: '',
  privacyUrl: '/privacy',
  termsUrl: '/terms',
  socialLinks: [],
  operatorName: 'Matchboard',
  operatorAddress: '',
  contactEmail: 'privacy@matchboard.test',
  siteTitle: 'Matchboard',
  siteDescription: 'Matchboard: talent matching for women in tech',
  favicon: '/favicon.svg',
};

export type ConfigResult = { ok: true; config: ClientConfig } | { ok: false; problems: string[] };

/**
 * Validates a raw configuration object and lists every problem in words an operator can act on.
 */
export function parseConfig(raw: RawConfig): ConfigResult {
  if (!raw || typeof raw !== 'object') {
    return {
      ok: false,
      problems: ['window.__MATCHBOARD_CONFIG__ is missing: /config.js did not load.'],
    };
  }
  const problems: string[] = [];
  const text = (key: keyof ClientConfig, fallback?: string): string => {
    const value = raw[key];
    if (value === undefined && fallback !== undefined) return fallback;
    if (typeof value !== 'string') {
      problems.push(
        `${key} must be a string (got ${value === undefined ? 'nothing' : typeof value}).`,
      );
      return '';
    }
    return value.trim();
  };
  const link = (key: 'privacyUrl' | 'termsUrl' | 'upgradeUrl', fallback: string): string => {
    const value = text(key, fallback) || fallback;
    if (isSiteLink(value)) return value;
    problems.push(`${key} must be a path starting with / or an http(s) URL.`);
    return fallback;
  };
  const socialLinks = (value: unknown): SocialLink[] => {
    if (value === undefined) return DEFAULTS.socialLinks;
    const links = Array.isArray(value) ? value : null;
    const valid = links?.every(
      (entry: unknown) =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as SocialLink).label === 'string' &&
        typeof (entry as SocialLink).url === 'string' &&
        /^https?:\/\//.test((entry as SocialLink).url),
    );
    if (!links || !valid) {
      problems.push('socialLinks must be a list of { label, url } with http(s) addresses.');
      return [];
    }
    return (links as SocialLink[]).map(({ label, url }) => ({ label: label.trim(), url }));
  };
  const config: ClientConfig = {
    apiBaseUrl: text('apiBaseUrl'),
    oauthClientId: text('oauthClientId', DEFAULTS.oauthClientId),
    oauthClientSecret: text('oauthClientSecret', DEFAULTS.oauthClientSecret),
    googleMapsApiKey: text('googleMapsApiKey', DEFAULTS.googleMapsApiKey),
    salesEmail: text('salesEmail', DEFAULTS.salesEmail) || DEFAULTS.salesEmail,
    supportEmail: text('supportEmail', DEFAULTS.supportEmail) || DEFAULTS.supportEmail,
    upgradeUrl: text('upgradeUrl', DEFAULTS.upgradeUrl) === '' ? '' : link('upgradeUrl', ''),
    privacyUrl: link('privacyUrl', DEFAULTS.privacyUrl),
    termsUrl: link('termsUrl', DEFAULTS.termsUrl),
    socialLinks: socialLinks(raw.socialLinks),
    operatorName: text('operatorName', DEFAULTS.operatorName) || DEFAULTS.operatorName,
    operatorAddress: text('operatorAddress', DEFAULTS.operatorAddress),
    contactEmail: text('contactEmail', DEFAULTS.contactEmail) || DEFAULTS.contactEmail,
    siteTitle: text('siteTitle', DEFAULTS.siteTitle) || DEFAULTS.siteTitle,
    siteDescription: text('siteDescription', DEFAULTS.siteDescription),
    favicon: text('favicon', DEFAULTS.favicon) || DEFAULTS.favicon,
  };
  if (config.apiBaseUrl && !/^(https?:\/\/|\/)/.test(config.apiBaseUrl)) {
    problems.push('apiBaseUrl must be empty, an absolute http(s) URL or a path starting with /.');
  }
  if (!config.oauthClientId) problems.push('oauthClientId must not be empty.');
  return problems.length > 0 ? { ok: false, problems } : { ok: true, config };
}

function isSiteLink(value: string): boolean {
  return (value.startsWith('/') && !value.startsWith('//')) || /^https?:\/\/[^\s]+$/.test(value);
}

/** Thrown when the runtime configuration is unusable; `problems` lists each issue. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid Matchboard configuration:\n- ${problems.join('\n- ')}`);
    this.name = 'ConfigError';
  }
}

/** The validated configuration of this page; throws {@link ConfigError} when it is unusable. */
export function getConfig(): ClientConfig {
  const result = parseConfig(globalThis.__MATCHBOARD_CONFIG__);
  if (!result.ok) throw new ConfigError(result.problems);
  return result.config;
}

/**
 * The absolute base URL of the API. RTK Query needs an absolute URL (relative ones fail under
 * jsdom and behind some proxies), so '' resolves to the page's own origin.
 */
export function apiBaseUrl(config: ClientConfig = getConfig()): string {
  const url = new URL(config.apiBaseUrl || '/', window.location.href);
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

/** The head's element matching `selector`, added (made by `create`) when the page has none. */
function headElement<E extends Element>(doc: Document, selector: string, create: () => E): E {
  const found = doc.querySelector<E>(selector);
  if (found) return found;
  return doc.head.appendChild(create());
}

/** Applies the per-host title, description and favicon to the document head. */
export function applyDocumentMetadata(config: ClientConfig, doc: Document = document): void {
  doc.title = config.siteTitle;
  const description = headElement(doc, 'meta[name="description"]', () =>
    Object.assign(doc.createElement('meta'), { name: 'description' }),
  );
  description.content = config.siteDescription;
  const icon = headElement(doc, 'link[rel="icon"]', () =>
    Object.assign(doc.createElement('link'), { rel: 'icon' }),
  );
  icon.href = config.favicon;
  icon.removeAttribute('type');
}
