import { isHttpUrl } from '@contract/urls';
import { MAX_SALARY } from '@contract/reference';
import { MAX_RICH_TEXT, MAX_TEXT, MAX_URL } from '@contract/schemas/inputs';
import { isObject, isValidEmail } from '../http/body';
import type { MemberRule } from './parse';

/*
 * The route schemas (contract/schemas/profiles.ts) check shapes and bounds before these rules
 * run; the rules stay as the handlers' own check of what a schema cannot say (list keys, phone
 * numbers, blank names, http(s) links, decimals) and of every value they store.
 */
export { MAX_RICH_TEXT, MAX_TEXT, MAX_URL };

/**
 * Names, titles, cities: one line of text. A line break in an organization's title would reach
 * invitation mails as a paragraph of its own, which a phisher can fill with anything.
 */
export const ONE_LINE = 'must be a single line of text.';
const LINE_BREAK = /[\r\n\u2028\u2029\u0085]/;
/**
 * Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): in a name or a
 * title they reverse what follows ("Acme\u202Egpj.exe"), in our pages and in every mail that
 * quotes it. Nobody types them; the marks a right-to-left name may need (U+200E, U+200F) stay.
 */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;

/**
 * Why `text` is not a single line as names, titles and cities must be (a line or paragraph
 * break, or a bidirectional control), or null. C0 and C1 controls never get this far: every body
 * is refused for them (http/bodyShape.ts).
 */
export function singleLineProblem(text: string): string | null {
  if (LINE_BREAK.test(text)) return ONE_LINE;
  const bidi = BIDI_CONTROL.exec(text);
  if (bidi) {
    const code = bidi[0].charCodeAt(0).toString(16).toUpperCase();
    return `must not contain a bidirectional control character (U+${code}).`;
  }
  return null;
}

/** A non-empty line of at most {@link MAX_TEXT} characters (names: required when present). */
export const requiredText: MemberRule = (value) => {
  if (typeof value !== 'string') return 'must be a string.';
  if (value.trim() === '') return 'This value should not be blank.';
  if (value.length > MAX_TEXT) return `must be at most ${MAX_TEXT} characters.`;
  return singleLineProblem(value);
};

/** A line of at most {@link MAX_TEXT} characters, or null. */
export const optionalText: MemberRule = (value) => {
  if (value === null) return null;
  if (typeof value !== 'string') return 'must be a string or null.';
  if (value.length > MAX_TEXT) return `must be at most ${MAX_TEXT} characters.`;
  return singleLineProblem(value);
};

export const optionalEmail: MemberRule = (value) => {
  if (value === null || value === '') return null;
  if (typeof value !== 'string') return 'must be a string or null.';
  return isValidEmail(value.trim()) ? null : 'must be a valid email address.';
};

/** Digits with an optional leading +, and the spaces, dashes, dots and brackets people type. */
const PHONE = /^\+?[0-9][0-9 ()./-]{2,30}$/;

/** A phone number (spec 01 §5) or null; `message` is the bundle's wording. */
export function phoneRule(message: string): MemberRule {
  return (value) => {
    if (value === null || value === '') return null;
    if (typeof value !== 'string') return 'must be a string or null.';
    const digits = value.replace(/\D/g, '').length;
    return PHONE.test(value.trim()) && digits >= 3 && digits <= 20 ? null : message;
  };
}

/** '1' or '0' (spec 01 §6 privacy choices). */
export const binaryChoice: MemberRule = (value) =>
  value === '1' || value === '0' ? null : 'must be "1" or "0".';

/**
 * A Drupal link value {uri, title?, options?} with an http(s) address, or null. The title is a
 * short text; `options` may only be empty (Drupal sends `[]` or `{}`): nothing unbounded is kept.
 */
export const linkRule: MemberRule = (value) => {
  if (value === null) return null;
  if (!isObject(value)) return 'must be an object {"uri": "https://..."} or null.';
  const extra = Object.keys(value).filter((key) => !['uri', 'title', 'options'].includes(key));
  if (extra.length > 0) return `unknown member "${extra[0]}".`;
  if (typeof value.uri !== 'string' || value.uri.length > MAX_URL || !isHttpUrl(value.uri)) {
    return 'Please provide a valid url';
  }
  if (value.title !== undefined && value.title !== null) {
    if (typeof value.title !== 'string') return 'title must be a string.';
    if (value.title.length > MAX_TEXT) return `title must be at most ${MAX_TEXT} characters.`;
  }
  const options = value.options;
  const emptyOptions =
    options === undefined ||
    options === null ||
    (Array.isArray(options) && options.length === 0) ||
    (isObject(options) && Object.keys(options).length === 0);
  if (!emptyOptions) return 'options must be empty.';
  return null;
};

/** The stored form of a link that passed {@link linkRule}: {uri, title?}, nothing else. */
export function normalizeLink(value: unknown): { uri: string; title?: string } | null {
  if (!isObject(value)) return null;
  const uri = String(value.uri).trim();
  const title = typeof value.title === 'string' ? value.title.trim() : '';
  return title === '' ? { uri } : { uri, title };
}

/** Rich text {value, format}; the server forces basic_html and sanitizes on write. */
export const formattedTextRule: MemberRule = (value) => {
  if (value === null) return null;
  if (!isObject(value))
    return 'must be an object {"value": "...", "format": "basic_html"} or null.';
  const extra = Object.keys(value).filter((key) => !['value', 'format', 'processed'].includes(key));
  if (extra.length > 0) return `unknown member "${extra[0]}".`;
  if (typeof value.value !== 'string') return 'value must be a string.';
  if (value.value.length > MAX_RICH_TEXT) return `must be at most ${MAX_RICH_TEXT} characters.`;
  if (value.format !== undefined && value.format !== null && typeof value.format !== 'string') {
    return 'format must be a string.';
  }
  return null;
};

/** A list of values out of `allowed` (skill levels). */
export function enumListRule(allowed: readonly string[]): MemberRule {
  return (value) => {
    if (!Array.isArray(value)) return 'must be an array.';
    const bad = value.find((item) => typeof item !== 'string' || !allowed.includes(item));
    return bad === undefined ? null : `"${String(bad)}" is not an allowed value.`;
  };
}

function isAmount(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= 0 &&
    value <= MAX_SALARY &&
    Math.abs(Math.round(value * 100) - value * 100) < 1e-6
  );
}

/** Salary {from, to}: amounts of at most two decimals, or null each. */
export const salaryRule: MemberRule = (value) => {
  if (!isObject(value)) return 'must be an object {"from": number|null, "to": number|null}.';
  const extra = Object.keys(value).filter((key) => key !== 'from' && key !== 'to');
  if (extra.length > 0) return `unknown member "${extra[0]}".`;
  for (const key of ['from', 'to'] as const) {
    const amount = value[key];
    if (amount !== null && amount !== undefined && !isAmount(amount)) {
      return `${key} must be a positive amount with at most two decimals, or null.`;
    }
  }
  return null;
};
