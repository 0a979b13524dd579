/**
 * What survives a reload (spec 01 §3 "Browser storage"): the auth values in localStorage under
 * token, uuid, role, isRegistered and email; the sign-up choice in sessionStorage under
 * initialData. Later slices add userOrgData and jobFilterQuery through `localKeys`. Each slice
 * carries a version; migrations upgrade what older builds (or the original app) stored.
 */
import {
  createMigrate,
  type MigrationManifest,
  type PersistConfig,
  type PersistedState,
} from 'redux-persist';
import type { StoredToken } from '@contract/auth';
import type { AuthState } from '@/session/authSlice';
import { resolveRole } from '@/session/roles';
import { asSignUpTab, type SignUpState } from '@/session/signUpSlice';
import type { ActiveOrganizationState } from '@/session/activeOrganizationSlice';
import type { JobFiltersState } from '@/features/jobs/jobFiltersSlice';
import type { CandidateFiltersState } from '@/features/candidates/candidateFiltersSlice';
import type { BoardSliceState } from '@/features/candidates/board/boardSlice';
import { browserStorage, codecs, createKeyedStorage, type Codec } from './keyedStorage';

/** The spec's storage keys. */
export const localKeys = {
  token: 'token',
  uuid: 'uuid',
  role: 'role',
  isRegistered: 'isRegistered',
  email: 'email',
  userOrgData: 'userOrgData',
  jobFilterQuery: 'jobFilterQuery',
  jobPostsFilterQuery: 'jobPostsFilterQuery',
  candidateFilterQuery: 'candidateFilterQuery',
  candidateBoard: 'candidateBoard',
} as const;
export const sessionKeys = { initialData: 'initialData' } as const;

export const AUTH_PERSIST_VERSION = 1;
export const SIGN_UP_PERSIST_VERSION = 1;
export const USER_ORG_DATA_PERSIST_VERSION = 0;
export const JOB_FILTERS_PERSIST_VERSION = 0;
export const CANDIDATE_FILTERS_PERSIST_VERSION = 0;
export const BOARD_PERSIST_VERSION = 0;

/** Only a role the SPA knows is restored; labels ('Unverified Employer') become role ids. */
const roleCodec: Codec = {
  encode: (value) => String(value),
  decode: (raw) => resolveRole([String(codecs.text.decode(raw))]) ?? undefined,
};

type Stored = PersistedState & Record<string, unknown>;

const isTokenLike = (value: unknown): value is Partial<StoredToken> =>
  !!value && typeof value === 'object' && typeof (value as StoredToken).access_token === 'string';

/** Auth migrations, keyed by the version they produce. */
export const authMigrations: MigrationManifest = {
  // Version 0: values as the original app left them (role labels, booleans as text).
  0: (state) => {
    const stored = { ...(state as Stored) };
    if (typeof stored.role === 'string') stored.role = resolveRole([stored.role]);
    if (typeof stored.isRegistered !== 'boolean')
      stored.isRegistered = stored.isRegistered === 'true';
    if (!isTokenLike(stored.token)) delete stored.token;
    return stored as PersistedState;
  },
  // Version 1: tokens carry issue and expiry instants; older tokens count as issued at load.
  1: (state) => {
    const stored = { ...(state as Stored) };
    if (isTokenLike(stored.token)) {
      const token = stored.token;
      const date = typeof token.date === 'number' ? token.date : Date.now();
      const expiresIn = typeof token.expires_in === 'number' ? token.expires_in : 0;
      stored.token = {
        token_type: token.token_type ?? 'Bearer',
        ...token,
        date,
        expirationDate:
          typeof token.expirationDate === 'number' ? token.expirationDate : date + expiresIn * 1000,
      };
    }
    return stored as PersistedState;
  },
};

export const signUpMigrations: MigrationManifest = {
  0: (state) => {
    const stored = state as Stored;
    return {
      ...stored,
      tab: asSignUpTab(stored.tab) ?? 'candidate',
      companyName: typeof stored.companyName === 'string' ? stored.companyName : '',
    } as PersistedState;
  },
  1: (state) => state,
};

/** userOrgData migrations: entries the original app left are kept when they are readable. */
export const userOrgDataMigrations: MigrationManifest = {
  0: (state) => {
    const { _persist: meta, ...entries } = (state ?? {}) as Stored;
    const kept: Record<string, unknown> = {};
    for (const [uuid, value] of Object.entries(entries)) {
      const entry = value as Record<string, unknown> | null;
      const nid = Number(entry?.nid);
      if (!entry || typeof entry.organization !== 'string' || !Number.isInteger(nid)) continue;
      kept[uuid] = {
        organization: entry.organization,
        organizationLogo:
          typeof entry.organizationLogo === 'string' ? entry.organizationLogo : null,
        appBarColor: typeof entry.appBarColor === 'string' ? entry.appBarColor : null,
        nid,
      };
    }
    return { ...kept, _persist: meta } as PersistedState;
  },
};

type NoDeserialize = { deserialize: false };

/** The keys that hold something of the signed-in user: all of them go when she signs out. */
const USER_KEYS = [
  localKeys.token,
  localKeys.uuid,
  localKeys.role,
  localKeys.email,
  localKeys.userOrgData,
  localKeys.jobFilterQuery,
  localKeys.jobPostsFilterQuery,
  localKeys.candidateFilterQuery,
  localKeys.candidateBoard,
];

/**
 * Removes everything about the signed-in user from browser storage at once: the session, her
 * email, the active organizations, the last job and candidate searches and the board.
 * redux-persist writes on a timer, so a page left right after logging out (a reload, an address
 * typed) could otherwise still find the token there and be signed in again, and the next person
 * at the browser could read what she searched for.
 */
export function forgetStoredSession(): void {
  const store = browserStorage('localStorage')();
  if (!store) return;
  for (const key of USER_KEYS) store.removeItem(key);
  store.setItem(localKeys.isRegistered, codecs.boolean.encode(false));
}

/** Persist configuration of the auth slice. */
export function authPersistConfig(): PersistConfig<AuthState> & NoDeserialize {
  return {
    key: 'auth',
    version: AUTH_PERSIST_VERSION,
    storage: createKeyedStorage(
      'auth',
      {
        kind: 'fields',
        fields: {
          token: { key: localKeys.token, codec: codecs.json },
          uuid: { key: localKeys.uuid, codec: codecs.text },
          role: { key: localKeys.role, codec: roleCodec },
          isRegistered: { key: localKeys.isRegistered, codec: codecs.boolean },
          email: { key: localKeys.email, codec: codecs.text },
        },
      },
      browserStorage('localStorage'),
    ),
    serialize: false,
    deserialize: false,
    migrate: createMigrate(authMigrations, { debug: false }),
  };
}

/** Persist configuration of the sign-up choice (session storage, key initialData). */
export function signUpPersistConfig(): PersistConfig<SignUpState> & NoDeserialize {
  return {
    key: 'signUp',
    version: SIGN_UP_PERSIST_VERSION,
    storage: createKeyedStorage(
      'signUp',
      { kind: 'whole', key: sessionKeys.initialData },
      browserStorage('sessionStorage'),
    ),
    serialize: false,
    deserialize: false,
    migrate: createMigrate(signUpMigrations, { debug: false }),
  };
}

/** Persist configuration of the active organization per user (local storage, key userOrgData). */
export function userOrgDataPersistConfig(): PersistConfig<ActiveOrganizationState> & NoDeserialize {
  return {
    key: 'activeOrganization',
    version: USER_ORG_DATA_PERSIST_VERSION,
    storage: createKeyedStorage(
      'activeOrganization',
      { kind: 'whole', key: localKeys.userOrgData },
      browserStorage('localStorage'),
    ),
    serialize: false,
    deserialize: false,
    migrate: createMigrate(userOrgDataMigrations, { debug: false }),
  };
}

/** A stored list query: text that reads as `page=..&q=1..`, anything else forgotten. */
const listQueryCodec: Codec = {
  encode: (value) => String(value),
  decode: (raw) => {
    const text = codecs.text.decode(raw);
    return typeof text === 'string' && /^page=\d+&q=1/.test(text) ? text : '';
  },
};

/** Persist configuration of the job lists' last queries (local storage, two keys). */
export function jobFiltersPersistConfig(): PersistConfig<JobFiltersState> & NoDeserialize {
  return {
    key: 'jobFilters',
    version: JOB_FILTERS_PERSIST_VERSION,
    storage: createKeyedStorage(
      'jobFilters',
      {
        kind: 'fields',
        fields: {
          jobPostsFilterQuery: { key: localKeys.jobPostsFilterQuery, codec: listQueryCodec },
          jobFilterQuery: { key: localKeys.jobFilterQuery, codec: listQueryCodec },
        },
      },
      browserStorage('localStorage'),
    ),
    serialize: false,
    deserialize: false,
  };
}

/** Persist configuration of /candidates/filter's last query (local storage). */
export function candidateFiltersPersistConfig(): PersistConfig<CandidateFiltersState> &
  NoDeserialize {
  return {
    key: 'candidateFilters',
    version: CANDIDATE_FILTERS_PERSIST_VERSION,
    storage: createKeyedStorage(
      'candidateFilters',
      {
        kind: 'fields',
        fields: {
          candidateFilterQuery: { key: localKeys.candidateFilterQuery, codec: listQueryCodec },
        },
      },
      browserStorage('localStorage'),
    ),
    serialize: false,
    deserialize: false,
  };
}

/** Persist configuration of the candidate boards (local storage, key candidateBoard). */
export function boardPersistConfig(): PersistConfig<BoardSliceState> & NoDeserialize {
  return {
    key: 'board',
    version: BOARD_PERSIST_VERSION,
    storage: createKeyedStorage(
      'board',
      { kind: 'whole', key: localKeys.candidateBoard },
      browserStorage('localStorage'),
    ),
    serialize: false,
    deserialize: false,
  };
}
