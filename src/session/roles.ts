import type { Role } from './authSlice';

/** Spec 01 §8 "Unrecognised role", word for word. */
export const UNRECOGNISED_ROLE_MESSAGE =
  'There was an error! Your account needs to be configured by an administrator, please contact our support team.';

/** 'Unverified Employer', 'unverified_employer' and ' EMPLOYER ' all become machine names. */
export function normaliseRoleId(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** Splits the REST export's comma-separated `roles_target_id` into normalised role ids. */
export function parseRoleIds(rolesTargetId: string): string[] {
  return rolesTargetId
    .split(',')
    .map(normaliseRoleId)
    .filter((id) => id.length > 0);
}

/**
 * Spec 01 §4: employer if Employer or Unverified Employer exists, candidate if Candidate or
 * Unverified Candidate exists, otherwise null (the caller shows an error and logs out).
 */
export function resolveRole(roleIds: readonly string[]): Role | null {
  const ids = new Set(roleIds.map(normaliseRoleId));
  if (ids.has('employer') || ids.has('unverified_employer')) return 'employer';
  if (ids.has('candidate') || ids.has('unverified_candidate')) return 'candidate';
  return null;
}
