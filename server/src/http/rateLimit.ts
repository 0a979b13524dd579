import type { Limit } from '../config';
import {
  clearRateLimit,
  hitRateLimit,
  peekRateLimits,
  type RateLimitCheck,
} from './rateLimitRepository';
import type { AppDeps } from './deps';
import { ApiError } from './errors';

/** Thrown when a limit is reached; rendered in the route's error format with status 429. */
export function tooManyRequests(message: string): ApiError {
  return new ApiError(429, message, { oauthError: 'too_many_requests' });
}

/** Counts one event against `key` and fails with 429 once the count exceeds the limit. */
export async function consume(
  deps: AppDeps,
  key: string,
  limit: Limit,
  message: string,
): Promise<void> {
  const count = await hitRateLimit(deps.db, key, limit, deps.now());
  if (count > limit.max) throw tooManyRequests(message);
}

/**
 * Fails with 429 when any of the keys already reached its limit, without counting an event;
 * otherwise returns the current counts in the order of `checks`.
 */
export async function ensureBelow(
  deps: AppDeps,
  checks: readonly RateLimitCheck[],
  message: string,
): Promise<number[]> {
  const counts = await peekRateLimits(deps.db, checks, deps.now());
  if (counts.some((count, i) => count >= checks[i].limit.max)) throw tooManyRequests(message);
  return counts;
}

/** Counts one event against `key` without failing (a failure that is recorded for later). */
export async function record(deps: AppDeps, key: string, limit: Limit): Promise<void> {
  await hitRateLimit(deps.db, key, limit, deps.now());
}

/** Forgets the events of `key`. */
export async function reset(deps: AppDeps, key: string): Promise<void> {
  await clearRateLimit(deps.db, key);
}
