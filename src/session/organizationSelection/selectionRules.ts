import { DEFAULT_APP_BAR_COLOR, type CurrentUserOrganization } from '@contract/organizations';
import type { UserOrgData } from '@/session/activeOrganizationSlice';

/**
 * Spec 01 §4 / spec 02 §4 "Organization selection": organizations sorted by title with the active
 * one first.
 */
export function sortOrganizations(
  organizations: readonly CurrentUserOrganization[],
  activeUuid: string | null,
): CurrentUserOrganization[] {
  const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
  return [...organizations].sort((a, b) => {
    if (a.uuid === activeUuid) return -1;
    if (b.uuid === activeUuid) return 1;
    return collator.compare(a.title, b.title) || a.nid - b.nid;
  });
}

/** The userOrgData of an organization row. */
export function orgDataOf(organization: CurrentUserOrganization): UserOrgData {
  return {
    organization: organization.uuid,
    organizationLogo: organization.field_logo,
    appBarColor: organization.field_color_picker || DEFAULT_APP_BAR_COLOR,
    nid: organization.nid,
  };
}

export type SelectionDecision =
  { kind: 'activate'; data: UserOrgData } | { kind: 'clear' } | { kind: 'keep' };

/**
 * What the stored selection becomes once the user's organizations are known:
 * - exactly one organization → it is selected (and kept up to date);
 * - none → the selection is cleared and the bar turns white;
 * - the stored one is gone (deleted, or the user was removed from it) → cleared;
 * - the stored one still exists → refreshed with its current colour and logo;
 * - several and none stored → nothing is chosen for the user.
 */
export function decideSelection(
  organizations: readonly CurrentUserOrganization[],
  stored: UserOrgData | null,
): SelectionDecision {
  if (organizations.length === 0) return stored ? { kind: 'clear' } : { kind: 'keep' };
  const current = stored && organizations.find((o) => o.uuid === stored.organization);
  if (organizations.length === 1 && !current) {
    return { kind: 'activate', data: orgDataOf(organizations[0]) };
  }
  if (!stored) return { kind: 'keep' };
  if (!current) return { kind: 'clear' };
  const fresh = orgDataOf(current);
  const same =
    fresh.appBarColor === stored.appBarColor &&
    fresh.organizationLogo === stored.organizationLogo &&
    fresh.nid === stored.nid;
  return same ? { kind: 'keep' } : { kind: 'activate', data: fresh };
}
