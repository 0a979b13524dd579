import { fieldErrors } from '@/api/jsonapi';
import type { OrganizationFormValues } from './organizationForm';

/** Where each server field's message goes in the organization form. */
const FIELD_OF: Record<string, keyof OrganizationFormValues> = {
  title: 'title',
  field_logo: 'logo',
  field_page_title_background: 'background',
  field_culture_images: 'cultureImages',
  field_contact_email: 'contactEmail',
  field_phone_number: 'phone',
  field_website_url: 'website',
  field_linkedin_profile: 'linkedin',
  field_twitter_profile: 'twitter',
  field_facebook_profile: 'facebook',
  field_hires_needed: 'hiresNeeded',
  field_company_size: 'companySize',
  field_currency: 'currency',
  field_industry: 'industries',
  field_hiring_location: 'hiringLocation',
  field_technical_skills: 'technicalSkills',
  field_benefits: 'benefits',
  field_company_description: 'description',
  field_what_makes_your_company_un: 'unique',
  field_tech_challenges: 'techChallenges',
  field_video_text: 'videoText',
  field_culture_description: 'culture',
  field_video: 'videos',
};

/** Maps server messages by API field name onto the form's own field names. */
export function formFieldErrors(byApiField: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [apiField, message] of Object.entries(byApiField)) {
    const field = FIELD_OF[apiField];
    if (field) errors[field] = message;
  }
  return errors;
}

/**
 * A failed save of the organization form: the server's messages go to their fields (the form
 * keeps every value); a failure no field explains is one error notice.
 */
export function showSaveFailure(
  error: unknown,
  setErrors: (errors: Partial<Record<keyof OrganizationFormValues, string>>) => void,
  notice: (kind: 'error', text: string) => void,
): void {
  const errors = formFieldErrors(fieldErrors((error as { data?: unknown }).data));
  setErrors(errors);
  if (Object.keys(errors).length === 0)
    notice('error', 'The organization could not be saved. Please try again.');
}
