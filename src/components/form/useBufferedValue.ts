import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';

/**
 * Whether the fields below buffer typing. Large forms (the profile steps), whose every field,
 * validation and autosave would otherwise run on each keystroke, turn it on; small forms keep
 * every keystroke in the form at once (a Send button enables as soon as there is text).
 */
export const BufferTyping = createContext(false);

/** How long typing may pause before the form hears of it. */
export const TYPING_PAUSE_MS = 250;

export interface BufferedValue<V> {
  /** What the control shows: the latest keystroke, at once. */
  value: V;
  /** A keystroke: shown at once, handed to the form when typing pauses. */
  change: (value: V) => void;
  /** Hands a pending value to the form now (leaving the field, pressing Enter). */
  flush: () => void;
}

/**
 * A field's value between the keyboard and the form. Every keystroke re-renders only the field;
 * the form (every other field, its validation, autosave) hears of the value when typing pauses
 * for {@link TYPING_PAUSE_MS}, as a transition that a next keystroke may interrupt, or at once
 * when the field is left, Enter is pressed or the field goes away. Nothing typed is dropped.
 * A value set from outside (a reset, a saved profile) is shown when nothing is pending.
 */
export function useBufferedValue<V>(formValue: V, commit: (value: V) => void): BufferedValue<V> {
  const enabled = useContext(BufferTyping);
  const [value, setValue] = useState(formValue);
  const pending = useRef<{ value: V } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => {
    if (pending.current === null) setValue(formValue);
  }, [formValue]);

  // While a keystroke is held back, leaving the page hands it to the form (whose autosave then
  // counts it as pending) and asks the browser to confirm, so a quick reload cannot drop it.
  const guardUnload = useRef<((event: BeforeUnloadEvent) => void) | null>(null);
  const release = useCallback(() => {
    if (guardUnload.current === null) return;
    window.removeEventListener('beforeunload', guardUnload.current);
    guardUnload.current = null;
  }, []);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    release();
    const next = pending.current;
    if (next === null) return;
    pending.current = null;
    commitRef.current(next.value);
  }, [release]);

  const change = useCallback(
    (next: V) => {
      if (!enabled) {
        commitRef.current(next);
        return;
      }
      setValue(next);
      pending.current = { value: next };
      if (guardUnload.current === null) {
        guardUnload.current = (event) => {
          flush();
          event.preventDefault();
        };
        window.addEventListener('beforeunload', guardUnload.current);
      }
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        release();
        const latest = pending.current;
        if (latest === null) return;
        pending.current = null;
        startTransition(() => commitRef.current(latest.value));
      }, TYPING_PAUSE_MS);
    },
    [enabled, flush, release],
  );

  // A field that goes away (a step change, a removed row) hands over what it holds.
  useEffect(() => flush, [flush]);

  return { value: enabled ? value : formValue, change, flush };
}
