import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useGetOwnProfileQuery } from '@/api/profileApi';
import { useAppSelector } from '@/app/hooks';
import { selectAuth } from '@/session/authSlice';

/**
 * The signed-in user's own profile, read fresh when a profile page opens. `fresh` is true once
 * a read that started after the page opened has answered: the cache may still hold an older
 * answer (the avatar menu reads the profile too, and "none yet" stays cached after the wizard
 * in another tab created one), and a page that redirects or fills a form from it waits for
 * `fresh` rather than acting on that older answer on its first render.
 */
export function useOwnProfile() {
  const auth = useAppSelector(selectAuth);
  const [openedAt] = useState(() => Date.now());
  const query = useGetOwnProfileQuery(
    auth.role && auth.uuid ? { role: auth.role, uuid: auth.uuid } : skipToken,
    { refetchOnMountOrArgChange: true },
  );
  const fresh =
    !query.isFetching &&
    query.fulfilledTimeStamp !== undefined &&
    query.fulfilledTimeStamp >= openedAt;
  return { auth, fresh, ...query };
}
