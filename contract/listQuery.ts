/**
 * How the filters of a list travel in a URL and are read back, for every list (the job search,
 * the employer's job list, the candidate search, saved searches): one definition shared by the
 * SPA, which keeps a list's query in the address bar, and the server, which reads the same
 * query from its list routes (spec 02 §7). A list's own module (contract/jobs.ts,
 * contract/candidates.ts) says which keys it has and what they mean.
 */

import { ID } from './ids';

/** Longest search text and most values of one filter the lists accept. */
export const MAX_SEARCH_LENGTH = 200;
export const MAX_FILTER_VALUES = 50;

/** How several chosen skills combine: any of them, or all. */
export type SkillsOperator = 'any' | 'all';

/** The words of a search text, as sent (joined by '+'). */
export function searchWords(text: string): string[] {
  return text
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
}

/** The distances a location filter offers, in kilometres: "within N km" of its cities. */
export const DISTANCES_KM = [10, 25, 50, 100] as const;
export type DistanceKm = (typeof DISTANCES_KM)[number];

/** `&distance=N`, nothing for the cities themselves. */
export const encodeDistance = (km: DistanceKm | null): string =>
  km === null ? '' : `&distance=${km}`;

/** The distance of a list query: one of DISTANCES_KM, or null. */
export function distanceOf(query: RawQuery): DistanceKm | null {
  const value = single(query, 'distance');
  if (value === undefined) return null;
  if (!DISTANCES_KM.map(String).includes(value))
    throw new FilterError(`distance must be one of ${DISTANCES_KM.join(', ')} (kilometres).`);
  return Number(value) as DistanceKm;
}

/** A city name in a URL: spaces become '-', commas '--' (spec 02 §7). */
export function encodeLocation(city: string): string {
  return city
    .trim()
    .replace(/\s*,\s*/g, '--')
    .replace(/\s+/g, '-');
}

/** The city name of an encoded location: '--' back to ', ', '-' back to ' '. */
export function decodeLocation(encoded: string): string {
  return encoded
    .split('--')
    .map((part) => part.replace(/-/g, ' ').trim())
    .join(', ');
}

const encodeWord = (value: string | number): string => encodeURIComponent(String(value));

/** `&key=a+b` (or `a,b` for all), nothing when the list is empty. */
export function param(key: string, values: readonly (string | number)[], joiner = '+'): string {
  return values.length === 0 ? '' : `&${key}=${values.map(encodeWord).join(joiner)}`;
}

/** A query read back: every key once, decoded ('+' already read as a space by URL parsers). */
export type RawQuery = Record<string, string | string[] | undefined>;

/** A query string read as a raw query (every key once; repeats kept as lists). */
export function rawQueryOf(search: string): RawQuery {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const raw: RawQuery = {};
  for (const [key, value] of params) {
    const seen = raw[key];
    raw[key] = seen === undefined ? value : ([] as string[]).concat(seen, value);
  }
  return raw;
}

/** Why a filter value was refused; the server answers 400 with it, the SPA drops the value. */
export class FilterError extends Error {}

export function single(query: RawQuery, key: string): string | undefined {
  const value = query[key];
  if (Array.isArray(value)) throw new FilterError(`${key} must be given once.`);
  return value === undefined || value.trim() === '' ? undefined : value;
}

/** Values joined by '+' in the URL. */
export function list(query: RawQuery, key: string, pattern: RegExp, maxLength = 100): string[] {
  const raw = single(query, key);
  if (raw === undefined) return [];
  // URL parsers read '+' as a space, so several values arrive separated by spaces; a literal
  // '+' inside a value ('10+') travels as %2B.
  const values = [...new Set(raw.split(/\s+/).filter((value) => value !== ''))];
  if (values.length > MAX_FILTER_VALUES)
    throw new FilterError(`${key} takes at most ${MAX_FILTER_VALUES} values.`);
  for (const value of values) {
    if (value.length > maxLength || !pattern.test(value))
      throw new FilterError(`${key}: "${value.slice(0, 40)}" is not a valid value.`);
  }
  return values;
}

export const KEY = /^[a-z0-9_+-]{1,64}$/;
export const LOCATION = /^[\p{L}\p{M}0-9.'’-]{1,100}$/u;

export function ids(query: RawQuery, key: string): number[] {
  return list(query, key, ID).map(Number);
}

export function skillsOf(
  query: RawQuery,
  key: string,
): { skills: number[]; operator: SkillsOperator } {
  const raw = single(query, key);
  if (raw === undefined) return { skills: [], operator: 'any' };
  if (raw.includes(',')) {
    const parts = raw.split(',').filter((part) => part.trim() !== '');
    if (parts.length > MAX_FILTER_VALUES)
      throw new FilterError(`${key} takes at most ${MAX_FILTER_VALUES} values.`);
    if (!parts.every((part) => ID.test(part.trim())))
      throw new FilterError(`${key} must be term ids joined by "+" (any) or "," (all).`);
    return { skills: [...new Set(parts.map((part) => Number(part.trim())))], operator: 'all' };
  }
  try {
    return { skills: ids(query, key), operator: 'any' };
  } catch {
    throw new FilterError(`${key} must be term ids joined by "+" (any) or "," (all).`);
  }
}

export function searchOf(query: RawQuery): string {
  const raw = single(query, 'search');
  if (raw === undefined) return '';
  if (raw.length > MAX_SEARCH_LENGTH)
    throw new FilterError(`search takes at most ${MAX_SEARCH_LENGTH} characters.`);
  return raw.split(/\s+/).filter(Boolean).join(' ');
}

/** The page number of a list query (0 when absent). */
export function pageOf(query: RawQuery): number {
  const raw = single(query, 'page');
  if (raw === undefined) return 0;
  if (!/^(0|[1-9][0-9]{0,5})$/.test(raw)) throw new FilterError('page must be a whole number.');
  return Number(raw);
}

/** The address query of a list page: `page={n}&q=1{filters}`. */
export const listQuery = (page: number, encodedFilters: string): string =>
  `page=${page}&q=1${encodedFilters}`;

/** The members of `decoded` that differ from `empty`. */
function changedMembers<F extends object>(decoded: F, empty: F): Partial<F> {
  const changed: Partial<F> = {};
  for (const key of Object.keys(decoded) as (keyof F)[]) {
    if (JSON.stringify(decoded[key]) !== JSON.stringify(empty[key])) changed[key] = decoded[key];
  }
  return changed;
}

/**
 * The page and filters a pasted or stored address query names. A value the server would refuse
 * drops that one filter instead of failing the whole list.
 */
export function readListQuery<F extends object>(
  search: string,
  decode: (query: RawQuery) => F,
  empty: F,
): { page: number; filters: F } {
  const raw = rawQueryOf(search);
  let page: number;
  try {
    page = pageOf(raw);
  } catch {
    page = 0;
  }
  delete raw.page;
  try {
    return { page, filters: decode(raw) };
  } catch (error) {
    if (!(error instanceof FilterError)) throw error;
  }
  const filters = { ...empty };
  for (const key of Object.keys(raw)) {
    try {
      Object.assign(filters, changedMembers(decode({ [key]: raw[key] }), empty));
    } catch {
      // A malformed value of this key is left out.
    }
  }
  return { page, filters };
}
