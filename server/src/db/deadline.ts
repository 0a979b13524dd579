import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * One deadline per request for all of its database work. Each wait has its own bound (a pooled
 * connection: DATABASE_CONNECT_TIMEOUT_MS; a statement: DATABASE_STATEMENT_TIMEOUT_MS), but a
 * request that waits for a connection and then runs three statements against a frozen server
 * would add them up. Under a deadline every wait gets at most what is left of it, so no request
 * waits longer than the one documented bound (connect plus statement timeout), however many
 * queries it makes.
 */
const deadlines = new AsyncLocalStorage<{ at: number }>();

/** Runs `work` (and everything it starts) under a deadline `ms` from now. */
export function withDeadline<T>(ms: number, work: () => T): T {
  return deadlines.run({ at: Date.now() + ms }, work);
}

/**
 * Runs `work` outside any request's deadline: background work a request happened to wake (the
 * mail worker, woken by the mail a request queued) must not inherit that request's bound.
 */
export function withoutDeadline<T>(work: () => T): T {
  return deadlines.exit(work);
}

/**
 * The bound for one wait: `bound`, or less when the current deadline is nearer; null when the
 * deadline has passed (the wait must not start). Outside a request: `bound`.
 */
export function boundedWait(bound: number): number | null {
  const deadline = deadlines.getStore();
  if (!deadline) return bound;
  const left = deadline.at - Date.now();
  if (left <= 0) return null;
  return bound > 0 ? Math.min(bound, left) : left;
}

/**
 * Starts a pause of the current deadline (reading a request's body is the client's time, not
 * the database's: a slow upload must not use up its request's database time); the function it
 * returns ends the pause, moving the deadline by its length.
 */
export function pauseDeadline(): () => void {
  const deadline = deadlines.getStore();
  const started = Date.now();
  return () => {
    if (deadline) deadline.at += Date.now() - started;
  };
}

/** What a wait refused for lack of time throws: an outage (503), like a pool timeout. */
export class DeadlineExceededError extends Error {
  constructor() {
    super('timeout exceeded when trying to connect (the request had used up its database time)');
    this.name = 'DeadlineExceededError';
  }
}
