import {
  BILLING_FIELDS,
  COLOR_PATTERN,
  COMPANY_FACT_LIMITS,
  COMPANY_FACT_MESSAGES,
  REMOTE_POLICIES,
  MAX_VIDEOS,
  ORGANIZATION_MESSAGES,
  youtubeVideoId,
  type BillingField,
} from '@contract/organizations';
import { isObject, isValidEmail } from '../http/body';
import type { MemberRule } from '../jsonapi/parse';
import type { AttributeSpec, AttributeValues } from '../jsonapi/attributes';
import { linkAttribute, plain } from '../jsonapi/attributes';
import {
  formattedTextRule,
  linkRule,
  MAX_TEXT,
  MAX_URL,
  optionalText,
  phoneRule,
  singleLineProblem,
  requiredText,
} from '../jsonapi/memberRules';
import { listKeyRule } from '../reference/listKeyRules';
import { BASIC_HTML_FORMAT, sanitizeBasicHtml } from '../sanitize/sanitizeBasicHtml';

/** An organization's changeable values, keyed by the drizzle names of `organizations`. */
export type OrganizationValues = AttributeValues;

const requiredEmail: MemberRule = (value) => {
  if (typeof value !== 'string' || value.trim() === '') return ORGANIZATION_MESSAGES.required;
  if (value.length > MAX_TEXT || !isValidEmail(value.trim())) return ORGANIZATION_MESSAGES.email;
  return null;
};

const optionalEmailRule: MemberRule = (value) => {
  if (value === null || value === '') return null;
  if (typeof value !== 'string') return 'must be a string or null.';
  return value.length <= MAX_TEXT && isValidEmail(value.trim())
    ? null
    : ORGANIZATION_MESSAGES.email;
};

const hiresNeeded: MemberRule = (value) => {
  if (value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value)) return 'must be a whole number.';
  return value >= 0 && value <= 1_000_000 ? null : ORGANIZATION_MESSAGES.hiresNeeded;
};

/** A whole number from `min` to `max`, or null. */
const boundedInteger =
  (min: number, max: () => number, message: string): MemberRule =>
  (value) => {
    if (value === null) return null;
    if (typeof value !== 'number' || !Number.isInteger(value)) return 'must be a whole number.';
    return value >= min && value <= max() ? null : message;
  };

const optionalBoolean: MemberRule = (value) =>
  value === null || typeof value === 'boolean' ? null : 'must be true, false or null.';

const remotePolicy: MemberRule = (value) =>
  value === null || (typeof value === 'string' && value in REMOTE_POLICIES)
    ? null
    : `must be one of ${Object.keys(REMOTE_POLICIES).join(', ')}.`;

const payEquityStatement: MemberRule = (value) => {
  if (value === null) return null;
  if (typeof value !== 'string') return 'must be a string or null.';
  return value.trim().length <= COMPANY_FACT_LIMITS.payEquityStatement
    ? null
    : COMPANY_FACT_MESSAGES.statement;
};

/** A calendar date 'YYYY-MM-DD' that exists and is not after today (UTC). */
const pastDate: MemberRule = (value) => {
  if (value === null) return null;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value))
    return COMPANY_FACT_MESSAGES.asOf;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value)
    return COMPANY_FACT_MESSAGES.asOf;
  return value <= new Date().toISOString().slice(0, 10) ? null : COMPANY_FACT_MESSAGES.asOf;
};

const thisYear = () => new Date().getUTCFullYear();

/** The company facts (see contract/organizations.ts): public, each optional. */
const COMPANY_FACTS: Record<string, AttributeSpec> = {
  field_parental_leave_weeks: plain(
    'parentalLeaveWeeks',
    boundedInteger(
      COMPANY_FACT_LIMITS.parentalLeaveWeeks.min,
      () => COMPANY_FACT_LIMITS.parentalLeaveWeeks.max,
      COMPANY_FACT_MESSAGES.parentalLeaveWeeks,
    ),
  ),
  field_parental_leave_all_parents: plain('parentalLeaveAllParents', optionalBoolean),
  field_flexible_hours: plain('flexibleHours', optionalBoolean),
  field_part_time_possible: plain('partTimePossible', optionalBoolean),
  field_remote_policy: plain('remotePolicy', remotePolicy),
  field_childcare_support: plain('childcareSupport', optionalBoolean),
  field_pay_equity_statement: plain('payEquityStatement', payEquityStatement),
  field_pay_equity_audit_year: plain(
    'payEquityAuditYear',
    boundedInteger(COMPANY_FACT_LIMITS.auditYear.min, thisYear, COMPANY_FACT_MESSAGES.auditYear),
  ),
  field_women_in_tech_percent: plain(
    'womenInTechPercent',
    boundedInteger(0, () => 100, COMPANY_FACT_MESSAGES.percent),
  ),
  field_women_in_leadership_percent: plain(
    'womenInLeadershipPercent',
    boundedInteger(0, () => 100, COMPANY_FACT_MESSAGES.percent),
  ),
  field_women_share_as_of: plain('womenShareAsOf', pastDate),
};

/** Read only: when a company fact last changed (a database trigger keeps it). */
const factsUpdated: AttributeSpec = {
  rule: () => 'is set by the server.',
  write() {},
  read: (values) => {
    const value = values.factsUpdated as Date | string | null | undefined;
    return value ? new Date(value).toISOString() : null;
  },
};

const colorRule: MemberRule = (value) =>
  typeof value === 'string' && COLOR_PATTERN.test(value)
    ? null
    : 'must be a colour like "#1a2b3c".';

/** field_video: a list of {input, video_id} where the input is one YouTube video link. */
const videoRule: MemberRule = (value) => {
  if (!Array.isArray(value)) return 'must be an array.';
  if (value.length > MAX_VIDEOS) return `must hold at most ${MAX_VIDEOS} videos.`;
  for (const item of value) {
    if (!isObject(item)) return 'every video must be an object {"input", "video_id"}.';
    const extra = Object.keys(item).filter((key) => key !== 'input' && key !== 'video_id');
    if (extra.length > 0) return `unknown member "${extra[0]}".`;
    if (typeof item.input !== 'string' || item.input.length > MAX_URL)
      return ORGANIZATION_MESSAGES.youtube;
    const id = youtubeVideoId(item.input);
    if (id === null) return ORGANIZATION_MESSAGES.youtube;
    if (item.video_id !== undefined && item.video_id !== id)
      return 'video_id must be the id of the linked video.';
  }
  return null;
};

/** A link rule with the organization form's wording for a bad address. */
const orgLink: MemberRule = (value) => {
  const problem = linkRule(value);
  return problem === 'Please provide a valid url' ? ORGANIZATION_MESSAGES.url : problem;
};

function richText(key: string, required = false): AttributeSpec {
  return {
    rule: (value) => {
      if (required && (value === null || !isObject(value) || typeof value.value !== 'string'))
        return ORGANIZATION_MESSAGES.required;
      const problem = formattedTextRule(value);
      if (problem) return problem;
      if (required && sanitizeBasicHtml((value as { value: string }).value).trim() === '')
        return ORGANIZATION_MESSAGES.required;
      return null;
    },
    write(values, value) {
      const text = (value as { value: string } | null)?.value ?? '';
      const clean = sanitizeBasicHtml(text).trim();
      values[key] = clean === '' ? null : clean;
    },
    read: (values) =>
      values[key] == null ? null : { value: values[key], format: BASIC_HTML_FORMAT },
  };
}

const title: AttributeSpec = {
  rule: (value) => {
    if (requiredText(value) === null) return null;
    // A title that is there but not one clean line says why; anything else is the spec's words.
    const line = typeof value === 'string' ? singleLineProblem(value) : null;
    return line ?? ORGANIZATION_MESSAGES.required;
  },
  write(values, value) {
    values.title = (value as string).trim();
  },
  read: (values) => values.title,
};

const video: AttributeSpec = {
  rule: videoRule,
  write(values, value) {
    values.video = (value as { input: string }[]).map((item) => ({
      input: item.input.trim(),
      video_id: youtubeVideoId(item.input) as string,
    }));
  },
  read: (values) => values.video,
};

/** Billing values: trimmed, blank stored as null, at most 255 characters. */
const BILLING_KEYS: Record<BillingField, string> = {
  field_billing_first_name: 'billingFirstName',
  field_billing_last_name: 'billingLastName',
  field_billing_email: 'billingEmail',
  field_billing_phone: 'billingPhone',
  field_company_data_company: 'companyDataCompany',
  field_company_data_vat_ein: 'companyDataVatEin',
  field_company_data_address_1: 'companyDataAddress1',
  field_company_data_address_2: 'companyDataAddress2',
  field_company_data_postal_code: 'companyDataPostalCode',
  field_company_data_city: 'companyDataCity',
  field_company_data_state: 'companyDataState',
  field_company_data_country: 'companyDataCountry',
};

const billing: Record<string, AttributeSpec> = Object.fromEntries(
  BILLING_FIELDS.map((name) => [
    name,
    plain(BILLING_KEYS[name], name === 'field_billing_email' ? optionalEmailRule : optionalText),
  ]),
);

/** Attributes anyone signed in may read. */
export const PUBLIC_ATTRIBUTES: Record<string, AttributeSpec> = {
  title,
  field_color_picker: plain('colorPicker', colorRule),
  field_hires_needed: plain('hiresNeeded', hiresNeeded),
  ...COMPANY_FACTS,
  field_facts_updated: factsUpdated,
  field_phone_number: plain('phoneNumber', phoneRule('Phone number is not valid')),
  field_website_url: linkAttribute('websiteUrl', orgLink),
  field_linkedin_profile: linkAttribute('linkedinProfile', orgLink),
  field_twitter_profile: linkAttribute('twitterProfile', orgLink),
  field_facebook_profile: linkAttribute('facebookProfile', orgLink),
  field_video: video,
  field_company_size: plain('companySize', listKeyRule('company_size')),
  field_currency: plain('currency', listKeyRule('currency', false)),
  field_company_description: richText('companyDescription', true),
  field_what_makes_your_company_un: richText('whatMakesUnique'),
  field_video_text: richText('videoText'),
  field_tech_challenges: richText('techChallenges'),
  field_culture_description: richText('cultureDescription'),
};

/** Attributes only members read and write. */
export const MEMBER_ATTRIBUTES: Record<string, AttributeSpec> = {
  field_contact_email: plain('contactEmail', requiredEmail),
  ...billing,
};

export const WRITABLE_ATTRIBUTES: Record<string, AttributeSpec> = {
  ...PUBLIC_ATTRIBUTES,
  ...MEMBER_ATTRIBUTES,
};

/** What a new organization must carry (spec 02 §5). */
export const REQUIRED_ON_CREATE = [
  'title',
  'field_company_description',
  'field_contact_email',
] as const;
