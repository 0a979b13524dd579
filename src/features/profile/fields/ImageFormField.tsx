import { lazy } from 'react';
import type { Role } from '@/session/authSlice';
import { ProfileFileField } from './ProfileFileField';

// The upload and cropping code loads when the field is first shown, so the wizard's first paint
// does not wait for it.
const ImageUpload = lazy(() =>
  import(/* webpackChunkName: "image-upload" */ '@/components/upload/ImageUpload').then((m) => ({
    default: m.ImageUpload,
  })),
);

/** The profile picture field: upload, crop and delete, bound to a Formik field. */
export function ImageFormField(props: { name: string; label: string; role: Role }) {
  return (
    <ProfileFileField
      {...props}
      field="field_profile_picture"
      Upload={ImageUpload}
      placeholderHeight={96}
    />
  );
}
