import type { ResourceIdentifier } from '@contract/jsonapi';
import { JOB_MESSAGES, JOB_TYPE, MAX_JOB_SKILLS, isJobActive } from '@contract/jobs';
import { ORGANIZATION_TYPE } from '@contract/organizations';
import type { Db } from '../db/connect';
import { isObject } from '../http/body';
import { ApiError, unprocessable, type Violation } from '../http/errors';
import { parseResourceDocument, type MemberRule } from '../jsonapi/parse';
import {
  manyTerms,
  oneTerm,
  relationshipRule,
  resolveRelationship,
} from '../profiles/relationships';
import { JOB_ATTRIBUTES, REQUIRED_ON_CREATE, latestValidUntil, type JobValues } from './attributes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const COUNTRY = oneTerm('country', 'countryTid');
const SKILLS = manyTerms('technical_skills', 'technicalSkillTids');

const skillsRule: MemberRule = (value) => {
  const problem = relationshipRule(SKILLS)(value);
  if (problem) return problem;
  const data = (value as { data: unknown[] }).data;
  if (data.length === 0) return JOB_MESSAGES.required;
  return data.length > MAX_JOB_SKILLS ? `must hold at most ${MAX_JOB_SKILLS} skills.` : null;
};

const organizationRule: MemberRule = (value) => {
  if (!isObject(value) || !('data' in value)) return 'must be an object with "data".';
  const { data } = value;
  if (!isObject(data)) return JOB_MESSAGES.required;
  if (data.type !== ORGANIZATION_TYPE) return `must point at a ${ORGANIZATION_TYPE} resource.`;
  if (typeof data.id !== 'string' || !UUID.test(data.id)) return 'the id must be a uuid.';
  return null;
};

const RELATIONSHIP_RULES: Record<string, MemberRule> = {
  field_hiring_organization: organizationRule,
  field_job_country: relationshipRule(COUNTRY),
  field_technical_skills: skillsRule,
};

const ATTRIBUTE_RULES = Object.fromEntries(
  Object.entries(JOB_ATTRIBUTES).map(([name, spec]) => [name, spec.rule]),
);

/** The values of a new job before the first write. */
export function emptyJobValues(currency: string): JobValues {
  return {
    title: '',
    description: null,
    experienceRequirements: null,
    currency,
    salaryFrom: null,
    salaryTo: null,
    cityName: null,
    state: null,
    countryTid: null,
    remoteJob: 'no',
    employmentType: null,
    professionalExperience: null,
    applyUrl: null,
    identifier: null,
    applicationMethod: null,
    validUntil: null,
    technicalSkillTids: [],
  };
}

/** The result of reading a job document: the values after the change and the organization. */
export interface JobChange {
  values: JobValues;
  /** The uuid `field_hiring_organization` names (POST), or undefined when not sent. */
  organizationUuid: string | undefined;
}

/**
 * Reads a POST or PATCH document of a job and returns its values after the change. Only the
 * members sent change; every problem becomes one 422 violation with a pointer, and nothing is
 * written here. `current` is the stored job (PATCH) or undefined (POST).
 */
export async function readJobChange(
  db: Db,
  uid: number,
  body: unknown,
  current: { uuid: string; values: JobValues } | undefined,
  now: Date,
): Promise<JobChange> {
  const problems: Violation[] = [];
  const required = (name: string, kind: 'attributes' | 'relationships') =>
    problems.push({
      detail: `${name}: ${JOB_MESSAGES.required}`,
      pointer: `/data/${kind}/${name}`,
    });
  if (!current) {
    const data = isObject(body) && isObject(body.data) ? body.data : {};
    const sent = (kind: 'attributes' | 'relationships') =>
      isObject(data[kind]) ? (data[kind] as Record<string, unknown>) : {};
    for (const name of REQUIRED_ON_CREATE)
      if (sent('attributes')[name] === undefined) required(name, 'attributes');
    for (const name of ['field_technical_skills', 'field_hiring_organization'])
      if (sent('relationships')[name] === undefined) required(name, 'relationships');
  }
  let parsed: ReturnType<typeof parseResourceDocument>;
  try {
    parsed = parseResourceDocument(body, {
      type: JOB_TYPE,
      ...(current ? { id: current.uuid } : {}),
      attributes: ATTRIBUTE_RULES,
      relationships: RELATIONSHIP_RULES,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 422 && problems.length > 0)
      throw unprocessable([...problems, ...error.violations]);
    throw error;
  }
  const values: JobValues = current ? { ...current.values } : emptyJobValues('USD');
  for (const [name, value] of Object.entries(parsed.attributes))
    JOB_ATTRIBUTES[name].write(values, value);
  for (const [name, spec] of [
    ['field_job_country', COUNTRY],
    ['field_technical_skills', SKILLS],
  ] as const) {
    const value = parsed.relationships[name];
    if (value === undefined) continue;
    const resolved = await resolveRelationship(db, uid, spec, value);
    if ('problem' in resolved) {
      problems.push({
        detail: `${name}: ${resolved.problem}`,
        pointer: `/data/relationships/${name}`,
      });
      continue;
    }
    values[spec.key] = resolved.value ?? (spec.many ? [] : null);
  }
  const organization = parsed.relationships.field_hiring_organization as
    { data: ResourceIdentifier } | undefined;
  const organizationUuid = organization?.data.id.toLowerCase();

  // Rules over several fields, on the merged record (spec 02 §5).
  if (values.remoteJob !== 'remote' && values.cityName === null)
    problems.push({
      detail: `field_job_city_name: ${JOB_MESSAGES.required}`,
      pointer: '/data/attributes/field_job_city_name',
    });
  const validUntil = parsed.attributes.field_valid_until;
  if (typeof values.validUntil === 'string' && validUntil !== undefined) {
    const changed = current?.values.validUntil !== validUntil;
    if (changed && !isJobActive(values.validUntil, now))
      problems.push({
        detail: 'field_valid_until: must be today or a later day.',
        pointer: '/data/attributes/field_valid_until',
      });
    else if (values.validUntil > latestValidUntil(now))
      problems.push({
        detail: 'field_valid_until: must be at most a year ahead.',
        pointer: '/data/attributes/field_valid_until',
      });
  }
  if (problems.length > 0) throw unprocessable(problems);
  return { values, organizationUuid };
}
