/**
 * Moves a JavaScript realm's clock to a pinned date for `npm run test:dates`: every `Date` made
 * without arguments, `Date.now()` and `Date()` read TEST_DATE plus the real time gone by since
 * TEST_DATE_SET_AT (milliseconds since the epoch, when the run pinned it). The clock keeps
 * running, so timeouts, expiries and rate-limit windows behave as they do on any day, and every
 * process of one run (the jest workers, the API server, the browser through Playwright's clock)
 * reads the same moment without drifting apart under load.
 *
 * A fixed offset over the real clock, rather than @sinonjs/fake-timers' `shouldAdvanceTime`: that
 * one moves its clock 20 ms per tick of a real interval, so a busy process falls behind the
 * browser's and the two disagree about "now" by as long as its event loop was blocked.
 */
'use strict';

/**
 * The pinned moment's offset from the real clock in milliseconds, or null when TEST_DATE is not
 * set. Throws on a date it cannot read, so a typo never runs the suite on the real date.
 */
function pinnedShift(env = process.env, realNow = Date.now()) {
  const pinned = env.TEST_DATE;
  if (!pinned) return null;
  const at = Date.parse(pinned);
  if (Number.isNaN(at)) throw new Error(`TEST_DATE is not a date: ${JSON.stringify(pinned)}`);
  const setAt = env.TEST_DATE_SET_AT ? Number(env.TEST_DATE_SET_AT) : realNow;
  if (!Number.isFinite(setAt)) throw new Error('TEST_DATE_SET_AT is not a time in milliseconds');
  return at - setAt;
}

/** Replaces `realm.Date` with one whose "now" is `shift` milliseconds from the real clock. */
function shiftClock(realm, shift) {
  const RealDate = realm.Date;
  const now = () => RealDate.now() + shift;
  function ShiftedDate(...args) {
    if (!new.target) return new RealDate(now()).toString();
    return Reflect.construct(RealDate, args.length === 0 ? [now()] : args, new.target);
  }
  // Dates made either way are one kind: `instanceof Date` and their methods stay the real ones.
  ShiftedDate.prototype = RealDate.prototype;
  Object.setPrototypeOf(ShiftedDate, RealDate);
  ShiftedDate.now = now;
  Object.defineProperty(ShiftedDate, 'name', { value: 'Date' });
  realm.Date = ShiftedDate;
  // Intl's formatters read "now" themselves when given no date.
  const formatDescriptor =
    realm.Intl && Object.getOwnPropertyDescriptor(realm.Intl.DateTimeFormat.prototype, 'format');
  if (formatDescriptor?.get) {
    Object.defineProperty(realm.Intl.DateTimeFormat.prototype, 'format', {
      ...formatDescriptor,
      get() {
        const format = formatDescriptor.get.call(this);
        return (date) => format(date === undefined ? now() : date);
      },
    });
  }
  return now;
}

module.exports = { pinnedShift, shiftClock };
