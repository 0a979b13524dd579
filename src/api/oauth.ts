import type { OAuthToken, StoredToken } from '@contract/auth';
import { getConfig, type AppConfig } from '@/config/env';

/** Path of the simple_oauth token endpoint, relative to the API base URL. */
export const TOKEN_PATH = 'oauth/token';

/** True for the token endpoint, which never carries a bearer token and never re-authenticates. */
export function isTokenRequest(url: string): boolean {
  return /(^|\/)oauth\/token(\?|$)/.test(url);
}

/** Adds the issue and expiry instants the SPA keeps with each token (spec 01 §3). */
export function toStoredToken(token: OAuthToken, now: number = Date.now()): StoredToken {
  return {
    token_type: token.token_type,
    access_token: token.access_token,
    refresh_token: token.refresh_token,
    expires_in: token.expires_in,
    date: now,
    expirationDate: now + token.expires_in * 1000,
  };
}

/** An access token whose expiry has passed is refreshed before it is sent. */
export function isExpired(token: StoredToken, now: number = Date.now()): boolean {
  return token.expirationDate <= now;
}

/** Form body of the password grant (spec 01 §7). */
export function passwordGrant(
  username: string,
  password: string,
  config: AppConfig = getConfig(),
): URLSearchParams {
  return new URLSearchParams({
    grant_type: 'password',
    client_id: config.oauthClientId,
    client_secret: config.oauthClientSecret,
    username,
    password,
  });
}

/** Form body of the refresh_token grant (spec 01 §7). */
export function refreshGrant(
  refreshToken: string,
  config: AppConfig = getConfig(),
): URLSearchParams {
  return new URLSearchParams({
    grant_type: 'refresh_token',
    client_id: config.oauthClientId,
    client_secret: config.oauthClientSecret,
    refresh_token: refreshToken,
  });
}

/** Narrows an untrusted token endpoint body. */
export function isOAuthToken(value: unknown): value is OAuthToken {
  if (!value || typeof value !== 'object') return false;
  const token = value as Record<string, unknown>;
  return (
    typeof token.access_token === 'string' &&
    typeof token.refresh_token === 'string' &&
    typeof token.token_type === 'string' &&
    typeof token.expires_in === 'number'
  );
}
