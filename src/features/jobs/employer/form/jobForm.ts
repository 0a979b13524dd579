/**
 * The job form's values and their conversion from and to the API (spec 02 §3, §5). Field names
 * follow the form; `formFieldErrors` maps the server's field names back onto them.
 */
import { defaultValidUntil, DEFAULT_CURRENCY } from '@contract/jobs';
import type { SelectedCity } from '@contract/places';
import type { Job, JobChange } from '@/api/jobsApi';

export interface JobFormValues {
  title: string;
  description: string;
  experienceRequirements: string;
  technicalSkills: string[];
  employmentType: string | null;
  remote: string;
  /** The city picked from the suggestions (city, state and country), or null. */
  location: SelectedCity | null;
  /** Country term uuid. */
  country: string | null;
  currency: string;
  /** Digits only, '' when empty. */
  salaryFrom: string;
  salaryTo: string;
  experience: string | null;
  applyUrl: string;
  applicationMethod: string | null;
  identifier: string;
  /** YYYY-MM-DD. */
  validUntil: string;
}

/** A new job: valid one month ahead, the organization's currency (else USD), on-site. */
export function emptyJobForm(
  currency: string | null | undefined,
  today = new Date(),
): JobFormValues {
  return {
    title: '',
    description: '',
    experienceRequirements: '',
    technicalSkills: [],
    employmentType: null,
    remote: 'no',
    location: null,
    country: null,
    currency: currency || DEFAULT_CURRENCY,
    salaryFrom: '',
    salaryTo: '',
    experience: null,
    applyUrl: '',
    applicationMethod: null,
    identifier: '',
    validUntil: defaultValidUntil(today),
  };
}

/** The form values of a stored job. */
export function jobToForm(job: Job): JobFormValues {
  const a = job.attributes;
  const city = a.field_job_city_name ?? '';
  return {
    title: a.title,
    description: a.field_description?.value ?? '',
    experienceRequirements: a.field_experience_requirements?.value ?? '',
    technicalSkills: job.technicalSkills.map((term) => term.id),
    employmentType: a.field_employment_type || null,
    remote: a.field_remote_job || 'no',
    location: city
      ? { city, state: a.field_job_state ?? '', country: job.country?.name ?? '', countryCode: '' }
      : null,
    country: job.country?.id ?? null,
    currency: a.field_currency || DEFAULT_CURRENCY,
    salaryFrom: a.field_base_salary_year?.from != null ? String(a.field_base_salary_year.from) : '',
    salaryTo: a.field_base_salary_year?.to != null ? String(a.field_base_salary_year.to) : '',
    experience: a.field_professional_experience,
    applyUrl: a.field_apply_url ?? '',
    applicationMethod: a.field_application_method,
    identifier: a.field_identifier ?? '',
    validUntil: a.field_valid_until,
  };
}

const text = (html: string) => ({ value: html, format: 'basic_html' as const });
const amount = (digits: string) => (digits.trim() === '' ? null : Number(digits));

/** What a create or PATCH sends for these values. */
export function formToChange(values: JobFormValues, organizationId?: string): JobChange {
  const from = amount(values.salaryFrom);
  const to = amount(values.salaryTo);
  return {
    attributes: {
      title: values.title.trim(),
      field_description: text(values.description),
      field_experience_requirements: values.experienceRequirements
        ? text(values.experienceRequirements)
        : null,
      field_currency: values.currency,
      field_base_salary_year: from === null && to === null ? null : { from, to },
      field_job_city_name:
        values.remote === 'remote' && !values.location ? null : (values.location?.city ?? null),
      field_job_state: values.location?.state || null,
      field_remote_job: values.remote,
      field_employment_type: values.employmentType,
      field_professional_experience: values.experience,
      field_apply_url: values.applyUrl.trim() || null,
      field_identifier: values.identifier.trim() || null,
      field_valid_until: values.validUntil,
      field_application_method: values.applicationMethod,
    },
    relationships: {
      field_technical_skills: values.technicalSkills.map((id) => ({
        type: 'taxonomy_term--technical_skills',
        id,
      })),
      field_job_country: values.country
        ? { type: 'taxonomy_term--country', id: values.country }
        : null,
      ...(organizationId
        ? { field_hiring_organization: { type: 'node--organization_profile', id: organizationId } }
        : {}),
    },
  };
}

/** Where each server field's message goes in the job form. */
const FIELD_OF: Record<string, keyof JobFormValues> = {
  title: 'title',
  field_description: 'description',
  field_experience_requirements: 'experienceRequirements',
  field_technical_skills: 'technicalSkills',
  field_employment_type: 'employmentType',
  field_remote_job: 'remote',
  field_job_city_name: 'location',
  field_job_state: 'location',
  field_job_country: 'country',
  field_currency: 'currency',
  field_base_salary_year: 'salaryFrom',
  field_professional_experience: 'experience',
  field_apply_url: 'applyUrl',
  field_application_method: 'applicationMethod',
  field_identifier: 'identifier',
  field_valid_until: 'validUntil',
};

/** Maps server messages by API field name onto the form's own field names. */
export function jobFormErrors(byApiField: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [apiField, message] of Object.entries(byApiField)) {
    const field = FIELD_OF[apiField];
    if (field) errors[field] = message;
  }
  return errors;
}
