import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Moves focus to the main region after each client-side navigation, so keyboard and screen
 * reader users start reading the new page instead of staying on the link they used. The first
 * render keeps the browser's own focus.
 */
export function useRouteFocus(target: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    target.current?.focus({ preventScroll: false });
  }, [pathname, target]);
}
