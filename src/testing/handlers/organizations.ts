/**
 * msw handlers for the organizations of the signed-in employer (spec 01 §7
 * get_organizations_for_current_user). By default the employer belongs to two organizations, so
 * nothing is selected automatically and a test that stores 'org-1' as active keeps it.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { CurrentUserOrganization } from '@contract/organizations';
import { apiUrl } from '../api';
import { server } from '../server';

/** A row of get_organizations_for_current_user. */
export function buildCurrentUserOrganization(
  overrides: Partial<CurrentUserOrganization> = {},
): CurrentUserOrganization {
  const nid = overrides.nid ?? 12;
  return {
    uuid: 'org-1',
    id: nid,
    nid,
    title: 'Acme',
    field_logo: null,
    field_color_picker: '#ffffff',
    field_candidate_database_date_ro: null,
    owner: true,
    ...overrides,
  };
}

export const DEFAULT_ORGANIZATIONS: CurrentUserOrganization[] = [
  buildCurrentUserOrganization(),
  buildCurrentUserOrganization({ uuid: 'org-2', nid: 13, title: 'Babbage & Co', owner: false }),
];

export const CURRENT_USER_ORGANIZATIONS = 'api/organization/get_organizations_for_current_user';

export function organizationHandlers(
  organizations: CurrentUserOrganization[] = DEFAULT_ORGANIZATIONS,
): HttpHandler[] {
  return [
    http.get(apiUrl(CURRENT_USER_ORGANIZATIONS), () => HttpResponse.json(organizations)),
    // The organization pages read nothing unless a test says otherwise.
    http.get(apiUrl('api/node/organization_profile'), () =>
      HttpResponse.json(
        { jsonapi: { version: '1.0' }, data: [], meta: { count: 0 } },
        { headers: { 'Content-Type': 'application/vnd.api+json' } },
      ),
    ),
    http.get(apiUrl('api/organizations/export'), () => HttpResponse.json([])),
  ];
}

/** The employer belongs to exactly these organizations from now on. */
export function respondWithOrganizations(organizations: CurrentUserOrganization[]): void {
  server.use(http.get(apiUrl(CURRENT_USER_ORGANIZATIONS), () => HttpResponse.json(organizations)));
}

/** Loading the employer's organizations fails with `status`. */
export function respondWithOrganizationsFailure(status = 500): void {
  server.use(
    http.get(apiUrl(CURRENT_USER_ORGANIZATIONS), () =>
      HttpResponse.json({ message: 'Something went wrong' }, { status }),
    ),
  );
}

/** Grace Hopper, owner of the test organizations, as Users & Access lists her. */
export const SHARED_ACCESS_OWNER = {
  uid: 1,
  name: 'grace@example.com',
  email: 'grace@example.com',
  owner: true,
  first_name: 'Grace',
  last_name: 'Hopper',
  field_company_position: 1,
};

/** Users & Access of organization `nid` (spec 02 §6): its admins and its open invitations. */
export function respondWithSharedAccess(
  nid: number,
  users: object[],
  invitations: object[] = [],
): void {
  server.use(
    http.get(apiUrl(`api/organization/${nid}/get_shared_access_users`), () =>
      HttpResponse.json(users),
    ),
    http.get(apiUrl(`api/organization/${nid}/shared_access_invitations`), () =>
      HttpResponse.json(invitations),
    ),
  );
}
