import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { profileApi } from '@/api/profileApi';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { homePathFor, paths } from '@/app/paths';
import { profileLinked, selectUuid, type Role } from '@/session/authSlice';
import { refreshSession } from '@/session/session';
import type { ProfileChange } from '@/api/profileApi';

/**
 * The wizard's final Save (spec 01 §4): create the profile (a 401 refreshes the token and
 * retries, in the base query), link it to the user, refresh the token, and open the role's
 * shell default. Rejects with the failed call's error.
 */
export function useFinishWizard(role: Role): (change: ProfileChange) => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const uuid = useAppSelector(selectUuid);
  return useCallback(
    async (change) => {
      if (!uuid) throw new Error('The wizard needs a signed-in user.');
      const untracked = { track: false } as const;
      const created = await dispatch(
        profileApi.endpoints.createProfile.initiate({ role, change }, untracked),
      ).unwrap();
      await dispatch(
        profileApi.endpoints.linkProfileToUser.initiate({ uuid, profile: created }, untracked),
      ).unwrap();
      await dispatch(refreshSession());
      dispatch(profileLinked());
      // An employer continues with her organization (spec 02 §2: /sign-up-employer redirects to
      // /organization/edit/{nid}, or to a first one to create).
      await navigate(role === 'employer' ? paths.employerWizard : homePathFor(role), {
        replace: true,
      });
    },
    [dispatch, navigate, role, uuid],
  );
}
