/**
 * The one place that decides what the user sees when a call fails (CONVENTIONS.md "Errors and
 * roles"). Pages ask for an outcome here and render it with `useFeedback`.
 */
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { isErrorDocument } from './jsonapi';

/** Display durations in seconds (spec 01 §8, §9). */
export const DURATIONS = { notice: 8, appError: 5, authToast: 3, successToast: 2 } as const;

export const SOMETHING_WENT_WRONG = 'Something went wrong';
/** Spec 01 §8, sign-up 422. */
export const DUPLICATE_EMAIL_MESSAGE = 'There is a user already registered with this email';
export const UNREACHABLE_MESSAGE =
  'The server cannot be reached. Check your connection and try again.';

/** What a failure turns into on screen. */
export type FailureOutcome =
  | { kind: 'silent' }
  | { kind: 'message'; text: string }
  | { kind: 'notice'; text: string }
  | { kind: 'logout' };

/** Anything a rejected `unwrap()` can throw. */
export type Failure = FetchBaseQueryError | SerializedError | unknown;

function isFetchError(error: Failure): error is FetchBaseQueryError {
  return !!error && typeof error === 'object' && 'status' in error;
}

/** The HTTP status of a failure, or null for network, parsing and client-side errors. */
export function failureStatus(error: Failure): number | null {
  return isFetchError(error) && typeof error.status === 'number' ? error.status : null;
}

/**
 * The server's own words for a failure: `{message}` (REST), `error_description` (OAuth),
 * `{error}` (password reset) or the first JSON:API error detail.
 */
export function serverMessage(error: Failure): string | null {
  if (!isFetchError(error)) return null;
  const data: unknown = 'data' in error ? error.data : undefined;
  if (!data || typeof data !== 'object') return null;
  const body = data as Record<string, unknown>;
  for (const key of ['message', 'error_description', 'error'] as const) {
    const value = body[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  if (isErrorDocument(body)) return body.errors[0]?.detail || body.errors[0]?.title || null;
  return null;
}

/** General mapping for calls without a rule of their own in the spec. */
export function classifyFailure(error: Failure): FailureOutcome {
  if (error && typeof error === 'object' && (error as SerializedError).name === 'AbortError') {
    return { kind: 'silent' };
  }
  if (!isFetchError(error)) return { kind: 'message', text: SOMETHING_WENT_WRONG };
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
    return { kind: 'message', text: UNREACHABLE_MESSAGE };
  }
  const status = failureStatus(error);
  // Spec 01 §6: a 401 that survived the refresh-and-retry means the session is gone.
  if (status === 401) return { kind: 'logout' };
  if (status !== null && status >= 400 && status < 500) {
    return { kind: 'notice', text: serverMessage(error) ?? SOMETHING_WENT_WRONG };
  }
  return { kind: 'message', text: SOMETHING_WENT_WRONG };
}

/** Spec 01 §8: sign-up 422 names the duplicate email; anything else is generic. */
export function signUpFailureMessage(error: Failure): string {
  return failureStatus(error) === 422 ? DUPLICATE_EMAIL_MESSAGE : SOMETHING_WENT_WRONG;
}

/** Spec 01 §8: a sign-in failure shows the server's message if any. */
export function signInFailureMessage(error: Failure): string {
  if (isFetchError(error) && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR')) {
    return UNREACHABLE_MESSAGE;
  }
  return serverMessage(error) ?? SOMETHING_WENT_WRONG;
}
