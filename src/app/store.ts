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
import { jobFiltersReducer, type JobFiltersState } from '@/features/jobs/jobFiltersSlice';
import {
  candidateFiltersReducer,
  type CandidateFiltersState,
} from '@/features/candidates/candidateFiltersSlice';
import { boardReducer, type BoardSliceState } from '@/features/candidates/board/boardSlice';
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
    reducer: rootReducer,
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
