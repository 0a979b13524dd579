import os from 'node:os';
import argon2 from 'argon2';
import { Semaphore } from './semaphore';

/** OWASP's argon2id recommendation: 19 MiB of memory, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** The password rules of spec 01 §5: trimmed, at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_TOO_SHORT = 'Password must contain at least 8 characters';

// Each hash holds a core for tens of milliseconds; more concurrent hashes than cores would only
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
  return hashing.use(() => argon2.hash(normalizePassword(password), ARGON2_OPTIONS));
}

/** Checks a password against a stored hash; a malformed hash counts as a mismatch. */
export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return hashing.use(async () => {
    try {
      return await argon2.verify(hash, normalizePassword(password));
    } catch {
      return false;
    }
  });
}

// A real hash of a random password, so that checking an unknown account costs the same time as
// checking a known one and response times do not reveal which emails are registered.
let dummyHash: Promise<string> | null = null;

/** Spends the time of one verification without a real account behind it. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}-${Date.now()}`);
  await verifyPassword(await dummyHash, password);
}
