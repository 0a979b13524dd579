import type { AppPreloadedState } from '@/app/store';
import { buildSignedInAuth, TEST_USER } from '@/testing/builders';

/** A signed-in employer whose active organization is org-1 (nid 12), as the job pages need. */
export function employerWithOrganization(jobFilters?: AppPreloadedState['jobFilters']) {
  const preloadedState: AppPreloadedState = {
    auth: buildSignedInAuth({ role: 'employer' }),
    activeOrganization: {
      [TEST_USER.uuid]: {
        organization: 'org-1',
        organizationLogo: null,
        appBarColor: null,
        nid: 12,
      },
    },
    ...(jobFilters ? { jobFilters } : {}),
  };
  return { preloadedState };
}
