/** A counting semaphore: at most `limit` callers run `use` at the same time; the rest queue. */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be >= 1');
  }

  /** Runs `task` once a slot is free and releases the slot when it settles. */
  async use<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter, so `active` only drops when none waits.
      if (next) next();
      else this.active -= 1;
    }
  }

  /** How many tasks hold a slot right now. */
  get running(): number {
    return this.active;
  }
}
