/**
 * When the markup the build pre-rendered for a visitor page (scripts/prerender.mjs) may be
 * hydrated: it was rendered for this path, without a query, for a visitor without a session and
 * with the same runtime configuration. Anything else renders afresh, so a hydration never starts
 * from markup that differs from what the app would render.
 */
import { parseConfig, type AppConfig } from '@/config/env';
import type { AuthState } from '@/features/auth/authSlice';
import { destinationFor } from './guards';

export function canHydrate(
  container: HTMLElement,
  config: AppConfig,
  auth: AuthState,
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): boolean {
  const { prerendered, config: renderedWith } = container.dataset;
  if (!prerendered || !container.hasChildNodes()) return false;
  if (prerendered !== location.pathname || location.search !== '' || location.hash !== '')
    return false;
  if (destinationFor(auth) !== null) return false;
  return sameConfig(renderedWith, config);
}

function sameConfig(renderedWith: string | undefined, config: AppConfig): boolean {
  if (!renderedWith) return false;
  let raw: unknown;
  try {
    raw = JSON.parse(renderedWith);
  } catch {
    return false;
  }
  const parsed = parseConfig(raw as Parameters<typeof parseConfig>[0]);
  if (!parsed.ok) return false;
  return (Object.keys(config) as (keyof AppConfig)[]).every(
    (key) => parsed.config[key] === config[key],
  );
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;

const isTextControl = (target: EventTarget | null): target is TextControl =>
  (target instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'file', 'submit', 'button'].includes(target.type)) ||
  target instanceof HTMLTextAreaElement;

/** What a visitor typed into the pre-rendered markup before the app took it over, by field id. */
const typedBeforeHydration = new Map<string, string>();
let stopRecording: (() => void) | null = null;

/**
 * Hydration makes the fields show the app's state, which has not seen what a fast visitor typed
 * into the pre-rendered page; this keeps it (src/index.tsx calls it before hydrating, FormShell
 * replays it once its form is live).
 */
export function recordTypingBeforeHydration(container: HTMLElement): void {
  const record = (target: EventTarget | null) => {
    if (isTextControl(target) && target.id) typedBeforeHydration.set(target.id, target.value);
  };
  container.querySelectorAll('input, textarea').forEach((field) => {
    if (isTextControl(field) && field.value !== field.defaultValue) record(field);
  });
  const onInput = (event: Event) => record(event.target);
  container.addEventListener('input', onInput, true);
  stopRecording = () => container.removeEventListener('input', onInput, true);
}

/** Gives the now hydrated form's fields what was typed before, through their change handlers. */
export function replayTypingBeforeHydration(form: HTMLFormElement): void {
  stopRecording?.();
  stopRecording = null;
  for (const [id, value] of typedBeforeHydration) {
    const field = form.querySelector(`#${CSS.escape(id)}`);
    if (!isTextControl(field)) continue;
    // The prototype's setter bypasses React's value tracking, so the input event reads as a change.
    const prototype = Object.getPrototypeOf(field) as TextControl;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  typedBeforeHydration.clear();
}
