import { useGetCurrentUserOrganizationsQuery } from '@/api/organizationsApi';
import { useAppSelector } from '@/app/hooks';
import { selectActiveOrganization } from '@/session/activeOrganizationSlice';

export interface CandidateAccess {
  /** The active organization's node id (the area is only reachable with one). */
  orgNid: number;
  /** Its title, for messages. */
  title: string;
  /** Until the organization list has loaded nothing is decided. */
  loading: boolean;
  /** Spec 02 §6: candidate-database access while the access date is in the future. */
  full: boolean;
}

/**
 * Which candidate database the active organization may use (spec 02 §6): the full export and the
 * board with a future `field_candidate_database_date_ro`, the demo otherwise. The server decides
 * again on every call; this only picks the calls and the screens.
 */
export function useCandidateAccess(): CandidateAccess {
  const active = useAppSelector(selectActiveOrganization);
  const mine = useGetCurrentUserOrganizationsQuery();
  const orgNid = active?.nid ?? 0;
  const organization = mine.data?.find((row) => row.nid === orgNid);
  const until = organization?.field_candidate_database_date_ro ?? null;
  return {
    orgNid,
    title: organization?.title ?? '',
    loading: mine.isLoading,
    full: until !== null && until * 1000 > Date.now(),
  };
}
