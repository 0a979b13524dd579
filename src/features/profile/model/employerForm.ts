/** The employer profile as the forms hold it, and its conversion to profile members. */
import type { EmployerProfile } from '@/api/profileApi';
import type { UploadedFile } from '@/components/upload/types';
import type { WizardPrefill } from '@/session/signUpSlice';
import { fileRef, personalDetailsMemberSources, text, type MemberSource } from './memberSources';

export interface EmployerFormValues {
  firstName: string;
  lastName: string;
  contactEmail: string;
  phone: string;
  picture: UploadedFile | null;
  companyName: string;
  roleAtCompany: string;
  /** Numeric code of list company_position, kept as the list's key text for the select. */
  companyPosition: string | null;
}

/**
 * A new employer's form: contact email from the account; company name from the sign-up, or the
 * organization and her name from the invitation she accepted.
 */
export function emptyEmployerForm(
  email: string,
  prefill: WizardPrefill = { companyName: '', firstName: '', lastName: '', companyPosition: null },
): EmployerFormValues {
  return {
    firstName: prefill.firstName,
    lastName: prefill.lastName,
    contactEmail: email,
    phone: '',
    picture: null,
    companyName: prefill.companyName,
    roleAtCompany: '',
    companyPosition: prefill.companyPosition,
  };
}

export function employerFormFromProfile(profile: EmployerProfile): EmployerFormValues {
  const a = profile.attributes;
  return {
    firstName: a.field_first_name ?? '',
    lastName: a.field_last_name ?? '',
    contactEmail: a.field_contact_email ?? '',
    phone: a.field_phone_number ?? '',
    picture: profile.picture,
    companyName: a.field_company_name ?? '',
    roleAtCompany: a.field_role_at_company ?? '',
    companyPosition: a.field_company_position == null ? null : String(a.field_company_position),
  };
}

/** Every employer profile member, grouped by the form field it comes from. */
export function employerMemberSources(values: EmployerFormValues): MemberSource[] {
  return [
    ...personalDetailsMemberSources(values),
    {
      fields: ['picture'],
      members: { 'relationships/field_profile_picture': fileRef(values.picture) },
    },
    {
      fields: ['companyName'],
      members: { 'attributes/field_company_name': values.companyName.trim() },
    },
    {
      fields: ['roleAtCompany'],
      members: { 'attributes/field_role_at_company': text(values.roleAtCompany) },
    },
    {
      fields: ['companyPosition'],
      members: {
        'attributes/field_company_position':
          values.companyPosition === null ? null : Number(values.companyPosition),
      },
    },
  ];
}
