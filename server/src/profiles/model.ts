import type { ProfileBundle } from '@contract/profiles';
import type { Db } from '../db/connect';
import type { Violation } from '../http/errors';
import type { MemberRule } from '../jsonapi/parse';
import { normalizeLink } from './rules';
import type { RelationshipSpec } from './relationships';

/**
 * A profile's changeable values, keyed by storage name (table columns, plus the skill lists of
 * candidates). Each bundle definition knows the exact keys; the shared route code only moves
 * values between the API fields and this bag.
 */
export type ProfileValues = Record<string, unknown>;

/** A stored profile as the routes see it. */
export interface StoredProfile {
  nid: number;
  uuid: string;
  uid: number;
  created: Date;
  changed: Date;
  values: ProfileValues;
}

/** One JSON:API attribute: its shape rule and how it maps onto the stored values. */
export interface AttributeSpec {
  rule: MemberRule;
  /** Stores a value that passed `rule` (normalized: trimmed, sanitized, '' as null). */
  write(values: ProfileValues, value: unknown): void;
  read(values: ProfileValues): unknown;
}

/** Everything the shared profile routes need to know about one bundle. */
export interface BundleDefinition {
  bundle: ProfileBundle;
  type: string;
  /** Whether a user with these roles may have (create) this kind of profile. */
  mayOwn(roles: readonly string[]): boolean;
  attributes: Record<string, AttributeSpec>;
  relationships: Record<string, RelationshipSpec>;
  /** Include paths the GET routes accept, besides `uid`. */
  includes: readonly string[];
  /** Attributes a new profile must carry. */
  requiredOnCreate: readonly string[];
  /** Values of a profile before its first write. */
  emptyValues(): ProfileValues;
  /** Rules over several fields, checked on the merged record; one violation each. */
  crossCheck(values: ProfileValues): Violation[];
  findByUuid(db: Db, uuid: string): Promise<StoredProfile | undefined>;
  findByUid(db: Db, uid: number): Promise<StoredProfile | undefined>;
  insert(
    db: Db,
    input: { uuid: string; uid: number; values: ProfileValues },
    now: Date,
  ): Promise<void>;
  update(db: Db, nid: number, values: ProfileValues, now: Date): Promise<void>;
  /** Locks the profile row for the rest of the transaction `db`. */
  lock(db: Db, nid: number): Promise<void>;
}

/** An attribute stored as-is in one value (texts are trimmed, '' kept as null). */
export function plain(key: string, rule: MemberRule): AttributeSpec {
  return {
    rule,
    write(values, value) {
      const text = typeof value === 'string' ? value.trim() : value;
      values[key] = text === '' ? null : text;
    },
    read: (values) => values[key] ?? null,
  };
}

/** A link attribute: checked by `rule`, stored as {uri, title?} only. */
export function linkAttribute(key: string, rule: MemberRule): AttributeSpec {
  return {
    rule,
    write(values, value) {
      values[key] = normalizeLink(value);
    },
    read: (values) => values[key] ?? null,
  };
}

/**
 * `title`: derived from first and last name on every write. Clients may send it (the SPA sends
 * the whole profile); a string is accepted and ignored.
 */
export const derivedTitle: AttributeSpec = {
  rule: (value) => (typeof value === 'string' || value === null ? null : 'must be a string.'),
  write: () => undefined,
  read: (values) => values.title,
};
