import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { testConfig } from './api';
import { authHandlers } from './handlers/auth';
import { candidateHandlers } from './handlers/candidates';
import { jobHandlers } from './handlers/jobs';
import { organizationHandlers } from './handlers/organizations';
import { referenceHandlers } from './handlers/reference';
import { server } from './server';

window.__MATCHBOARD_CONFIG__ = { ...testConfig };

// antd forms re-render slowly in jsdom on a loaded two-core CI machine; findBy/waitFor wait up
// to 5 s (instead of 1 s) before giving up, so a slow render is not mistaken for a failure.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() =>
  server.resetHandlers(
    ...authHandlers(),
    ...referenceHandlers(),
    ...organizationHandlers(),
    ...jobHandlers(),
    ...candidateHandlers(),
  ),
);
afterEach(() => {
  server.events.removeAllListeners();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());
