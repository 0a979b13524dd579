import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StoredToken } from '@contract/auth';

/** The role the SPA works with; unverified roles collapse onto these (spec 01 §4). */
export type Role = 'candidate' | 'employer';

/** Client state the spec names for accounts (spec 01 §3 "Browser storage"). */
export interface AuthState {
  token: StoredToken | null;
  uuid: string | null;
  role: Role | null;
  isRegistered: boolean;
  email: string | null;
}

export const initialAuthState: AuthState = {
  token: null,
  uuid: null,
  role: null,
  isRegistered: false,
  email: null,
};

export interface AccountResolved {
  uuid: string;
  email: string;
  role: Role;
  isRegistered: boolean;
}

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** The password grant succeeded; the account is resolved next. */
    loggedIn(state, action: PayloadAction<{ token: StoredToken; email: string }>) {
      state.token = action.payload.token;
      state.email = action.payload.email;
    },
    /** The user id, mail, role and profile link of the signed-in account are known. */
    accountResolved(state, action: PayloadAction<AccountResolved>) {
      state.uuid = action.payload.uuid;
      state.email = action.payload.email;
      state.role = action.payload.role;
      state.isRegistered = action.payload.isRegistered;
    },
    /**
     * A refresh grant rotated both tokens. It only applies to the session whose refresh token it
     * spent: a refresh that answers after logging out (or after another sign-in) must not bring
     * a session back.
     */
    tokenRefreshed(
      state,
      action: PayloadAction<{ token: StoredToken; replacedRefreshToken: string }>,
    ) {
      if (state.token?.refresh_token !== action.payload.replacedRefreshToken) return;
      state.token = action.payload.token;
    },
    /** The wizard linked a new profile to the user. */
    profileLinked(state) {
      state.isRegistered = true;
    },
    /**
     * Spec 01 §4: logout clears token, uuid and role and sets isRegistered false; her email
     * goes too, as everything else about her does (store.ts).
     */
    userLoggedOut(state) {
      state.token = null;
      state.uuid = null;
      state.role = null;
      state.isRegistered = false;
      state.email = null;
    },
  },
});

export const { loggedIn, accountResolved, tokenRefreshed, profileLinked, userLoggedOut } =
  authSlice.actions;
export const authReducer = authSlice.reducer;

type WithAuth = { auth: AuthState };

export const selectAuth = (state: WithAuth): AuthState => state.auth;
export const selectToken = (state: WithAuth): StoredToken | null => state.auth.token;
export const selectUuid = (state: WithAuth): string | null => state.auth.uuid;
export const selectRole = (state: WithAuth): Role | null => state.auth.role;
export const selectIsSignedIn = (state: WithAuth): boolean =>
  state.auth.token !== null && state.auth.uuid !== null && state.auth.role !== null;
