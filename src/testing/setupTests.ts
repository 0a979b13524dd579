import '@testing-library/jest-dom';
import { testConfig } from './api';
import { authHandlers } from './handlers/auth';
import { referenceHandlers } from './handlers/reference';
import { server } from './server';

window.__MATCHBOARD_CONFIG__ = { ...testConfig };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => server.resetHandlers(...authHandlers(), ...referenceHandlers()));
afterEach(() => {
  server.events.removeAllListeners();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());
