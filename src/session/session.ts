/**
 * Sign-in, sign-up and logout flows (spec 01 §4). They are thunks so pages stay declarative and
 * the flows are testable against the store and msw.
 */
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { signInFailureMessage, signUpFailureMessage } from '@/api/errors';
import { revokeSession } from '@/api/oauth';
import { homePathFor, wizardPathFor } from '@/app/paths';
import { authApi } from './authApi';
import { accountResolved, loggedIn, userLoggedOut, type AuthState, type Role } from './authSlice';
import { resolveRole, UNRECOGNISED_ROLE_MESSAGE } from './roles';

type Thunk<R> = ThunkAction<Promise<R>, { auth: AuthState }, unknown, UnknownAction>;

/** Where a flow ends: a route to go to, or a message to show on the current page. */
export type FlowResult = { ok: true; destination: string } | { ok: false; message: string };

/**
 * Password grant, then GET /api (uuid), the user (mail, profile link) and the roles; resolves
 * the route: the role's wizard without a profile, the shell default with one.
 */
export function signIn(email: string, password: string): Thunk<FlowResult> {
  return async (dispatch) => {
    const untracked = { track: false } as const;
    let token;
    try {
      token = await dispatch(
        authApi.endpoints.login.initiate({ username: email, password }, untracked),
      ).unwrap();
    } catch (error) {
      return { ok: false, message: signInFailureMessage(error) };
    }
    dispatch(loggedIn({ token, email }));
    try {
      // Fresh reads without subscriptions: the flow must not reuse another account's cache.
      const once = { subscribe: false, forceRefetch: true } as const;
      const uuid = await dispatch(
        authApi.endpoints.currentUserId.initiate(undefined, once),
      ).unwrap();
      const [user, roleIds] = await Promise.all([
        dispatch(authApi.endpoints.user.initiate(uuid, once)).unwrap(),
        dispatch(authApi.endpoints.currentUserRoles.initiate(undefined, once)).unwrap(),
      ]);
      const role = resolveRole(roleIds);
      if (!role) {
        dispatch(userLoggedOut());
        return { ok: false, message: UNRECOGNISED_ROLE_MESSAGE };
      }
      const isRegistered = user.profileId !== null;
      dispatch(accountResolved({ uuid, email: user.mail, role, isRegistered }));
      return { ok: true, destination: isRegistered ? homePathFor(role) : wizardPathFor(role) };
    } catch (error) {
      dispatch(userLoggedOut());
      return { ok: false, message: signInFailureMessage(error) };
    }
  };
}

/** Register, sign in automatically, then the role's wizard (spec 01 §4 "Sign-up"). */
export function signUp(role: Role, email: string, password: string): Thunk<FlowResult> {
  return async (dispatch) => {
    try {
      await dispatch(
        authApi.endpoints.register.initiate(
          { role, mail: email, pass: password },
          { track: false },
        ),
      ).unwrap();
    } catch (error) {
      return { ok: false, message: signUpFailureMessage(error) };
    }
    const result = await dispatch(signIn(email, password));
    return result.ok ? result : { ok: false, message: result.message };
  };
}

/**
 * Logging out (spec 01 §4): the session ends on the server as well as here, so a refresh token
 * copied from this browser is worthless afterwards. The session is forgotten here first: a
 * server that does not answer (or a backend without the endpoint) never keeps anyone signed in.
 */
export function logOut(): Thunk<void> {
  return async (dispatch, getState) => {
    const token = getState().auth.token;
    dispatch(userLoggedOut());
    if (token) await revokeSession(token.refresh_token);
  };
}

/** An explicit refresh (after confirming the account or linking a profile, or on load). */
export function refreshSession(): Thunk<boolean> {
  return async (dispatch) => {
    const result = await dispatch(authApi.endpoints.refresh.initiate(undefined, { track: false }));
    return 'data' in result && result.data !== undefined;
  };
}
