import { waitFor } from '@testing-library/react';
import { persistStore } from 'redux-persist';
import { makeStore } from '@/app/store';
import { buildSignedInAuth, TEST_USER } from '@/testing/builders';
import {
  organizationActivated,
  organizationCleared,
  selectActiveOrganization,
  selectHasActiveOrganization,
} from './activeOrganizationSlice';

const ACME = {
  organization: '0d3c1b2a-9e8f-4a7b-8c6d-5e4f3a2b1c0d',
  organizationLogo: '/files/acme.png',
  appBarColor: '#123456',
  nid: 12,
};

describe('active organization per user (userOrgData)', () => {
  it("keeps each user's active organization apart", () => {
    const store = makeStore({ auth: buildSignedInAuth({ role: 'employer' }) });
    store.dispatch(organizationActivated({ uuid: 'someone-else', ...ACME }));
    expect(selectActiveOrganization(store.getState())).toBeNull();

    store.dispatch(organizationActivated({ uuid: TEST_USER.uuid, ...ACME, nid: 7 }));
    expect(selectActiveOrganization(store.getState())).toEqual({ ...ACME, nid: 7 });
    expect(selectHasActiveOrganization(store.getState())).toBe(true);

    store.dispatch(organizationCleared({ uuid: TEST_USER.uuid }));
    expect(selectHasActiveOrganization(store.getState())).toBe(false);
  });

  it('is stored in localStorage under userOrgData, keyed by user uuid', async () => {
    const store = makeStore({ auth: buildSignedInAuth({ role: 'employer' }) });
    persistStore(store);
    store.dispatch(organizationActivated({ uuid: TEST_USER.uuid, ...ACME }));
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('userOrgData') ?? '{}')).toEqual({
        [TEST_USER.uuid]: ACME,
      }),
    );
  });

  it('restores what the original app stored and drops entries it cannot read', async () => {
    window.localStorage.setItem(
      'userOrgData',
      JSON.stringify({
        [TEST_USER.uuid]: { organization: ACME.organization, nid: '12', appBarColor: '#123456' },
        broken: { nid: 'not a number' },
      }),
    );
    const store = makeStore({ auth: buildSignedInAuth({ role: 'employer' }) });
    persistStore(store);
    await waitFor(() =>
      expect(selectActiveOrganization(store.getState())).toEqual({
        organization: ACME.organization,
        organizationLogo: null,
        appBarColor: '#123456',
        nid: 12,
      }),
    );
    expect(store.getState().activeOrganization).not.toHaveProperty('broken');
  });
});
