/** The candidate area's routes (spec 02 §2). */
export const candidatePaths = {
  search: '/candidates/filter',
  /** The search with a stored or current query (`page=…&q=1…`, or '' for none). */
  searchAt: (query: string): string =>
    query ? `/candidates/filter?${query}` : '/candidates/filter',
  /** A candidate's profile, keeping the list's query so Back returns to the same list. */
  profile: (uuid: string, search = ''): string => `/candidates/filter/${uuid}${search}`,
  board: '/candidates/board',
};

/** Navigation state of a profile opened from the board: back, and the menu, lead to the board. */
export const FROM_BOARD = { from: 'board' } as const;

/** Whether a location's state says it was opened from the board. */
export function cameFromBoard(state: unknown): boolean {
  return (state as { from?: unknown } | null)?.from === FROM_BOARD.from;
}
