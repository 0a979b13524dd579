import type { FastifyInstance } from 'fastify';
import type { Limit } from '../config';
import { hitRateLimit } from './rateLimitRepository';
import { ApiError } from './errors';

/** Thrown when a limit is reached; rendered in the route's error format with status 429. */
export function tooManyRequests(message: string): ApiError {
  return new ApiError(429, message, { oauthError: 'too_many_requests' });
}

/** Counts one event against `key` and fails with 429 once the count exceeds the limit. */
export async function consume(
  deps: FastifyInstance['deps'],
  key: string,
  limit: Limit,
  message: string,
): Promise<void> {
  const count = await hitRateLimit(deps.db, key, limit, deps.now());
  if (count > limit.max) throw tooManyRequests(message);
}
