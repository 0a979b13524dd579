/**
 * Route wrappers declared in the route table (CONVENTIONS.md "Errors and roles"). They decide
 * from persisted client state only; the server enforces every rule again.
 */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { selectAuth, type AuthState, type Role } from '@/session/authSlice';
import { selectHasActiveOrganization } from '@/session/activeOrganizationSlice';
import { useAppSelector } from './hooks';
import { homePathFor, paths, wizardPathFor } from './paths';

/** Where a signed-in user belongs, or null when nobody is signed in. */
export function destinationFor(auth: AuthState): string | null {
  if (!auth.token || !auth.uuid || !auth.role) return null;
  return auth.isRegistered ? homePathFor(auth.role) : wizardPathFor(auth.role);
}

/** Spec 01 §2: the wizards need a user id, otherwise /sign-up. */
export function RequireUserId({ children }: { children: ReactNode }) {
  const uuid = useAppSelector((state) => state.auth.uuid);
  return uuid ? children : <Navigate to={paths.signUp} replace />;
}

/** Signed-in pages of one role; visitors go to sign-in, other roles to their own area. */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const auth = useAppSelector(selectAuth);
  const destination = destinationFor(auth);
  if (!destination) return <Navigate to={paths.login} replace />;
  if (auth.role !== role || !auth.isRegistered) return <Navigate to={destination} replace />;
  return children;
}

/** Spec 01 §4: no token leads to sign-in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useAppSelector(selectAuth);
  return destinationFor(auth) ? children : <Navigate to={paths.login} replace />;
}

/** Spec 01 §2: a signed-in user without a profile is sent to the wizard of their role. */
export function RequireRegistered({ children }: { children: ReactNode }) {
  const auth = useAppSelector(selectAuth);
  if (!auth.role) return <Navigate to={paths.login} replace />;
  return auth.isRegistered ? children : <Navigate to={wizardPathFor(auth.role)} replace />;
}

/** Spec 01 §6: without an active organization the job and candidate areas go to /dashboard. */
export function RequireActiveOrganization({ children }: { children: ReactNode }) {
  const hasOrganization = useAppSelector(selectHasActiveOrganization);
  return hasOrganization ? children : <Navigate to={paths.dashboard} replace />;
}

/** Sign-in and sign-up are for visitors; a signed-in user is sent on. */
export function VisitorOnly({ children }: { children: ReactNode }) {
  const destination = destinationFor(useAppSelector(selectAuth));
  return destination ? <Navigate to={destination} replace /> : children;
}
