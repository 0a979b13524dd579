import type { ListFieldName } from '@contract/reference';
import type { MemberRule } from '../jsonapi/parse';
import { isAllowedListValue } from './listFieldOptions';

/** One key of reference list `field` (or null when `nullable`). */
export function listKeyRule(field: ListFieldName, nullable = true): MemberRule {
  return (value) => {
    if (value === null && nullable) return null;
    if (typeof value !== 'string')
      return nullable ? 'must be a string or null.' : 'must be a string.';
    return isAllowedListValue(field, value) ? null : `"${value}" is not an allowed value.`;
  };
}

/** A list of distinct keys of reference list `field`. */
export function listKeysRule(field: ListFieldName, distinct = true): MemberRule {
  return (value) => {
    if (!Array.isArray(value)) return 'must be an array.';
    if (value.some((item) => typeof item !== 'string')) return 'every item must be a string.';
    const bad = value.find((item) => !isAllowedListValue(field, item));
    if (bad !== undefined) return `"${String(bad)}" is not an allowed value.`;
    if (distinct && new Set(value).size !== value.length) return 'values must not repeat.';
    return null;
  };
}

/** An integer key of reference list `field` (company_position codes), or null. */
export function listCodeRule(field: ListFieldName): MemberRule {
  return (value) => {
    if (value === null) return null;
    if (typeof value !== 'number' || !Number.isInteger(value))
      return 'must be a whole number or null.';
    return isAllowedListValue(field, value) ? null : `${value} is not an allowed value.`;
  };
}
