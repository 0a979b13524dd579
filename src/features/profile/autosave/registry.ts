import { AutosaveQueue, type AutosaveOptions } from './AutosaveQueue';

/**
 * One queue per profile for the life of the page, so moving between edit steps (which mounts
 * another step) keeps pending saves in order instead of starting a second queue.
 */
const queues = new Map<string, AutosaveQueue>();

/** The queue of `profileId`, created on first use; later callers hand in a fresh sender. */
export function autosaveQueueFor(profileId: string, options: AutosaveOptions): AutosaveQueue {
  const existing = queues.get(profileId);
  if (existing) {
    existing.setSender(options.send);
    return existing;
  }
  const queue = new AutosaveQueue(options);
  queues.set(profileId, queue);
  return queue;
}

/** Forgets every queue (tests, logout). */
export function resetAutosaveQueues(): void {
  for (const queue of queues.values()) queue.dispose();
  queues.clear();
}
