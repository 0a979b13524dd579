import { persistStore, type Persistor } from 'redux-persist';
import { accountResolved, loggedIn, userLoggedOut } from '@/session/authSlice';
import { signUpTabChosen } from '@/session/signUpSlice';
import { organizationActivated } from '@/session/activeOrganizationSlice';
import { jobPostsQueryChanged, jobSearchQueryChanged } from '@/features/jobs/jobFiltersSlice';
import { candidateQueryChanged } from '@/features/candidates/candidateFiltersSlice';
import { boardChanged } from '@/features/candidates/board/boardSlice';
import type { BoardState } from '@contract/candidates';
import { buildStoredToken, TEST_USER } from '@/testing/builders';
import { metaKeyFor } from './keyedStorage';
import { AUTH_PERSIST_VERSION } from './persist';
import { makeStore, type AppStore } from './store';

async function persistedStore(): Promise<{ store: AppStore; persistor: Persistor }> {
  const store = makeStore();
  let persistor: Persistor | undefined;
  await new Promise<void>((resolve) => {
    persistor = persistStore(store, null, resolve);
  });
  return { store, persistor: persistor as Persistor };
}

function signInto(store: AppStore) {
  store.dispatch(loggedIn({ token: buildStoredToken(), email: TEST_USER.mail }));
  store.dispatch(
    accountResolved({
      uuid: TEST_USER.uuid,
      email: TEST_USER.mail,
      role: 'employer',
      isRegistered: true,
    }),
  );
}

describe('persistence', () => {
  it('writes each auth value under its own spec key, not one blob', async () => {
    const { store, persistor } = await persistedStore();
    signInto(store);
    await persistor.flush();
    expect(JSON.parse(localStorage.getItem('token') ?? 'null')).toMatchObject({
      access_token: 'access-1',
      refresh_token: 'refresh-1',
      token_type: 'Bearer',
    });
    expect(localStorage.getItem('uuid')).toBe(TEST_USER.uuid);
    expect(localStorage.getItem('role')).toBe('employer');
    expect(localStorage.getItem('isRegistered')).toBe('true');
    expect(localStorage.getItem('email')).toBe(TEST_USER.mail);
    expect(localStorage.getItem('persist:auth')).toBeNull();
    expect(JSON.parse(localStorage.getItem(metaKeyFor('auth')) ?? '{}')).toEqual({
      version: AUTH_PERSIST_VERSION,
    });
  });

  it('removes token, uuid and role and stores isRegistered false on logout', async () => {
    const { store, persistor } = await persistedStore();
    signInto(store);
    await persistor.flush();
    store.dispatch(userLoggedOut());
    await persistor.flush();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('uuid')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
    expect(localStorage.getItem('isRegistered')).toBe('false');
  });

  it('forgets everything about the user on logout: email, organizations, searches, board', async () => {
    const { store, persistor } = await persistedStore();
    signInto(store);
    store.dispatch(
      organizationActivated({
        uuid: TEST_USER.uuid,
        organization: 'Acme',
        organizationLogo: null,
        appBarColor: null,
        nid: 12,
      }),
    );
    store.dispatch(jobSearchQueryChanged('page=0&q=1&search=secret+plans'));
    store.dispatch(jobPostsQueryChanged('page=0&q=1&search=draft'));
    store.dispatch(candidateQueryChanged('page=0&q=1&search=ada'));
    store.dispatch(
      boardChanged({ orgNid: 12, board: { columns: [], order: [] } as unknown as BoardState }),
    );
    await persistor.flush();
    const before = JSON.stringify({ ...localStorage });
    for (const word of ['secret+plans', 'draft', 'ada', 'Acme', TEST_USER.mail])
      expect(before).toContain(word);

    store.dispatch(userLoggedOut());
    // At once, before redux-persist's next write, and after it.
    for (const moment of ['at once', 'after the next write']) {
      if (moment !== 'at once') await persistor.flush();
      const left = JSON.stringify({ ...localStorage });
      for (const word of ['secret+plans', 'draft', 'ada', 'Acme', TEST_USER.mail, '"12"'])
        expect([moment, left.includes(word)]).toEqual([moment, false]);
      expect(localStorage.getItem('email')).toBeNull();
    }
    expect(store.getState().auth.email).toBeNull();
  });

  it('keeps the sign-up tab in session storage under initialData', async () => {
    const { store, persistor } = await persistedStore();
    store.dispatch(signUpTabChosen('employer'));
    await persistor.flush();
    expect(JSON.parse(sessionStorage.getItem('initialData') ?? '{}')).toEqual({
      tab: 'employer',
      companyName: '',
    });
    expect(localStorage.getItem('initialData')).toBeNull();
  });

  it('restores the session from the spec keys on load', async () => {
    const token = buildStoredToken({ access_token: 'stored-access' });
    localStorage.setItem('token', JSON.stringify(token));
    localStorage.setItem('uuid', TEST_USER.uuid);
    localStorage.setItem('role', 'candidate');
    localStorage.setItem('isRegistered', 'true');
    localStorage.setItem('email', TEST_USER.mail);
    localStorage.setItem(metaKeyFor('auth'), JSON.stringify({ version: AUTH_PERSIST_VERSION }));
    const { store } = await persistedStore();
    expect(store.getState().auth).toMatchObject({
      token,
      uuid: TEST_USER.uuid,
      role: 'candidate',
      isRegistered: true,
      email: TEST_USER.mail,
    });
  });

  it('migrates what the original app stored: role labels, text booleans and tokens without expiry', async () => {
    const issued = Date.UTC(2026, 10, 1, 12, 0, 0);
    localStorage.setItem(
      'token',
      JSON.stringify({
        token_type: 'Bearer',
        access_token: 'old',
        refresh_token: 'old-r',
        expires_in: 300,
        date: issued,
      }),
    );
    localStorage.setItem('uuid', JSON.stringify(TEST_USER.uuid));
    localStorage.setItem('role', 'Unverified Employer');
    localStorage.setItem('isRegistered', '"true"');
    const { store, persistor } = await persistedStore();
    expect(store.getState().auth).toMatchObject({
      uuid: TEST_USER.uuid,
      role: 'employer',
      isRegistered: true,
      token: { access_token: 'old', date: issued, expirationDate: issued + 300_000 },
    });
    await persistor.flush();
    expect(localStorage.getItem('role')).toBe('employer');
    expect(JSON.parse(localStorage.getItem(metaKeyFor('auth')) ?? '{}')).toEqual({
      version: AUTH_PERSIST_VERSION,
    });
  });

  it('drops a stored role it cannot recognise instead of trusting it', async () => {
    localStorage.setItem('role', 'administrator');
    localStorage.setItem(metaKeyFor('auth'), JSON.stringify({ version: 0 }));
    localStorage.setItem('uuid', TEST_USER.uuid);
    const { store } = await persistedStore();
    expect(store.getState().auth.role).toBeNull();
    expect(store.getState().auth.uuid).toBe(TEST_USER.uuid);
  });
});
