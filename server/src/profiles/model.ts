import type { ProfileBundle } from '@contract/profiles';
import type { Db } from '../db/connect';
import type { Violation } from '../http/errors';
import type { AttributeSpec, AttributeValues } from '../jsonapi/attributes';
import type { RelationshipSpec } from './relationships';

/** A stored profile as the routes see it. */
export interface StoredProfile {
  nid: number;
  uuid: string;
  uid: number;
  created: Date;
  changed: Date;
  values: AttributeValues;
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
  emptyValues(): AttributeValues;
  /** Rules over several fields, checked on the merged record; one violation each. */
  crossCheck(values: AttributeValues): Violation[];
  findByUuid(db: Db, uuid: string): Promise<StoredProfile | undefined>;
  findByUid(db: Db, uid: number): Promise<StoredProfile | undefined>;
  insert(
    db: Db,
    input: { uuid: string; uid: number; values: AttributeValues },
    now: Date,
  ): Promise<void>;
  update(db: Db, nid: number, values: AttributeValues, now: Date): Promise<void>;
  /** Locks the profile row for the rest of the transaction `db`. */
  lock(db: Db, nid: number): Promise<void>;
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
