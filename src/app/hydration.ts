/** The stored state a visitor page reads; the build renders it as it starts. */
export interface VisitorState {
  auth: AuthState;
  signUp: SignUpState;
}

/**
 * When the markup the build pre-rendered for a visitor page (scripts/prerender.mjs), or the server
 * rendered for the public job page, may be hydrated: it was rendered for this address, for a visitor without a session or a
 * remembered sign-up choice (spec 01 §2 keeps the tab in session storage), and with the same
 * runtime configuration. Anything else renders afresh, so a hydration never starts
 * from markup that differs from what the app would render.
 */
import type { ClientConfig } from '@contract/siteConfig';
import { parseConfig } from '@/config/env';
import type { AuthState } from '@/session/authSlice';
import { initialSignUpState, type SignUpState } from '@/session/signUpSlice';
import { destinationFor } from './guards';

export function canHydrate(
  container: HTMLElement,
  config: ClientConfig,
  { auth, signUp }: VisitorState,
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): boolean {
  const { prerendered, config: renderedWith } = container.dataset;
  if (!prerendered || !container.hasChildNodes()) return false;
  // The build renders a path; the server renders the address it was asked for, query included.
  if (prerendered !== location.pathname + location.search || location.hash !== '') return false;
  if (destinationFor(auth) !== null) return false;
  if (
    signUp.tab !== initialSignUpState.tab ||
    signUp.companyName !== initialSignUpState.companyName
  )
    return false;
  return sameConfig(renderedWith, config);
}

function sameConfig(renderedWith: string | undefined, config: ClientConfig): boolean {
  if (!renderedWith) return false;
  let raw: unknown;
  try {
    raw = JSON.parse(renderedWith);
  } catch {
    return false;
  }
  const parsed = parseConfig(raw as Parameters<typeof parseConfig>[0]);
  if (!parsed.ok) return false;
  return (Object.keys(config) as (keyof ClientConfig)[]).every(
    (key) => JSON.stringify(parsed.config[key]) === JSON.stringify(config[key]),
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
let hydratingContainer: HTMLElement | null = null;

declare global {
  interface Window {
    /** The label of a form submitted before the app was live (the server's inline script). */
    __MATCHBOARD_EARLY_SUBMIT__?: string;
    /** The control clicked before the app was live, its click held back (the same script). */
    __MATCHBOARD_EARLY_CLICK__?: Element;
  }
}

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
  hydratingContainer = container;
}

/** The page is the app's now: the server's inline script stops holding submissions back. */
export function markLive(container: HTMLElement): void {
  container.removeAttribute('data-prerendered');
  container.removeAttribute('data-config');
  const clicked = window.__MATCHBOARD_EARLY_CLICK__;
  delete window.__MATCHBOARD_EARLY_CLICK__;
  // Hydration keeps the elements it found: the control is clicked again, now with its meaning.
  // A page rendered afresh has replaced it, and the click is let go.
  if (clicked instanceof HTMLElement)
    setTimeout(() => {
      if (clicked.isConnected) clicked.click();
    }, 0);
}

/**
 * Gives the now hydrated form's fields what was typed before, through their change handlers, and
 * submits the form if the visitor already had.
 */
export function replayTypingBeforeHydration(form: HTMLFormElement): void {
  stopRecording?.();
  stopRecording = null;
  for (const [id, value] of typedBeforeHydration) {
    const field = form.querySelector(`#${CSS.escape(id)}`);
    if (!isTextControl(field)) continue;
    // Hydration may have left the typed text on screen while the form's state is still empty, and
    // React fires onChange only when the value differs from the last one it saw. So it is told
    // of an empty value first (the element's own setter), then the text is set beneath it (the
    // prototype's setter), and the input event reads as the change it is.
    field.value = '';
    const prototype = Object.getPrototypeOf(field) as TextControl;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  typedBeforeHydration.clear();
  if (hydratingContainer) markLive(hydratingContainer);
  hydratingContainer = null;
  const held = window.__MATCHBOARD_EARLY_SUBMIT__;
  if (held !== undefined && held === (form.getAttribute('aria-label') ?? '')) {
    delete window.__MATCHBOARD_EARLY_SUBMIT__;
    // After React has applied the replayed values.
    setTimeout(() => form.requestSubmit(), 0);
  }
}
