/** The pinned moment's offset from the real clock in milliseconds, or null without TEST_DATE. */
export declare function pinnedShift(
  env?: Record<string, string | undefined>,
  realNow?: number,
): number | null;
/** Replaces `realm.Date` with one `shift` milliseconds from the real clock; returns its `now`. */
export declare function shiftClock(realm: typeof globalThis, shift: number): () => number;
