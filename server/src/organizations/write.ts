import type { Db } from '../db/connect';
import { isObject } from '../http/body';
import { ApiError, unprocessable, type Violation } from '../http/errors';
import { parseResourceDocument } from '../jsonapi/parse';
import { ORGANIZATION_MESSAGES, ORGANIZATION_TYPE } from '@contract/organizations';
import { REQUIRED_ON_CREATE, WRITABLE_ATTRIBUTES, type OrganizationValues } from './attributes';
import {
  IMAGE_RELATIONSHIPS,
  RELATIONSHIP_RULES,
  resolveImages,
  resolveTerms,
} from './relationships';
import { emptyOrganizationValues } from './repository';

const RULES = Object.fromEntries(
  Object.entries(WRITABLE_ATTRIBUTES).map(([name, spec]) => [name, spec.rule]),
);

/**
 * Reads a POST or PATCH document of an organization and returns its values after the change.
 * Only the members sent change; every problem becomes one 422 violation with a pointer, and
 * nothing is written here. `current` is the stored organization (PATCH) or undefined (POST).
 */
export async function readOrganizationChange(
  db: Db,
  uid: number,
  body: unknown,
  current: { uuid: string; values: OrganizationValues } | undefined,
): Promise<OrganizationValues> {
  const problems: Violation[] = [];
  const required = (name: string, kind: 'attributes' | 'relationships') =>
    problems.push({
      detail: `${name}: ${ORGANIZATION_MESSAGES.required}`,
      pointer: `/data/${kind}/${name}`,
    });
  if (!current) {
    // Missing members are reported together with the shape problems of the ones sent.
    const data = isObject(body) && isObject(body.data) ? body.data : {};
    const sent = (kind: 'attributes' | 'relationships') =>
      isObject(data[kind]) ? (data[kind] as Record<string, unknown>) : {};
    for (const name of REQUIRED_ON_CREATE) {
      if (sent('attributes')[name] === undefined) required(name, 'attributes');
    }
    if (sent('relationships').field_logo === undefined) required('field_logo', 'relationships');
  }
  let parsed: ReturnType<typeof parseResourceDocument>;
  try {
    parsed = parseResourceDocument(body, {
      type: ORGANIZATION_TYPE,
      ...(current ? { id: current.uuid } : {}),
      attributes: RULES,
      relationships: RELATIONSHIP_RULES,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 422 && problems.length > 0) {
      throw unprocessable([...problems, ...error.violations]);
    }
    throw error;
  }
  const values = current ? { ...current.values } : emptyOrganizationValues();
  for (const [name, value] of Object.entries(parsed.attributes)) {
    WRITABLE_ATTRIBUTES[name].write(values, value);
  }
  for (const [name, value] of Object.entries(parsed.relationships)) {
    const resolved =
      name in IMAGE_RELATIONSHIPS
        ? await resolveImages(
            db,
            uid,
            current?.values,
            name as keyof typeof IMAGE_RELATIONSHIPS,
            value,
          )
        : await resolveTerms(db, uid, name, value);
    if ('problem' in resolved) {
      problems.push({
        detail: `${name}: ${resolved.problem}`,
        pointer: `/data/relationships/${name}`,
      });
      continue;
    }
    const key =
      name in IMAGE_RELATIONSHIPS
        ? IMAGE_RELATIONSHIPS[name as keyof typeof IMAGE_RELATIONSHIPS].key
        : undefined;
    if (key) values[key] = resolved.value ?? (key === 'cultureImageFids' ? [] : null);
    else Object.assign(values, termValue(name, resolved.value));
  }
  // The logo is required (spec 02 §5): it may be replaced, never removed.
  if (parsed.relationships.field_logo !== undefined && values.logoFid === null)
    required('field_logo', 'relationships');
  if (problems.length > 0) throw unprocessable(problems);
  return values;
}

const TERM_KEYS: Record<string, string> = {
  field_technical_skills: 'technicalSkillTids',
  field_benefits: 'benefitTids',
  field_industry: 'industryTids',
  field_hiring_location: 'hiringLocationTid',
};

function termValue(name: string, value: number | null | number[]): OrganizationValues {
  const key = TERM_KEYS[name];
  return { [key]: value ?? (key === 'hiringLocationTid' ? null : []) };
}
