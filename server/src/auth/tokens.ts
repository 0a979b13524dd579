import type { OAuthToken } from '@contract/auth';
import { createFamily, storeTokenPair } from '../db/tokens';
import type { AppDeps } from '../http/deps';
import { newSecret, sha256 } from './secrets';

/**
 * Issues an access/refresh pair. With `familyId` the pair continues a sign-in (refresh grant);
 * without, a new family starts (password grant). Only the hashes are stored.
 */
export async function issueTokens(
  deps: AppDeps,
  input: { userId: number; clientId: string; familyId?: number },
): Promise<OAuthToken> {
  const { config, db } = deps;
  const now = deps.now();
  const familyId = input.familyId ?? (await createFamily(db, input.userId, input.clientId, now));
  const accessToken = newSecret();
  const refreshToken = newSecret();
  await storeTokenPair(
    db,
    familyId,
    {
      hash: sha256(accessToken),
      expiresAt: new Date(now.getTime() + config.accessTokenTtl * 1000),
    },
    {
      hash: sha256(refreshToken),
      expiresAt: new Date(now.getTime() + config.refreshTokenTtl * 1000),
    },
  );
  return {
    token_type: 'Bearer',
    expires_in: config.accessTokenTtl,
    access_token: accessToken,
    refresh_token: refreshToken,
  };
}
