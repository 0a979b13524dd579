import { FILE_RULES, IMAGE_RULES, PDF_RULES } from '@contract/files';
import {
  ORGANIZATION_IMAGE_FIELDS,
  ORGANIZATION_MESSAGES,
  type OrganizationImageField,
} from '@contract/organizations';
import type { ProfileBundle } from '@contract/profiles';
import type { UploadKind } from './inspectUpload';
import type { UploadError } from './uploadError';

/** A profile field that takes an upload: where it is posted, what it accepts, who may post. */
export interface UploadField {
  bundle: ProfileBundle | 'organization_profile';
  field: 'field_profile_picture' | 'field_curriculum_vitae' | OrganizationImageField;
  kind: UploadKind;
  /** The largest body accepted; fastify refuses longer bodies before buffering them. */
  maxBytes: number;
  /** A larger minimum size than every image's (organization logo and title background). */
  minDimensions?: { width: number; height: number; message: string };
}

const organizationImage = (field: OrganizationImageField): UploadField => {
  const { minWidth, minHeight } = ORGANIZATION_IMAGE_FIELDS[field];
  const message =
    field === 'field_logo'
      ? ORGANIZATION_MESSAGES.logoDimensions
      : field === 'field_page_title_background'
        ? ORGANIZATION_MESSAGES.backgroundDimensions
        : IMAGE_RULES.messages.dimensions;
  return {
    bundle: 'organization_profile',
    field,
    kind: 'image',
    maxBytes: IMAGE_RULES.maxBytes,
    minDimensions: { width: minWidth, height: minHeight, message },
  };
};

/** Every upload route: POST /api/node/{bundle}/{field}. */
export const UPLOAD_FIELDS: readonly UploadField[] = [
  {
    bundle: 'candidate_profile',
    field: 'field_profile_picture',
    kind: 'image',
    maxBytes: IMAGE_RULES.maxBytes,
  },
  {
    bundle: 'candidate_profile',
    field: 'field_curriculum_vitae',
    kind: 'pdf',
    maxBytes: PDF_RULES.maxBytes,
  },
  {
    bundle: 'employer_profile',
    field: 'field_profile_picture',
    kind: 'image',
    maxBytes: IMAGE_RULES.maxBytes,
  },
  organizationImage('field_logo'),
  organizationImage('field_page_title_background'),
  organizationImage('field_culture_images'),
];

/** The refusal message for a body over the field's limit (the SPA shows the same words). */
export function sizeMessage(kind: UploadKind): string {
  return FILE_RULES[kind].messages.size;
}

/**
 * The message to send for a refused upload: the shared wording of contract/files.ts where one
 * exists for the reason, so the server and the SPA say the same thing, else the inspector's own.
 */
export function uploadErrorMessage(error: UploadError, kind: UploadKind): string {
  switch (error.code) {
    case 'too_large':
      return sizeMessage(kind);
    case 'type_not_allowed':
      return FILE_RULES[kind].messages.type;
    case 'too_small':
      return IMAGE_RULES.messages.dimensions;
    case 'too_many_pixels':
      return IMAGE_RULES.messages.pixels;
    default:
      return error.message;
  }
}
