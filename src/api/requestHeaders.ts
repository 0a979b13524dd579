import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { StoredToken } from '@contract/auth';
import { isTokenRequest } from './oauth';

export const JSON_API_MEDIA_TYPE = 'application/vnd.api+json';
export const JSON_MEDIA_TYPE = 'application/json';
export const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';

/** How a call is encoded: the token endpoint, Drupal REST (`?_format=json`) or JSON:API. */
export type RequestKind = 'oauth' | 'rest' | 'jsonapi';

/** Classifies a call by its URL, the way Drupal routes them. */
export function requestKind(url: string): RequestKind {
  if (isTokenRequest(url)) return 'oauth';
  if (/[?&]_format=json(&|$)/.test(url)) return 'rest';
  return 'jsonapi';
}

function headerRecord(headers: FetchArgs['headers']): Record<string, string> {
  const record: Record<string, string> = {};
  if (!headers) return record;
  new Headers(headers as HeadersInit).forEach((value, key) => {
    record[key] = value;
  });
  return record;
}

/**
 * Adds the media-type and Authorization headers a call needs. Headers an endpoint sets itself
 * (a file upload's octet-stream, a REST route without `_format`) are kept.
 */
export function withStandardHeaders(
  args: string | FetchArgs,
  token: StoredToken | null,
): FetchArgs {
  const fetchArgs: FetchArgs = typeof args === 'string' ? { url: args } : { ...args };
  const headers = headerRecord(fetchArgs.headers);
  const kind = requestKind(fetchArgs.url);
  const mediaType =
    kind === 'oauth' ? FORM_MEDIA_TYPE : kind === 'rest' ? JSON_MEDIA_TYPE : JSON_API_MEDIA_TYPE;
  headers.accept ??= kind === 'jsonapi' ? JSON_API_MEDIA_TYPE : JSON_MEDIA_TYPE;
  if (fetchArgs.body !== undefined) headers['content-type'] ??= mediaType;
  if (token && kind !== 'oauth') {
    headers.authorization ??= `${token.token_type} ${token.access_token}`;
  }
  return { ...fetchArgs, headers };
}
