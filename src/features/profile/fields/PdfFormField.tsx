import { lazy, Suspense } from 'react';
import type { UploadedFile } from '@/components/upload/types';
import { FieldFrame } from '@/components/form/FieldFrame';
import { useFieldBinding } from '@/components/form/useFieldBinding';
import type { Role } from '@/features/auth/authSlice';
import { useProfileFileCalls, useViewableFile } from './useProfileFiles';

// The upload (and for pictures, cropping) code loads when the field is first shown, so the
// wizard's first paint does not wait for it.
const PdfUpload = lazy(() =>
  import(/* webpackChunkName: "pdf-upload" */ '@/components/upload/PdfUpload').then((m) => ({
    default: m.PdfUpload,
  })),
);

/** The CV field: one PDF of at most 25 MB, bound to a Formik field. */
export function PdfFormField({ name, label, role }: { name: string; label: string; role: Role }) {
  const { field, helpers, error } = useFieldBinding<UploadedFile | null>(name);
  const calls = useProfileFileCalls(role, 'field_curriculum_vitae');
  const viewable = useViewableFile(field.value);
  return (
    <FieldFrame label={label}>
      <Suspense fallback={<div style={{ minHeight: 32 }} />}>
        <PdfUpload
          label={label}
          value={viewable}
          onChange={(value) => {
            void helpers.setValue(value);
            void helpers.setTouched(true, false);
          }}
          upload={calls.upload}
          remove={calls.remove}
          error={error}
        />
      </Suspense>
    </FieldFrame>
  );
}
