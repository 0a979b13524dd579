import {
  GREENHOUSE_BOARD_TOKEN,
  GREENHOUSE_TOKEN_MESSAGE,
  type GreenhouseIntegrationRequest,
} from '@contract/organizations';
import { isObject } from '../http/body';
import { ApiError } from '../http/errors';

/** At most this many boards per organization. */
export const MAX_INTEGRATIONS = 20;

const invalid = (message: string) => new ApiError(422, message);

/**
 * Reads a POST (both members required) or PATCH (either) body of a Greenhouse integration:
 * the board token trimmed and shaped like a board's URL slug, `enabled` 1/0 (or a boolean).
 */
export function readIntegration(
  body: unknown,
  partial: boolean,
): { boardToken?: string; enabled?: boolean } {
  if (!isObject(body)) throw new ApiError(400, 'The request body must be a JSON object.');
  const known: (keyof GreenhouseIntegrationRequest)[] = ['greenhouse_board_token', 'enabled'];
  const unknown = Object.keys(body).find((key) => !(known as string[]).includes(key));
  if (unknown) throw invalid(`Unknown field "${unknown}".`);
  const result: { boardToken?: string; enabled?: boolean } = {};
  const token = body.greenhouse_board_token;
  if (token !== undefined) {
    if (typeof token !== 'string') throw invalid('The board token must be text.');
    const trimmed = token.trim();
    if (trimmed === '') throw invalid('The board token is required.');
    if (!GREENHOUSE_BOARD_TOKEN.test(trimmed)) throw invalid(GREENHOUSE_TOKEN_MESSAGE);
    result.boardToken = trimmed;
  } else if (!partial) {
    throw invalid('The board token is required.');
  }
  const enabled = body.enabled;
  if (enabled !== undefined) {
    if (![0, 1, '0', '1', true, false].includes(enabled as never))
      throw invalid('enabled must be 1 or 0.');
    result.enabled = enabled === 1 || enabled === '1' || enabled === true;
  } else if (!partial) {
    result.enabled = true;
  }
  if (partial && Object.keys(result).length === 0)
    throw invalid('Send greenhouse_board_token, enabled, or both.');
  return result;
}
