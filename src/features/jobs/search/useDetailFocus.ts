import { useEffect, useRef, type RefObject } from 'react';
import { jobLinkId } from './JobCard';

/**
 * Where keyboard focus goes as the detail opens and closes. The shell focuses the main region
 * after every route change; these moves run a tick later so they win: on wide screens the opened
 * pane takes focus (the modal of narrow screens focuses itself), and on closing, focus returns to
 * the card of the job that was open, so the user continues where they left the list.
 */
export function useDetailFocus(
  nid: number | null,
  narrow: boolean,
  pane: RefObject<HTMLElement | null>,
): void {
  // undefined until the first render has run: the page opens with the browser's own focus.
  const previous = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    const last = previous.current;
    previous.current = nid;
    if (last === undefined || nid === last) return;
    const timer = window.setTimeout(() => {
      if (nid === null && last !== null) document.getElementById(jobLinkId(last))?.focus();
      // The pane sticks in view beside the list: focusing it must not scroll the page.
      else if (nid !== null && !narrow) pane.current?.focus({ preventScroll: true });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [nid, narrow, pane]);
}
