import { ROLE_IDS, type RoleId } from '@contract/auth';

/** The account kind chosen at registration. */
export type AccountKind = 'candidate' | 'employer';

/** The role a new, unconfirmed account of that kind gets. */
export function unverifiedRole(kind: AccountKind): RoleId {
  return kind === 'candidate' ? ROLE_IDS.unverifiedCandidate : ROLE_IDS.unverifiedEmployer;
}

/** Replaces unverified roles by their confirmed counterparts (confirmation or password reset). */
export function confirmRoles(roles: readonly string[]): string[] {
  const confirmed = roles.map((role) => {
    if (role === ROLE_IDS.unverifiedCandidate) return ROLE_IDS.candidate;
    if (role === ROLE_IDS.unverifiedEmployer) return ROLE_IDS.employer;
    return role;
  });
  return [...new Set(confirmed)];
}

/** Whether the roles make the account a candidate (confirmed or not). */
export function isCandidate(roles: readonly string[]): boolean {
  return roles.includes(ROLE_IDS.candidate) || roles.includes(ROLE_IDS.unverifiedCandidate);
}

/** Whether the roles make the account an employer (confirmed or not). */
export function isEmployer(roles: readonly string[]): boolean {
  return roles.includes(ROLE_IDS.employer) || roles.includes(ROLE_IDS.unverifiedEmployer);
}

/** Whether the account has not confirmed its email address yet. */
export function isUnverified(roles: readonly string[]): boolean {
  return (
    roles.includes(ROLE_IDS.unverifiedCandidate) || roles.includes(ROLE_IDS.unverifiedEmployer)
  );
}
