import { ID } from '@contract/ids';

/**
 * A database id (a node id, a user id, a row id) written in a URL, a query or a command line:
 * digits without a leading zero, within an `integer` column. Anything else is null, which every
 * caller answers as "no such thing" (a 404), never as a server error.
 */
export function parseId(raw: string | undefined | null): number | null {
  if (typeof raw !== 'string' || !ID.test(raw)) return null;
  return Number(raw);
}
