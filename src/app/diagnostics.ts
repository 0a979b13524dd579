/**
 * "Copy diagnostics" (avatar menu): what support staff need to see the screen a user sees,
 * without asking her to open developer tools. The bundle is a Redux DevTools lifted state, the
 * format its Import button reads: the persisted slices as the committed state, the last actions'
 * types as the log (their states between were not recorded, so every step shows the state as
 * captured), plus a `matchboard` member with the app version, the route and the time. Tokens,
 * passwords and the user's own contact data are redacted; node ids, filters and the board's
 * arrangement stay, because they are what reproduces the screen.
 */
import type { AppPreloadedState, RootState } from './store';
import type { LoggedAction } from './actionLog';
import { redact, REDACTED } from './redact';
import { APP_VERSION } from './version';

/** The slices redux-persist keeps: the state a reload starts from. */
const PERSISTED_SLICES = [
  'auth',
  'signUp',
  'activeOrganization',
  'jobFilters',
  'candidateFilters',
  'board',
] as const;

export interface DiagnosticsBundle {
  actionsById: Record<
    string,
    { type: 'PERFORM_ACTION'; action: { type: string }; timestamp: number }
  >;
  nextActionId: number;
  stagedActionIds: number[];
  skippedActionIds: number[];
  committedState: AppPreloadedState;
  currentStateIndex: number;
  computedStates: { state: AppPreloadedState }[];
  isLocked: boolean;
  isPaused: boolean;
  matchboard: { version: string; route: string; capturedAt: string };
}

/** The persisted slices without secrets or the user's own contact data. */
export function persistedSnapshot(state: RootState): AppPreloadedState {
  const snapshot: Record<string, unknown> = {};
  for (const slice of PERSISTED_SLICES) {
    const { _persist: _meta, ...value } = state[slice] as unknown as Record<string, unknown>;
    snapshot[slice] = redact(value);
  }
  const auth = snapshot.auth as Record<string, unknown>;
  if (auth.email) auth.email = REDACTED;
  const signUp = snapshot.signUp as Record<string, unknown>;
  if (signUp.companyName) signUp.companyName = REDACTED;
  return snapshot as AppPreloadedState;
}

export function diagnosticsBundle(
  state: RootState,
  actions: LoggedAction[],
  route: string,
  now = new Date(),
): DiagnosticsBundle {
  const snapshot = persistedSnapshot(state);
  const log = [{ type: '@@INIT', at: actions[0]?.at ?? now.getTime() }, ...actions];
  const actionsById: DiagnosticsBundle['actionsById'] = {};
  log.forEach((entry, id) => {
    actionsById[id] = {
      type: 'PERFORM_ACTION',
      action: { type: entry.type },
      timestamp: entry.at,
    };
  });
  return {
    actionsById,
    nextActionId: log.length,
    stagedActionIds: log.map((_entry, id) => id),
    skippedActionIds: [],
    committedState: snapshot,
    currentStateIndex: log.length - 1,
    computedStates: log.map(() => ({ state: snapshot })),
    isLocked: false,
    isPaused: false,
    matchboard: { version: APP_VERSION, route, capturedAt: now.toISOString() },
  };
}

/** The state to start a store from, read from a bundle (what DevTools would show as current). */
export function stateOfBundle(text: string): { state: AppPreloadedState; route: string } {
  const bundle = JSON.parse(text) as Partial<DiagnosticsBundle>;
  const index = bundle.currentStateIndex ?? 0;
  const state = bundle.computedStates?.[index]?.state ?? bundle.committedState;
  if (!state || typeof state !== 'object') throw new Error('Not a Matchboard diagnostics bundle.');
  return { state, route: bundle.matchboard?.route ?? '/' };
}
