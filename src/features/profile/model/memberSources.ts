import type { ResourceIdentifier } from '@contract/jsonapi';
import type { UploadedFile } from '@/components/upload/types';

/** The profile members that come from one form field. */
export interface MemberSource {
  /** The form fields the members are computed from; an error in any of them holds them back. */
  fields: string[];
  members: Record<string, unknown>;
}

/** Trimmed text, or null for an empty field (the API clears a member with null). */
export const text = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** A file--file relationship to an uploaded file, or null when there is none. */
export const fileRef = (file: UploadedFile | null): ResourceIdentifier | null =>
  file ? { type: 'file--file', id: file.id } : null;

/** The name and contact fields both profile kinds share. */
export interface PersonalDetailsValues {
  firstName: string;
  lastName: string;
  contactEmail: string;
  phone: string;
}

/** The members of the shared name and contact fields (the server derives the title). */
export function personalDetailsMemberSources(values: PersonalDetailsValues): MemberSource[] {
  return [
    { fields: ['firstName'], members: { 'attributes/field_first_name': values.firstName.trim() } },
    { fields: ['lastName'], members: { 'attributes/field_last_name': values.lastName.trim() } },
    {
      fields: ['contactEmail'],
      members: { 'attributes/field_contact_email': text(values.contactEmail) },
    },
    { fields: ['phone'], members: { 'attributes/field_phone_number': text(values.phone) } },
  ];
}
