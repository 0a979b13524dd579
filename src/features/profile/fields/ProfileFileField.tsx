import { Suspense } from 'react';
import type { ComponentType } from 'react';
import type { UploadArgs } from '@/api/profileApi';
import { FieldFrame } from '@/components/form/FieldFrame';
import { useFieldBinding } from '@/components/form/useFieldBinding';
import type { FileUploadProps, UploadedFile } from '@/components/upload/types';
import type { Role } from '@/session/authSlice';
import { useViewableFile } from '@/components/profile/useViewableFile';
import { useProfileFileCalls } from './useProfileFiles';

export interface ProfileFileFieldProps {
  /** The Formik field holding the stored file. */
  name: string;
  label: string;
  role: Role;
  /** The profile's file field that uploads go to. */
  field: UploadArgs['field'];
  /**
   * The upload control, normally `lazy()`: each caller imports its own control so the picture
   * cropper and the CV field stay in separate chunks.
   */
  Upload: ComponentType<FileUploadProps>;
  /** Height kept free while the control loads, so the form does not jump. */
  placeholderHeight: number;
}

/**
 * A profile file (picture or CV) bound to a Formik field: the control uploads to and deletes
 * from the profile's own file field, and shows the stored file through its token-fetched URL.
 */
export function ProfileFileField({
  name,
  label,
  role,
  field: fileField,
  Upload,
  placeholderHeight,
}: ProfileFileFieldProps) {
  const { field, helpers, error } = useFieldBinding<UploadedFile | null>(name);
  const calls = useProfileFileCalls(role, fileField);
  const viewable = useViewableFile(field.value);
  return (
    <FieldFrame label={label}>
      <Suspense fallback={<div style={{ minHeight: placeholderHeight }} />}>
        <Upload
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
