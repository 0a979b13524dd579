import { lazy, Suspense } from 'react';
import type { UploadedFile } from '@/components/upload/types';
import { FieldFrame } from '@/components/form/FieldFrame';
import { useFieldBinding } from '@/components/form/useFieldBinding';
import type { Role } from '@/features/auth/authSlice';
import { useProfileFileCalls, useViewableFile } from './useProfileFiles';

// The upload (and for pictures, cropping) code loads when the field is first shown, so the
// wizard's first paint does not wait for it.
const ImageUpload = lazy(() =>
  import(/* webpackChunkName: "image-upload" */ '@/components/upload/ImageUpload').then((m) => ({
    default: m.ImageUpload,
  })),
);

/** The profile picture field: upload, crop and delete, bound to a Formik field. */
export function ImageFormField({ name, label, role }: { name: string; label: string; role: Role }) {
  const { field, helpers, error } = useFieldBinding<UploadedFile | null>(name);
  const calls = useProfileFileCalls(role, 'field_profile_picture');
  const viewable = useViewableFile(field.value);
  return (
    <FieldFrame label={label}>
      <Suspense fallback={<div style={{ minHeight: 96 }} />}>
        <ImageUpload
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
