import { skipToken } from '@reduxjs/toolkit/query';
import { useGetOwnProfileQuery } from '@/api/profileApi';
import { useAppSelector } from '@/app/hooks';
import { selectAuth } from '@/session/authSlice';

/** The signed-in user's own profile, read fresh when a profile page opens. */
export function useOwnProfile() {
  const auth = useAppSelector(selectAuth);
  const query = useGetOwnProfileQuery(
    auth.role && auth.uuid ? { role: auth.role, uuid: auth.uuid } : skipToken,
    { refetchOnMountOrArgChange: true },
  );
  return { auth, ...query };
}
