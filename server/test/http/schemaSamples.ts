/**
 * Values made from JSON Schemas for the fuzz test: `sample` makes one that the schema accepts
 * (for the subset of JSON Schema our route schemas use), `mutate` breaks one in a way a careless
 * or hostile client would. Seeded, so a failure can be replayed with the seed it prints.
 */
import { randomUUID } from 'node:crypto';

export type Schema = Record<string, unknown>;

/** mulberry32: small, fast, good enough to pick cases. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Dice {
  random: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (p: number) => boolean;
}

export function dice(seed: number): Dice {
  const random = rng(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  return {
    random,
    int,
    pick: (items) => items[int(0, items.length - 1)],
    chance: (p) => random() < p,
  };
}

const WORDS = [
  'Ada',
  'Grace',
  'Berlin',
  'TypeScript',
  'senior',
  'remote',
  'Zürich',
  '東京',
  'data',
];

function sampleString(schema: Schema, d: Dice): string {
  const min = Number(schema.minLength ?? 0);
  const max = Math.min(Number(schema.maxLength ?? 40), Math.max(min, 40));
  switch (schema.format) {
    case 'uuid':
      return randomUUID();
    case 'date-time':
      return new Date(Date.UTC(2026, d.int(0, 11), d.int(1, 28), d.int(0, 23))).toISOString();
    case 'date':
      return `2027-${String(d.int(1, 12)).padStart(2, '0')}-${String(d.int(1, 28)).padStart(2, '0')}`;
    case 'email':
      return `fuzz.${d.int(1, 1e6)}@example.test`;
    case 'uri':
      return `https://example.test/${d.int(1, 1000)}`;
  }
  if (typeof schema.pattern === 'string') {
    if (/^\^\[0-9\]/.test(schema.pattern)) return String(d.int(1, 99_999));
    if (schema.pattern.startsWith('^taxonomy_term--')) return 'taxonomy_term--country';
  }
  let text = '';
  while (text.length < min) text += `${d.pick(WORDS)} `;
  if (text.length === 0 && d.chance(0.8)) text = d.pick(WORDS);
  return text.slice(0, max);
}

/** A value `schema` accepts (most of the time: patterns and cross-member rules are guessed). */
export function sample(schema: unknown, d: Dice, depth = 0): unknown {
  if (typeof schema !== 'object' || schema === null) return null;
  const s = schema as Schema;
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return d.pick(s.enum);
  const union = (s.anyOf ?? s.oneOf) as unknown[] | undefined;
  if (union) return sample(d.pick(union), d, depth + 1);
  const type = Array.isArray(s.type) ? d.pick(s.type as string[]) : s.type;
  switch (type) {
    case 'string':
      return sampleString(s, d);
    case 'integer':
    case 'number': {
      const min = Number(s.minimum ?? 0);
      const max = Math.min(Number(s.maximum ?? min + 1000), min + 1000);
      const value = d.int(min, max);
      return type === 'number' && d.chance(0.3) ? value + 0.5 : value;
    }
    case 'boolean':
      return d.chance(0.5);
    case 'null':
      return null;
    case 'array': {
      if (Array.isArray(s.prefixItems))
        return s.prefixItems.map((item) => sample(item, d, depth + 1));
      const min = Number(s.minItems ?? 0);
      const max = Math.min(Number(s.maxItems ?? 3), min + 3);
      const count = depth > 6 ? min : d.int(min, max);
      return Array.from({ length: count }, () => sample(s.items, d, depth + 1));
    }
    case 'object':
    case undefined: {
      const properties = (s.properties ?? {}) as Record<string, unknown>;
      const required = new Set((s.required ?? []) as string[]);
      const value: Record<string, unknown> = {};
      for (const [name, member] of Object.entries(properties)) {
        if (required.has(name) || (depth < 6 && d.chance(0.5)))
          value[name] = sample(member, d, depth + 1);
      }
      const patterns = s.patternProperties as Record<string, unknown> | undefined;
      if (patterns && depth < 6) {
        const member = Object.values(patterns)[0];
        for (let i = d.int(0, 2); i > 0; i--)
          value[`key${d.int(1, 99)}`] = sample(member, d, depth + 1);
      }
      return value;
    }
    default:
      return null;
  }
}

const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\uD800',
  '\u202Egnp.exe',
  '𝕏'.repeat(300),
  "'; DROP TABLE users; --",
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '%00%2e%2e%2f',
  '{"$ne": null}',
  '1e309',
  '-1',
  'NaN',
];

const WRONG_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 53 + 1,
  'text',
  [],
  [1, 'two'],
  {},
  { nested: { deeper: [null] } },
];

/** A huge or odd string, a wrong type, or an unknown member somewhere in `value`. */
export function mutate(value: unknown, d: Dice): unknown {
  const kind = d.int(0, 5);
  if (kind === 0) return d.pick(WRONG_VALUES);
  if (kind === 1)
    return d.chance(0.5) ? 'x'.repeat(d.pick([256, 5_000, 200_000])) : d.pick(ODD_STRINGS);
  if (typeof value !== 'object' || value === null) {
    return d.chance(0.5) ? d.pick(WRONG_VALUES) : d.pick(ODD_STRINGS);
  }
  if (Array.isArray(value)) {
    if (value.length === 0 || kind === 2) return [...value, d.pick(WRONG_VALUES)];
    const copy = [...value];
    const i = d.int(0, copy.length - 1);
    copy[i] = mutate(copy[i], d);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  const keys = Object.keys(copy);
  if (kind === 2 || keys.length === 0) {
    copy[d.pick(['unknown', 'roles', 'uid', '__proto__x', 'status', 'password_hash'])] =
      d.pick(WRONG_VALUES);
    return copy;
  }
  const key = d.pick(keys);
  if (kind === 3) {
    delete copy[key];
    return copy;
  }
  copy[key] = mutate(copy[key], d);
  return copy;
}

/** Query parameters a hostile client adds: JSON:API operators, paging and sorting gone wrong. */
export const ODD_QUERY: [string, string][] = [
  ['filter[status][condition][operator]', 'DROP'],
  ['filter[field_x][condition][path]', 'uid.pass'],
  ['filter[uid.id]', "' OR 1=1 --"],
  ['page[limit]', '-1'],
  ['page[offset]', '99999999999999999999'],
  ['sort', '-pass;DELETE'],
  ['include', '../../uid,uid.roles'],
  ['fields[user--user]', 'pass,mail'],
  ['_format', 'xml'],
  ['org_id', '0x10'],
  ['items_per_page', '1e9'],
];
