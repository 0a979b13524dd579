// Loaded with `node --import` before the API server when TEST_DATE is set (scripts/serverNode.mjs):
// the server, and PGlite inside it, run on the pinned date.
import clock from './shiftedClock.cjs';

const shift = clock.pinnedShift();
if (shift !== null) {
  clock.shiftClock(globalThis, shift);
  console.info(`The clock is pinned: it reads ${new Date().toISOString()} (TEST_DATE).`);
}
