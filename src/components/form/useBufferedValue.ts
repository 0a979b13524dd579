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

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    if (next === null) return;
    pending.current = null;
    commitRef.current(next.value);
  }, []);

  const change = useCallback(
    (next: V) => {
      if (!enabled) {
        commitRef.current(next);
        return;
      }
      setValue(next);
      pending.current = { value: next };
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const latest = pending.current;
        if (latest === null) return;
        pending.current = null;
        startTransition(() => commitRef.current(latest.value));
      }, TYPING_PAUSE_MS);
    },
    [enabled],
  );

  // A field that goes away (a step change, a removed row) hands over what it holds.
  useEffect(() => flush, [flush]);

  return { value: enabled ? value : formValue, change, flush };
}
