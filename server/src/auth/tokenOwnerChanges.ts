/*
 * What ends a cached token owner (tokenOwners.ts), kept apart so the token repository can say
 * so without importing the cache.
 */

/** What a change concerns: token families and users by id, or everything. */
export type AuthChange = { families?: number[]; users?: number[] } | '*';

/** Every cache of this process: a change made here is forgotten here at once. */
export const processCaches = new Set<{ forget(change: AuthChange): void }>();

/**
 * Forgets, in every cache of this process, what `change` concerns. The triggers tell every process
 * too, but their notification may arrive after this process's next request; callers that revoke
 * or change a token's owner call this after their change, so the next request here sees it.
 */
export function forgetTokenOwners(change: AuthChange): void {
  for (const cache of processCaches) cache.forget(change);
}
