import type { FastifyInstance } from 'fastify';
import type { OAuthToken } from '@contract/auth';
import { storeTokenPair } from './tokenRepository';
import { newSecret, sha256 } from './secrets';

/**
 * Issues an access/refresh pair. With `familyId` the pair continues a sign-in (refresh grant);
 * without, a new family starts (password grant). Only the hashes are stored.
 */
export async function issueTokens(
  deps: FastifyInstance['deps'],
  input: { userId: number; clientId: string; familyId?: number },
): Promise<OAuthToken> {
  const { config, db } = deps;
  const now = deps.now();
  const accessToken = newSecret();
  const refreshToken = newSecret();
  await storeTokenPair(
    db,
    input.familyId ?? { userId: input.userId, clientId: input.clientId, created: now },
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
