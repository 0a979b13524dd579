import type { FastifyInstance } from 'fastify';
/**
 * Sign-in throttling as OWASP's authentication cheat sheet recommends, shaped so an attacker
 * cannot turn it against the account's owner:
 *
 * - per account and address together: a few attempts per window, counted atomically before the
 *   password is hashed (concurrent guesses are all counted) — this is what stops guessing from
 *   one place without touching anyone else;
 * - per address: a ceiling across all accounts;
 * - per account alone: no lock. Once the account has many failures from anywhere, addresses it
 *   has never signed in from wait a growing delay between attempts; addresses where the owner
 *   signed in before are not slowed, and a password reset clears it all.
 */
import { tooManyRequests } from '../http/rateLimit';
import {
  claimRateLimitSlot,
  clearRateLimit,
  hitRateLimit,
  peekRateLimits,
  refundRateLimit,
} from '../http/rateLimitRepository';

const TOO_MANY = 'Too many failed sign-in attempts. Please try again later.';
/** How long an address where the owner signed in counts as theirs. */
const KNOWN_ADDRESS_SECONDS = 30 * 24 * 60 * 60;
/** The longest delay between attempts on a much-attacked account, in seconds. */
const MAX_DELAY_SECONDS = 15 * 60;

const keys = (account: string, address: string) => {
  const name = account.trim().toLowerCase();
  return {
    pair: `login:pair:${name}:${address}`,
    address: `login:address:${address}`,
    account: `login:account:${name}`,
    wait: `login:wait:${name}`,
    known: `login:known:${name}:${address}`,
  };
};

/** Seconds an unknown address must wait after the last failure, given the account's failures. */
export function accountDelaySeconds(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  return Math.min(2 ** (failures - threshold), MAX_DELAY_SECONDS);
}

/**
 * Counts a sign-in attempt before the password is checked, and refuses it (429) when a limit
 * is reached. Call `succeeded` or `failed` afterwards.
 */
export async function beginSignIn(deps: FastifyInstance['deps'], account: string, address: string) {
  const { db, config } = deps;
  const limits = config.rateLimits;
  const key = keys(account, address);
  const now = deps.now();
  // Both counts go up before anything else happens, so parallel guesses cannot slip through.
  const [pair, perAddress] = await Promise.all([
    hitRateLimit(db, key.pair, limits.loginPerAccountAddress, now),
    hitRateLimit(db, key.address, limits.loginPerAddress, now),
  ]);
  if (pair > limits.loginPerAccountAddress.max || perAddress > limits.loginPerAddress.max)
    throw tooManyRequests(TOO_MANY);
  const [failures, known] = await peekRateLimits(
    db,
    [
      { key: key.account, limit: limits.loginPerAccount },
      { key: key.known, limit: { max: 1, windowSeconds: KNOWN_ADDRESS_SECONDS } },
    ],
    now,
  );
  const delay = accountDelaySeconds(failures, limits.loginPerAccount.max);
  // One attempt per delay from an unknown address: claiming the slot is one statement, so of
  // many parallel guesses exactly one has its password checked.
  if (delay > 0 && known === 0 && !(await claimRateLimitSlot(db, key.wait, delay, now))) {
    throw tooManyRequests(TOO_MANY);
  }
  return {
    /** The password was right: forget this address's attempts and remember it as the owner's. */
    async succeeded() {
      await Promise.all([
        clearRateLimit(db, key.pair),
        refundRateLimit(db, key.address),
        clearRateLimit(db, key.known).then(() =>
          hitRateLimit(db, key.known, { max: 1, windowSeconds: KNOWN_ADDRESS_SECONDS }, deps.now()),
        ),
      ]);
    },
    /** The password was wrong: one more failure of the account, which may start its delay. */
    async failed() {
      const total = await hitRateLimit(db, key.account, limits.loginPerAccount, deps.now());
      if (total >= limits.loginPerAccount.max) {
        // The wait key's window start marks the last failure the delay counts from.
        await clearRateLimit(db, key.wait);
        await hitRateLimit(db, key.wait, { max: 1, windowSeconds: MAX_DELAY_SECONDS }, deps.now());
      }
    },
  };
}

/** A password reset proves the owner: the account's failures and delays are forgotten. */
export async function forgetSignInFailures(
  deps: FastifyInstance['deps'],
  account: string,
): Promise<void> {
  const name = account.trim().toLowerCase();
  await Promise.all([
    clearRateLimit(deps.db, `login:account:${name}`),
    clearRateLimit(deps.db, `login:wait:${name}`),
  ]);
}
