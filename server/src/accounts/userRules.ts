import { isPasswordLongEnough, PASSWORD_TOO_SHORT } from '../auth/password';
import { isObject } from '../http/body';
import { PROFILE_TYPES } from '../profiles/ownershipRepository';
import type { MemberRule } from '../jsonapi/parse';

/** `attributes.pass` of a password change. */
export interface PassChange {
  existing: string;
  value: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `pass` must be exactly {existing, value}, both strings, the new one long enough. */
export const passRule: MemberRule = (value) => {
  if (!isObject(value)) return 'must be an object with "existing" and "value".';
  const extra = Object.keys(value).filter((key) => key !== 'existing' && key !== 'value');
  if (extra.length > 0) return `unknown member "${extra[0]}".`;
  if (typeof value.existing !== 'string' || value.existing === '') {
    return 'the current password ("existing") is required.';
  }
  if (typeof value.value !== 'string') return 'the new password ("value") is required.';
  if (!isPasswordLongEnough(value.value)) return PASSWORD_TOO_SHORT;
  return null;
};

/** The relationship must point at a candidate or employer profile by uuid. */
export const profileReferenceRule: MemberRule = (value) => {
  const expected = `must be {"data": {"type": "${PROFILE_TYPES.join('" or "')}", "id": "<uuid>"}}.`;
  if (!isObject(value) || !isObject(value.data)) return expected;
  const { type, id } = value.data;
  if (!PROFILE_TYPES.includes(type as (typeof PROFILE_TYPES)[number])) return expected;
  if (typeof id !== 'string' || !UUID.test(id)) return expected;
  const extra = Object.keys(value).filter((key) => key !== 'data');
  if (extra.length > 0) return `unknown member "${extra[0]}".`;
  return null;
};
