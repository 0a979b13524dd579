import {
  BILLING_FIELDS,
  youtubeVideoId,
  type BillingField,
  type RemotePolicy,
} from '@contract/organizations';
import { BASIC_HTML_FORMAT } from '@contract/basicHtml';
import type { ResourceIdentifier } from '@contract/jsonapi';
import type { Organization, OrganizationChange } from '@/api/organizationsApi';
import type { UploadedFile } from '@/components/upload/types';

/** The organization form's values: plain strings and ids, as the fields edit them. */
export interface OrganizationFormValues {
  title: string;
  logo: UploadedFile | null;
  background: UploadedFile | null;
  cultureImages: UploadedFile[];
  contactEmail: string;
  phone: string;
  website: string;
  linkedin: string;
  twitter: string;
  facebook: string;
  hiresNeeded: number | null;
  companySize: string | null;
  currency: string;
  industries: string[];
  hiringLocation: string | null;
  technicalSkills: string[];
  benefits: string[];
  description: string;
  unique: string;
  techChallenges: string;
  videoText: string;
  culture: string;
  videos: string[];
  /** Company facts: optional, self-reported; yes/no questions may stay unanswered (null). */
  parentalLeaveWeeks: number | null;
  parentalLeaveAllParents: YesNo | null;
  flexibleHours: YesNo | null;
  partTimePossible: YesNo | null;
  remotePolicy: RemotePolicy | null;
  childcareSupport: YesNo | null;
  payEquityStatement: string;
  payEquityAuditYear: number | null;
  womenInTechPercent: number | null;
  womenInLeadershipPercent: number | null;
  /** YYYY-MM-DD, or '' when not given. */
  womenShareAsOf: string;
}

export type YesNo = 'yes' | 'no';
const yesNo = (value: boolean | null | undefined): YesNo | null =>
  value === true ? 'yes' : value === false ? 'no' : null;
const fromYesNo = (value: YesNo | null): boolean | null =>
  value === 'yes' ? true : value === 'no' ? false : null;

export const emptyOrganizationForm = (): OrganizationFormValues => ({
  title: '',
  logo: null,
  background: null,
  cultureImages: [],
  contactEmail: '',
  phone: '',
  website: '',
  linkedin: '',
  twitter: '',
  facebook: '',
  hiresNeeded: null,
  companySize: null,
  currency: 'USD',
  industries: [],
  hiringLocation: null,
  technicalSkills: [],
  benefits: [],
  description: '',
  unique: '',
  techChallenges: '',
  videoText: '',
  culture: '',
  videos: [],
  parentalLeaveWeeks: null,
  parentalLeaveAllParents: null,
  flexibleHours: null,
  partTimePossible: null,
  remotePolicy: null,
  childcareSupport: null,
  payEquityStatement: '',
  payEquityAuditYear: null,
  womenInTechPercent: null,
  womenInLeadershipPercent: null,
  womenShareAsOf: '',
});

const html = (text: { value: string } | null | undefined) => text?.value ?? '';
const uri = (link: { uri: string } | null | undefined) => link?.uri ?? '';

/** The form's values for a stored organization. */
export function organizationToForm(organization: Organization): OrganizationFormValues {
  const a = organization.attributes;
  return {
    title: a.title,
    logo: organization.logo,
    background: organization.background,
    cultureImages: organization.cultureImages,
    contactEmail: a.field_contact_email ?? '',
    phone: a.field_phone_number ?? '',
    website: uri(a.field_website_url),
    linkedin: uri(a.field_linkedin_profile),
    twitter: uri(a.field_twitter_profile),
    facebook: uri(a.field_facebook_profile),
    hiresNeeded: a.field_hires_needed,
    companySize: a.field_company_size,
    currency: a.field_currency || 'USD',
    industries: organization.industries.map((term) => term.id),
    hiringLocation: organization.hiringLocation?.id ?? null,
    technicalSkills: organization.technicalSkills.map((term) => term.id),
    benefits: organization.benefits.map((term) => term.id),
    description: html(a.field_company_description),
    unique: html(a.field_what_makes_your_company_un),
    techChallenges: html(a.field_tech_challenges),
    videoText: html(a.field_video_text),
    culture: html(a.field_culture_description),
    videos: a.field_video.map((video) => video.input),
    parentalLeaveWeeks: a.field_parental_leave_weeks,
    parentalLeaveAllParents: yesNo(a.field_parental_leave_all_parents),
    flexibleHours: yesNo(a.field_flexible_hours),
    partTimePossible: yesNo(a.field_part_time_possible),
    remotePolicy: (a.field_remote_policy as RemotePolicy | null) ?? null,
    childcareSupport: yesNo(a.field_childcare_support),
    payEquityStatement: a.field_pay_equity_statement ?? '',
    payEquityAuditYear: a.field_pay_equity_audit_year,
    womenInTechPercent: a.field_women_in_tech_percent,
    womenInLeadershipPercent: a.field_women_in_leadership_percent,
    womenShareAsOf: a.field_women_share_as_of ?? '',
  };
}

const text = (value: string) => (value.trim() === '' ? null : value.trim());
const link = (value: string) => (value.trim() === '' ? null : { uri: value.trim() });
const rich = (value: string) => (value.trim() === '' ? null : { value, format: BASIC_HTML_FORMAT });
const file = (value: UploadedFile | null): ResourceIdentifier | null =>
  value ? { type: 'file--file', id: value.id } : null;
const terms = (vocabulary: string, ids: string[]): ResourceIdentifier[] =>
  ids.map((id) => ({ type: `taxonomy_term--${vocabulary}`, id }));

/** What a create or edit sends for the form's values. */
export function formToChange(values: OrganizationFormValues): OrganizationChange {
  return {
    attributes: {
      title: values.title.trim(),
      field_contact_email: values.contactEmail.trim(),
      field_phone_number: text(values.phone),
      field_website_url: link(values.website),
      field_linkedin_profile: link(values.linkedin),
      field_twitter_profile: link(values.twitter),
      field_facebook_profile: link(values.facebook),
      field_hires_needed: values.hiresNeeded,
      field_company_size: values.companySize,
      field_currency: values.currency,
      field_company_description: rich(values.description),
      field_what_makes_your_company_un: rich(values.unique),
      field_tech_challenges: rich(values.techChallenges),
      field_video_text: rich(values.videoText),
      field_culture_description: rich(values.culture),
      field_video: values.videos
        .filter((input) => input.trim() !== '')
        .map((input) => ({ input: input.trim(), video_id: youtubeVideoId(input) ?? '' })),
      field_parental_leave_weeks: values.parentalLeaveWeeks,
      field_parental_leave_all_parents: fromYesNo(values.parentalLeaveAllParents),
      field_flexible_hours: fromYesNo(values.flexibleHours),
      field_part_time_possible: fromYesNo(values.partTimePossible),
      field_remote_policy: values.remotePolicy,
      field_childcare_support: fromYesNo(values.childcareSupport),
      field_pay_equity_statement: text(values.payEquityStatement),
      field_pay_equity_audit_year: values.payEquityAuditYear,
      field_women_in_tech_percent: values.womenInTechPercent,
      field_women_in_leadership_percent: values.womenInLeadershipPercent,
      field_women_share_as_of: values.womenShareAsOf === '' ? null : values.womenShareAsOf,
    },
    relationships: {
      field_logo: file(values.logo),
      field_page_title_background: file(values.background),
      field_culture_images: values.cultureImages.map((image) => file(image) as ResourceIdentifier),
      field_industry: terms('industry', values.industries),
      field_hiring_location: values.hiringLocation
        ? { type: 'taxonomy_term--country', id: values.hiringLocation }
        : null,
      field_technical_skills: terms('technical_skills', values.technicalSkills),
      field_benefits: terms('benefits', values.benefits),
    },
  };
}

/** The billing form's values: every billing field as text. */
export type BillingFormValues = Record<BillingField, string>;

export function billingToForm(organization: Organization): BillingFormValues {
  const a = organization.attributes as unknown as Record<string, string | null | undefined>;
  return Object.fromEntries(
    BILLING_FIELDS.map((name) => [name, a[name] ?? '']),
  ) as BillingFormValues;
}

/** Spec 02 §5 "Billing: all values trimmed, blank becomes empty". */
export function billingToChange(values: BillingFormValues): OrganizationChange {
  return {
    attributes: Object.fromEntries(
      BILLING_FIELDS.map((name) => [name, values[name].trim() === '' ? null : values[name].trim()]),
    ),
  };
}
