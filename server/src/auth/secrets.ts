import { createHash, randomBytes } from 'node:crypto';

/** A new opaque secret (256 random bits, base64url) for tokens and mail links. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 hex digest under which a secret is stored; the secret itself never is. */
export function sha256(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
