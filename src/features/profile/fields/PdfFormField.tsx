import { lazy } from 'react';
import type { Role } from '@/session/authSlice';
import { ProfileFileField } from './ProfileFileField';

// The upload code loads when the field is first shown, so the wizard's first paint does not
// wait for it.
const PdfUpload = lazy(() =>
  import(/* webpackChunkName: "pdf-upload" */ '@/components/upload/PdfUpload').then((m) => ({
    default: m.PdfUpload,
  })),
);

/** The CV field: one PDF of at most 25 MB, bound to a Formik field. */
export function PdfFormField(props: { name: string; label: string; role: Role }) {
  return (
    <ProfileFileField
      {...props}
      field="field_curriculum_vitae"
      Upload={PdfUpload}
      placeholderHeight={32}
    />
  );
}
