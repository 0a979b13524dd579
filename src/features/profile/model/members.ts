/**
 * A profile change as a flat map of members ("attributes/field_x", "relationships/field_y"),
 * so changes can be compared, merged and sent member by member.
 */
import type { ProfileChange } from '@/api/profileApi';

export type Members = Record<string, unknown>;

const ATTRIBUTE = 'attributes/';
const RELATIONSHIP = 'relationships/';

/** Rebuilds a change from members. */
export function fromMembers(members: Members): ProfileChange {
  const change: Required<ProfileChange> = { attributes: {}, relationships: {} };
  for (const [key, value] of Object.entries(members)) {
    if (key.startsWith(ATTRIBUTE)) change.attributes[key.slice(ATTRIBUTE.length)] = value;
    else change.relationships[key.slice(RELATIONSHIP.length)] = value as never;
  }
  return change;
}

/** The members of `next` whose value differs from `previous` (compared as JSON). */
export function changedMembers(previous: Members, next: Members): Members {
  const changed: Members = {};
  for (const [key, value] of Object.entries(next)) {
    if (JSON.stringify(previous[key]) !== JSON.stringify(value)) changed[key] = value;
  }
  return changed;
}
