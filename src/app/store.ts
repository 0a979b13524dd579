import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer } from 'redux-persist';
import { baseApi } from '@/api/baseApi';
import type { ServerFetch } from '@/api/baseQueryWithReauth';
import { authReducer, userLoggedOut, type AuthState } from '@/session/authSlice';
import { signUpReducer, type SignUpState } from '@/session/signUpSlice';
import {
  activeOrganizationReducer,
  type ActiveOrganizationState,
} from '@/session/activeOrganizationSlice';
import {
  initialJobFiltersState,
  jobFiltersReducer,
  type JobFiltersState,
} from '@/features/jobs/jobFiltersSlice';
import {
  candidateFiltersReducer,
  initialCandidateFiltersState,
  type CandidateFiltersState,
} from '@/features/candidates/candidateFiltersSlice';
import {
  boardReducer,
  initialBoardState,
  type BoardSliceState,
} from '@/features/candidates/board/boardSlice';
import {
  authPersistConfig,
  boardPersistConfig,
  candidateFiltersPersistConfig,
  forgetStoredSession,
  jobFiltersPersistConfig,
  signUpPersistConfig,
  userOrgDataPersistConfig,
} from './persist';
import { actionLogs, createActionLog } from './actionLog';
import { actionSanitizer, stateSanitizer } from './redact';

const rootReducer = combineReducers({
  auth: persistReducer(authPersistConfig(), authReducer),
  signUp: persistReducer(signUpPersistConfig(), signUpReducer),
  activeOrganization: persistReducer(userOrgDataPersistConfig(), activeOrganizationReducer),
  jobFilters: persistReducer(jobFiltersPersistConfig(), jobFiltersReducer),
  candidateFilters: persistReducer(candidateFiltersPersistConfig(), candidateFiltersReducer),
  board: persistReducer(boardPersistConfig(), boardReducer),
  [baseApi.reducerPath]: baseApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The root reducer, which forgets everything about the user when she signs out (the auth slice
 * clears itself): her active organizations, her last job and candidate searches and the board
 * start again as for nobody, so redux-persist writes nothing of hers back.
 */
const appReducer: typeof rootReducer = (state, action) => {
  if (state === undefined || !userLoggedOut.match(action)) return rootReducer(state, action);
  const forgotten = {
    ...state,
    activeOrganization: { _persist: state.activeOrganization?._persist },
    jobFilters: { ...initialJobFiltersState, _persist: state.jobFilters?._persist },
    candidateFilters: {
      ...initialCandidateFiltersState,
      _persist: state.candidateFilters?._persist,
    },
    board: { ...initialBoardState, _persist: state.board?._persist },
  } as RootState;
  return rootReducer(forgotten, action);
};

/** State a test or a replay may start from; persistence metadata is added by redux-persist. */
export interface AppPreloadedState {
  auth?: AuthState;
  signUp?: SignUpState;
  activeOrganization?: ActiveOrganizationState;
  jobFilters?: JobFiltersState;
  candidateFilters?: CandidateFiltersState;
  board?: BoardSliceState;
}

/**
 * Builds a fresh store; every test makes its own. `serverFetch` sends its API requests through
 * the server that renders a page (src/prerender/renderPage.tsx) instead of the browser's fetch.
 */
export function makeStore(preloadedState?: AppPreloadedState, serverFetch?: ServerFetch) {
  const listener = createListenerMiddleware();
  const actionLog = createActionLog();
  // Spec 01 §4: logging out also forgets every cached server answer of the previous user.
  listener.startListening({
    actionCreator: userLoggedOut,
    effect: (_action, api) => {
      forgetStoredSession();
      api.dispatch(baseApi.util.resetApiState());
    },
  });
  const store = configureStore({
    reducer: appReducer,
    // The persisted slices' `_persist` member is filled in by redux-persist on PERSIST.
    preloadedState: preloadedState as Partial<RootState> | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: { serverFetch } },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listener.middleware, actionLog.middleware)
        .concat(baseApi.middleware),
    devTools: { name: 'Matchboard', actionSanitizer, stateSanitizer },
  });
  setupListeners(store.dispatch);
  actionLogs.set(store, actionLog);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
