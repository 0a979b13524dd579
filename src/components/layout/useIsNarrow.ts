import { useSyncExternalStore } from 'react';

/** Spec 01 §9: under 960 px the side navigation moves into a drawer. */
export const NARROW_QUERY = '(max-width: 959.98px)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(NARROW_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isNarrow = (): boolean => window.matchMedia(NARROW_QUERY).matches;

/** Whether the viewport is under the mobile breakpoint; follows resizes. */
export function useIsNarrow(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
