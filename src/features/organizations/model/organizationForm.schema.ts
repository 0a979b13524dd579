import { array, mixed, number, object, string } from 'yup';
import dayjs from 'dayjs';
import {
  COMPANY_FACT_LIMITS,
  COMPANY_FACT_MESSAGES,
  ORGANIZATION_MESSAGES,
  youtubeVideoId,
  BILLING_FIELDS,
} from '@contract/organizations';
import { isHttpUrl } from '@contract/urls';
import { hasRichText } from '@/components/form/textRules';

const { required, email, url, youtube, hiresNeeded } = ORGANIZATION_MESSAGES;

/** A whole number from `min` to `max`, or empty; one message for every way it is wrong. */
const bounded = (min: number, max: number, message: string) =>
  number().nullable().typeError(message).integer(message).min(min, message).max(max, message);

const optionalUrl = string().test('url', url, (value) => !value?.trim() || isHttpUrl(value));

/** The organization form (spec 02 §5), with its messages verbatim. */
export const organizationSchema = object({
  title: string().trim().required(required),
  logo: mixed()
    .nullable()
    .test('logo', required, (value) => value != null),
  contactEmail: string().trim().required(required).email(email),
  website: optionalUrl,
  linkedin: optionalUrl,
  twitter: optionalUrl,
  facebook: optionalUrl,
  hiresNeeded: number().nullable().typeError(hiresNeeded).integer(hiresNeeded).min(0, hiresNeeded),
  description: string().test('description', required, hasRichText),
  videos: array(
    string().test('youtube', youtube, (value) => !value?.trim() || youtubeVideoId(value) !== null),
  ),
  parentalLeaveWeeks: bounded(
    COMPANY_FACT_LIMITS.parentalLeaveWeeks.min,
    COMPANY_FACT_LIMITS.parentalLeaveWeeks.max,
    COMPANY_FACT_MESSAGES.parentalLeaveWeeks,
  ),
  payEquityStatement: string().max(
    COMPANY_FACT_LIMITS.payEquityStatement,
    COMPANY_FACT_MESSAGES.statement,
  ),
  payEquityAuditYear: number()
    .nullable()
    .typeError(COMPANY_FACT_MESSAGES.auditYear)
    .integer(COMPANY_FACT_MESSAGES.auditYear)
    .min(COMPANY_FACT_LIMITS.auditYear.min, COMPANY_FACT_MESSAGES.auditYear)
    .test(
      'year',
      COMPANY_FACT_MESSAGES.auditYear,
      (value) => value == null || value <= dayjs().year(),
    ),
  womenInTechPercent: bounded(0, 100, COMPANY_FACT_MESSAGES.percent),
  womenInLeadershipPercent: bounded(0, 100, COMPANY_FACT_MESSAGES.percent),
  womenShareAsOf: string()
    .test(
      'past',
      COMPANY_FACT_MESSAGES.asOf,
      (value) => !value || !dayjs(value).isAfter(dayjs(), 'day'),
    )
    .when(['womenInTechPercent', 'womenInLeadershipPercent'], ([tech, leadership], schema) =>
      tech != null || leadership != null
        ? schema.required(COMPANY_FACT_MESSAGES.asOfNeeded)
        : schema,
    ),
});

/** Billing values are free text of at most 255 characters; the billing email must be one. */
export const billingSchema = object(
  Object.fromEntries(
    BILLING_FIELDS.map((name) => [
      name,
      name === 'field_billing_email'
        ? string().trim().max(255).email(email)
        : string().trim().max(255, 'At most 255 characters'),
    ]),
  ),
);
