import { skipToken } from '@reduxjs/toolkit/query';
import { useGetOwnProfileQuery, useProtectedFileQuery } from '@/api/profileApi';
import { useAppSelector } from '@/app/hooks';
import { selectAuth } from '@/session/authSlice';

/** What the avatar menu shows about the signed-in user. */
export interface AccountSummary {
  /** First and last name from the profile; null until the profile has loaded. */
  fullName: string | null;
  /** The profile's contact email, or the account email until the profile has loaded. */
  email: string | null;
  /** An object URL of the profile picture, or null. */
  pictureUrl: string | null;
}

/** Name, contact email and picture of the signed-in user, from the own profile. */
export function useAccountSummary(): AccountSummary {
  const auth = useAppSelector(selectAuth);
  const { data: profile } = useGetOwnProfileQuery(
    auth.role && auth.uuid ? { role: auth.role, uuid: auth.uuid } : skipToken,
  );
  const { data: pictureUrl } = useProtectedFileQuery(profile?.picture?.url || skipToken);
  const attributes = profile?.attributes;
  const fullName = attributes
    ? [attributes.field_first_name, attributes.field_last_name].filter(Boolean).join(' ') ||
      attributes.title ||
      null
    : null;
  return {
    fullName,
    email: attributes?.field_contact_email || auth.email,
    pictureUrl: pictureUrl ?? null,
  };
}

/** Up to two initials of a name (or of an email's local part) for the avatar. */
export function initialsOf(name: string | null, email: string | null): string {
  const source = name?.trim() || email?.split('@')[0] || '';
  const words = source.split(/[\s._-]+/).filter(Boolean);
  const letters = words.length > 1 ? words[0][0] + words[words.length - 1][0] : source.slice(0, 1);
  return letters.toUpperCase() || '?';
}
