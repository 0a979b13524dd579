import '@testing-library/jest-dom';
import { format } from 'node:util';
import { configure } from '@testing-library/react';
import { testConfig } from './api';
import { authHandlers } from './handlers/auth';
import { candidateHandlers } from './handlers/candidates';
import { insightHandlers } from './handlers/insights';
import { jobHandlers } from './handlers/jobs';
import { organizationHandlers } from './handlers/organizations';
import { noProfileHandlers } from './handlers/profiles';
import { referenceHandlers } from './handlers/reference';
import { server } from './server';

window.__MATCHBOARD_CONFIG__ = { ...testConfig };

// antd forms re-render slowly in jsdom on a loaded two-core CI machine; findBy/waitFor wait up
// to 5 s (instead of 1 s) before giving up, so a slow render is not mistaken for a failure.
configure({ asyncUtilTimeout: 5000 });

/**
 * An unexpected console.error fails the test that caused it: React's and antd's warnings (a
 * deprecated prop, a missing act(), a key) and msw's unhandled requests are bugs, and a noisy
 * run hides them. A test that provokes an error on purpose silences it with
 * `jest.spyOn(console, 'error').mockImplementation(…)` and asserts on the spy.
 */
const printError = console.error.bind(console);
let unexpectedErrors: string[] = [];
/**
 * Known warnings of libraries, each with where it is tracked. rc-component/trigger calls
 * flushSync when a button with a tooltip loses the focus to a dialog that opens
 * (ant-design/ant-design#57789, open): harmless, and not ours to fix. jsdom lays nothing out,
 * so the auto-sizing TextArea (rc-textarea) measures a NaN height there; browsers measure it.
 */
const KNOWN_LIBRARY_WARNINGS = [
  /^flushSync was called from inside a lifecycle method/,
  /^`NaN` is an invalid value for the `height` css style property/,
];
console.error = (...args: unknown[]) => {
  const message = format(...args);
  if (KNOWN_LIBRARY_WARNINGS.some((known) => known.test(message))) return;
  unexpectedErrors.push(message);
  printError(...args);
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() =>
  server.resetHandlers(
    ...authHandlers(),
    ...referenceHandlers(),
    ...organizationHandlers(),
    ...jobHandlers(),
    ...candidateHandlers(),
    ...insightHandlers(),
    ...noProfileHandlers(),
  ),
);
afterEach(() => {
  const errors = unexpectedErrors;
  unexpectedErrors = [];
  server.events.removeAllListeners();
  window.localStorage.clear();
  window.sessionStorage.clear();
  if (errors.length > 0) {
    // The first line names the first error in full (CI's summary keeps only a failure's first line).
    const first = errors[0].replace(/\s+/g, ' ').trim().slice(0, 300);
    throw new Error(`Unexpected console.error during the test: ${first}\n\n${errors.join('\n')}`);
  }
});
afterAll(() => server.close());
