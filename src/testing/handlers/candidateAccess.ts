import {
  buildCurrentUserOrganization,
  respondWithOrganizations,
} from '@/testing/handlers/organizations';

/** The active organization (nid 12) has candidate-database access for another year. */
export function withFullAccess(): void {
  respondWithOrganizations([
    buildCurrentUserOrganization({
      field_candidate_database_date_ro: Math.floor(Date.now() / 1000) + 365 * 24 * 3600,
    }),
    buildCurrentUserOrganization({ uuid: 'org-2', nid: 13, title: 'Babbage & Co', owner: false }),
  ]);
}
