import { useEffect } from 'react';
import { isExpired } from '@/api/oauth';
import { selectToken } from '@/session/authSlice';
import { refreshSession } from '@/session/session';
import { useAppDispatch, useAppSelector } from './hooks';

/**
 * Spec 01 §4: an access token that expired while the app was closed is refreshed on load (a
 * failed refresh logs out), before any page has to discover it through a 401.
 */
export function SessionKeeper() {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const expired = token !== null && isExpired(token);

  useEffect(() => {
    if (expired) void dispatch(refreshSession());
    // Only the state at load matters; later expiries are handled by the base query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return null;
}
