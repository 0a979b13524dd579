import os from 'node:os';
import { hash, parseOptions, verify, type Algorithm } from '@node-rs/argon2';
import { Semaphore } from './semaphore';

// The package declares its algorithms as an ambient const enum, which isolated modules cannot read.
const ARGON2ID: Algorithm.Argon2id = 2;

/**
 * argon2id at one of OWASP's minimum configurations (Password Storage Cheat Sheet: m=47104 t=1,
 * m=19456 t=2, m=12288 t=3, m=9216 t=4 or m=7168 t=5, all p=1, "an equal level of defense, the
 * only difference is a trade off between CPU and RAM usage"). The 7 MiB × 5 passes set keeps a
 * burst of sign-ins light on memory and is the fastest of the five on this hardware; hashing runs
 * in @node-rs/argon2 (RustCrypto's argon2, AVX2 chosen at run time, on libuv's thread pool), about
 * twice as fast per hash as the reference C implementation. `npm run bench -- token` measures it.
 * Hashes made with other parameters are redone at the account's next sign-in (`needsRehash`).
 */
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 7168,
  timeCost: 5,
  parallelism: 1,
} as const;

/** The password rules of spec 01 §5: trimmed, at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_TOO_SHORT = 'Password must contain at least 8 characters';

// Each hash holds a core for milliseconds; more concurrent hashes than cores would only
// queue inside libuv while holding their memory, and let a burst of logins starve the server.
const hashing = new Semaphore(Math.max(1, os.availableParallelism()));

/** The password as the SPA sends it: surrounding whitespace is not part of it. */
export function normalizePassword(password: string): string {
  return password.trim();
}

export function isPasswordLongEnough(password: string): boolean {
  return normalizePassword(password).length >= PASSWORD_MIN_LENGTH;
}

/** Hashes a password with argon2id (bounded by the hashing semaphore). */
export function hashPassword(password: string): Promise<string> {
  return hashing.use(() => hash(normalizePassword(password), ARGON2_OPTIONS));
}

/** Checks a password against a stored hash; a malformed hash counts as a mismatch. */
export function verifyPassword(stored: string, password: string): Promise<boolean> {
  return hashing.use(async () => {
    try {
      return await verify(stored, normalizePassword(password));
    } catch {
      return false;
    }
  });
}

/** Whether a stored hash was made with other parameters than the current ones. */
export function needsRehash(stored: string): boolean {
  try {
    const used = parseOptions(stored);
    return (
      used.algorithm !== ARGON2_OPTIONS.algorithm ||
      used.memoryCost !== ARGON2_OPTIONS.memoryCost ||
      used.timeCost !== ARGON2_OPTIONS.timeCost ||
      used.parallelism !== ARGON2_OPTIONS.parallelism
    );
  } catch {
    return false;
  }
}

// A real hash of a random password, so that checking an unknown account costs the same time as
// checking a known one and response times do not reveal which emails are registered.
let dummyHash: Promise<string> | null = null;

/** Spends the time of one verification without a real account behind it. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}-${Date.now()}`);
  await verifyPassword(await dummyHash, password);
}
