import { startTransition, useCallback, useEffect, useState, type KeyboardEvent } from 'react';

/**
 * A control whose code is a large download (the rich text editor, the date picker): a stand-in
 * shows until the control is first pointed at, touched or focused, or `wanted` becomes true.
 * `live` then turns true in a transition, so the stand-in stays on screen (and focused) until
 * the lazily loaded control is ready. Spread `triggers` on an element around the stand-in.
 */
export function useLoadOnFirstUse(wanted = false) {
  const [live, setLive] = useState(wanted);
  const wake = useCallback(() => startTransition(() => setLive(true)), []);
  useEffect(() => {
    if (wanted) wake();
  }, [wanted, wake]);
  return { live, triggers: { onPointerEnter: wake, onTouchStart: wake, onFocus: wake } };
}

/** The character a key press types (for a stand-in to keep), or null for other keys. */
export function typedCharacter(event: KeyboardEvent): string | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return null;
  return event.key;
}
