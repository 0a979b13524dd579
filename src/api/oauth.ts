import type { OAuthToken, StoredToken } from '@contract/auth';
import type { ClientConfig } from '@contract/siteConfig';
import { apiBaseUrl, getConfig } from '@/config/env';

/** Path of the simple_oauth token endpoint, relative to the API base URL. */
export const TOKEN_PATH = 'oauth/token';
/** Path of the token revocation endpoint (RFC 7009), relative to the API base URL. */
export const REVOKE_PATH = 'oauth/revoke';

/**
 * True for the token and revocation endpoints, which never carry a bearer token and never
 * re-authenticate.
 */
export function isTokenRequest(url: string): boolean {
  return /(^|\/)oauth\/(token|revoke)(\?|$)/.test(url);
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
  config: ClientConfig = getConfig(),
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
  config: ClientConfig = getConfig(),
): URLSearchParams {
  return new URLSearchParams({
    grant_type: 'refresh_token',
    client_id: config.oauthClientId,
    client_secret: config.oauthClientSecret,
    refresh_token: refreshToken,
  });
}

/**
 * Ends a sign-in on the server (RFC 7009): its refresh token revokes the whole sign-in. Sent with
 * `keepalive`, so it completes when the page that sent it is left at once, as it is on logging
 * out; outside the API cache, which logging out empties. It never fails: a backend without the
 * endpoint, or one that is down, must not keep anybody signed in here.
 */
export async function revokeSession(
  refreshToken: string,
  config: ClientConfig = getConfig(),
): Promise<void> {
  try {
    await fetch(new URL(REVOKE_PATH, apiBaseUrl(config)), {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: new URLSearchParams({
        token: refreshToken,
        token_type_hint: 'refresh_token',
        client_id: config.oauthClientId,
        client_secret: config.oauthClientSecret,
      }),
      keepalive: true,
    });
  } catch {
    // Offline or refused: the session is forgotten here all the same.
  }
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
