import { ADD_ADMIN_MESSAGES, type AddSharedAccessUserRequest } from '@contract/organizations';
import { isObject, isValidEmail } from '../http/body';
import { ApiError } from '../http/errors';
import { isAllowedListValue } from '../reference/listFieldOptions';
import { singleLineProblem } from '../jsonapi/memberRules';
import { parseId } from '../http/ids';

/** At most this many people manage one organization. */
export const MAX_MEMBERS = 50;
/** Invitations and additions one organization may send per day (mail to others' addresses). */
export const ADDITIONS_PER_DAY = 20;

const MAX_NAME = 255;

/**
 * Reads the add-admin body (spec 02 §5 "Add-admin"): first and last name, email and company
 * position are required; messages are the form's. One 422 with the first problem per field.
 */
export function readNewAdmin(body: unknown): AddSharedAccessUserRequest {
  if (!isObject(body)) throw new ApiError(400, 'The request body must be a JSON object.');
  const known = ['first_name', 'last_name', 'email', 'field_company_position'];
  const unknown = Object.keys(body).find((key) => !known.includes(key));
  if (unknown) throw new ApiError(422, `Unknown field "${unknown}".`);
  const problems: string[] = [];
  const text = (name: string): string => {
    const value = body[name];
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`${name}: ${ADD_ADMIN_MESSAGES.required}`);
      return '';
    }
    if (value.length > MAX_NAME) problems.push(`${name}: at most ${MAX_NAME} characters.`);
    const line = singleLineProblem(value);
    if (line) problems.push(`${name}: ${line}`);
    return value.trim();
  };
  const first = text('first_name');
  const last = text('last_name');
  const email = text('email');
  if (email && (email.length > MAX_NAME || !isValidEmail(email)))
    problems.push(`email: ${ADD_ADMIN_MESSAGES.email}`);
  const rawPosition = body.field_company_position;
  const position = typeof rawPosition === 'string' ? Number(rawPosition) : rawPosition;
  if (rawPosition === undefined || rawPosition === null || rawPosition === '') {
    problems.push(`field_company_position: ${ADD_ADMIN_MESSAGES.required}`);
  } else if (
    typeof position !== 'number' ||
    !Number.isInteger(position) ||
    !isAllowedListValue('company_position', position)
  ) {
    problems.push('field_company_position: is not an allowed value.');
  }
  if (problems.length > 0) throw new ApiError(422, problems.join(' '));
  return {
    first_name: first,
    last_name: last,
    email,
    field_company_position: position as number,
  };
}

/** A uid route parameter; anything else names nobody. */
export function parseUid(raw: string): number | null {
  return parseId(raw);
}
