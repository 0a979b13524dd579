import { failureStatus, type Failure } from '@/api/errors';

/**
 * A save the server refused for its content (4xx other than an ended session, a timeout or a
 * rate limit) fails the same way every time, so it is not retried.
 */
export function isPermanentSaveFailure(error: Failure): boolean {
  const status = failureStatus(error);
  return status !== null && status >= 400 && status < 500 && ![401, 408, 429].includes(status);
}
