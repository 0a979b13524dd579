import { devtoolsReceived } from '@/testing/fakeDevtools';
import { loggedIn, tokenRefreshed } from '@/session/authSlice';
import { signIn } from '@/session/session';
import { buildSignedInAuth, buildStoredToken, TEST_USER } from '@/testing/builders';
import { actionSanitizer, exportState, REDACTED, stateSanitizer } from './redact';
import { makeStore } from './store';

describe('redaction', () => {
  beforeEach(() => {
    devtoolsReceived.length = 0;
  });

  it('hides tokens in actions sent to Redux DevTools', () => {
    const token = buildStoredToken({ access_token: 'secret-a', refresh_token: 'secret-r' });
    const sanitized = actionSanitizer(loggedIn({ token, email: TEST_USER.mail }));
    expect(JSON.stringify(sanitized)).not.toContain('secret-a');
    expect(JSON.stringify(sanitized)).not.toContain('secret-r');
    expect(sanitized.payload.email).toBe(TEST_USER.mail);
    expect(sanitized.payload.token.token_type).toBe('Bearer');
    const refreshed = tokenRefreshed({ token, replacedRefreshToken: 'secret-old' });
    expect(JSON.stringify(actionSanitizer(refreshed))).not.toMatch(/secret-(r|old)/);
  });

  it('lets no password or token of a whole sign-in reach Redux DevTools', async () => {
    const store = makeStore();
    const result = await store.dispatch(signIn(TEST_USER.mail, 'p4ssw0rd-secret'));
    expect(result.ok).toBe(true);
    expect(store.getState().auth.token?.access_token).toBe('access-1');
    const received = JSON.stringify(devtoolsReceived);
    expect(devtoolsReceived.length).toBeGreaterThan(5);
    expect(received).toContain(TEST_USER.uuid);
    expect(received).not.toContain('p4ssw0rd-secret');
    expect(received).not.toContain('access-1');
    expect(received).not.toContain('refresh-1');
  });

  it('hides tokens in the state shown in DevTools and in a state export, leaving the store intact', () => {
    const state = makeStore({ auth: buildSignedInAuth() }).getState();
    const sanitized = stateSanitizer(state);
    expect(sanitized.auth.token?.access_token).toBe(REDACTED);
    expect(sanitized.auth.token?.refresh_token).toBe(REDACTED);
    expect(sanitized.auth.uuid).toBe(TEST_USER.uuid);
    expect(state.auth.token?.access_token).toBe('access-1');
    const exported = exportState(state);
    expect(exported).not.toContain('access-1');
    expect(exported).not.toContain('refresh-1');
    expect(JSON.parse(exported).auth.email).toBe(TEST_USER.mail);
  });
});
