import { isHttpUrl } from '@contract/urls';
import { JOB_MESSAGES, MAX_JOB_TITLE, MAX_VALIDITY_DAYS } from '@contract/jobs';
import { MAX_SALARY } from '@contract/reference';
import { isObject } from '../http/body';
import type { MemberRule } from '../jsonapi/parse';
import type { AttributeSpec, AttributeValues } from '../jsonapi/attributes';
import { plain } from '../jsonapi/attributes';
import {
  formattedTextRule,
  MAX_URL,
  singleLineProblem,
  optionalText,
} from '../jsonapi/memberRules';
import { listKeyRule } from '../reference/listKeyRules';
import { BASIC_HTML_FORMAT, sanitizeBasicHtml } from '../sanitize/sanitizeBasicHtml';

/** A job's changeable values, keyed by the drizzle names of `jobs`. */
export type JobValues = AttributeValues;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD. */
export function isCalendarDay(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The last day a job may be valid when saved on `today` (YYYY-MM-DD). */
export function latestValidUntil(today: Date): string {
  return new Date(today.getTime() + MAX_VALIDITY_DAYS * 86_400_000).toISOString().slice(0, 10);
}

const title: AttributeSpec = {
  rule: (value) => {
    if (typeof value !== 'string' || value.trim() === '') return JOB_MESSAGES.required;
    const line = singleLineProblem(value);
    if (line) return line;
    return value.length > MAX_JOB_TITLE ? `must be at most ${MAX_JOB_TITLE} characters.` : null;
  },
  write(values, value) {
    values.title = (value as string).trim();
  },
  read: (values) => values.title,
};

function richText(key: string, required: boolean): AttributeSpec {
  return {
    rule: (value) => {
      if (value === null) return required ? JOB_MESSAGES.required : null;
      const problem = formattedTextRule(value);
      if (problem !== null) return problem;
      if (required && plainText(sanitizeBasicHtml((value as { value: string }).value)) === '')
        return JOB_MESSAGES.required;
      return null;
    },
    write(values, value) {
      const text = (value as { value: string } | null)?.value ?? '';
      const clean = sanitizeBasicHtml(text).trim();
      values[key] = plainText(clean) === '' ? null : clean;
    },
    read: (values) =>
      values[key] == null ? null : { value: values[key], format: BASIC_HTML_FORMAT },
  };
}

/** The words of basic_html without its markup, to tell an empty editor from real text. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .trim();
}

const requiredKey = (field: Parameters<typeof listKeyRule>[0]): MemberRule => {
  const rule = listKeyRule(field, false);
  return (value) => (value === null || value === '' ? JOB_MESSAGES.required : rule(value));
};

const salary: AttributeSpec = {
  rule: (value) => {
    if (value === null) return null;
    if (!isObject(value)) return 'must be an object {"from": number|null, "to": number|null}.';
    const extra = Object.keys(value).filter((key) => key !== 'from' && key !== 'to');
    if (extra.length > 0) return `unknown member "${extra[0]}".`;
    for (const key of ['from', 'to'] as const) {
      const amount = value[key];
      if (amount === null || amount === undefined) continue;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 0)
        return `${key} must be a whole positive amount (digits only), or null.`;
      if (amount > MAX_SALARY) return `${key} must be at most ${MAX_SALARY}.`;
    }
    const { from, to } = value as { from?: number | null; to?: number | null };
    if ((from ?? null) !== null && (to ?? null) !== null && (from as number) > (to as number))
      return JOB_MESSAGES.salary;
    // One bound without the other is no range (spec 02 §5: "Both values are required").
    if (((from ?? null) === null) !== ((to ?? null) === null)) return JOB_MESSAGES.salary;
    return null;
  },
  write(values, value) {
    const range = value as { from?: number | null; to?: number | null } | null;
    values.salaryFrom = range?.from ?? null;
    values.salaryTo = range?.to ?? null;
  },
  read: (values) =>
    values.salaryFrom === null && values.salaryTo === null
      ? null
      : { from: values.salaryFrom, to: values.salaryTo },
};

const applyUrl: AttributeSpec = {
  rule: (value) => {
    if (value === null || value === '') return null;
    if (typeof value !== 'string') return 'must be a string or null.';
    return value.length <= MAX_URL && isHttpUrl(value.trim()) ? null : JOB_MESSAGES.url;
  },
  write(values, value) {
    const text = typeof value === 'string' ? value.trim() : '';
    values.applyUrl = text === '' ? null : text;
  },
  read: (values) => values.applyUrl,
};

const trimmed = (key: string): AttributeSpec => ({
  rule: optionalText,
  write(values, value) {
    const text = typeof value === 'string' ? value.trim() : '';
    values[key] = text === '' ? null : text;
  },
  read: (values) => values[key],
});

const validUntil: AttributeSpec = {
  rule: (value) => {
    if (value === null || value === '') return JOB_MESSAGES.required;
    if (typeof value !== 'string' || !isCalendarDay(value))
      return 'must be a date written YYYY-MM-DD.';
    return null;
  },
  write(values, value) {
    values.validUntil = value;
  },
  read: (values) => values.validUntil,
};

/** Every attribute a client may write, with its rule and storage. */
export const JOB_ATTRIBUTES: Record<string, AttributeSpec> = {
  title,
  field_description: richText('description', true),
  field_experience_requirements: richText('experienceRequirements', false),
  field_currency: plain('currency', listKeyRule('currency', false)),
  field_base_salary_year: salary,
  field_job_city_name: trimmed('cityName'),
  field_job_state: trimmed('state'),
  field_remote_job: plain('remoteJob', requiredKey('remote_job')),
  field_employment_type: plain('employmentType', requiredKey('employment_type')),
  field_professional_experience: plain(
    'professionalExperience',
    listKeyRule('professional_experience'),
  ),
  field_apply_url: applyUrl,
  field_identifier: trimmed('identifier'),
  field_valid_until: validUntil,
  field_application_method: plain('applicationMethod', listKeyRule('application_method')),
};

/** What a new job must carry (spec 02 §5). */
export const REQUIRED_ON_CREATE = [
  'title',
  'field_description',
  'field_employment_type',
  'field_valid_until',
] as const;
