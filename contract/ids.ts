/**
 * Database ids as they travel in URLs, queries and lists: decimal, no leading zero, within a
 * PostgreSQL `integer` column, which every id of ours is. One pattern, used by the route schemas
 * (`IdParam`), the list filters (contract/listQuery.ts) and the handlers (server/src/http/ids.ts),
 * so a number past the column's range is refused as input (400) or named as nothing (404) before
 * it reaches a statement, never a database error (500).
 */

/** The largest value of a PostgreSQL `integer` column. */
export const MAX_ID = 2_147_483_647;

/**
 * A regular expression (without anchors) that matches the decimal numbers from 1 to `max`
 * without leading zeros: the shorter numbers, then for each digit of `max` the numbers that
 * share its digits before that one and have a smaller one there, then `max` itself.
 */
export function upToPattern(max: number): string {
  const digits = String(max);
  const rest = (count: number) => (count === 0 ? '' : count === 1 ? '[0-9]' : `[0-9]{${count}}`);
  const parts: string[] = [];
  if (digits.length > 1) parts.push(`[1-9][0-9]{0,${digits.length - 2}}`);
  for (let i = 0; i < digits.length; i++) {
    const low = i === 0 ? 1 : 0;
    const high = Number(digits[i]) - 1;
    if (high < low) continue;
    const range = low === high ? String(low) : `[${low}-${high}]`;
    parts.push(`${digits.slice(0, i)}${range}${rest(digits.length - i - 1)}`);
  }
  parts.push(digits);
  return parts.join('|');
}

/** An id, anchored: for the schemas' `pattern`. */
export const ID_PATTERN = `^(?:${upToPattern(MAX_ID)})$`;
export const ID = new RegExp(ID_PATTERN);
