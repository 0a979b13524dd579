// How the API server's Node.js process starts, for `npm start`, the tests' and the benches' server
// processes alike.

const ASYNC_CONTEXT_FRAME = '--experimental-async-context-frame';

/**
 * Node.js options of the server. The request deadline (server/src/db/deadline.ts) lives in an
 * AsyncLocalStorage, which on Node 22 rides on async_hooks: a hook runs for every promise the
 * server makes. On async context frames, the default from Node 24 on (which no longer knows the
 * flag), the same storage costs next to nothing: 7–15 % less CPU per API request, measured.
 */
export const SERVER_NODE_OPTIONS = process.allowedNodeEnvironmentFlags.has(ASYNC_CONTEXT_FRAME)
  ? [ASYNC_CONTEXT_FRAME]
  : [];

/**
 * With TEST_DATE set (`npm run test:dates`), the server runs on that date: its clock, and with it
 * PGlite's `now()`, is shifted before anything else loads (scripts/clock/shiftedClock.cjs).
 */
const PINNED_CLOCK = process.env.TEST_DATE ? ['--import', './scripts/clock/pinClock.mjs'] : [];

/** The arguments after `node` that start the server, relative to the repository's root. */
export const SERVER_ARGS = [
  ...SERVER_NODE_OPTIONS,
  ...PINNED_CLOCK,
  '--import',
  'tsx',
  'server/src/server.ts',
];
