import { Form } from 'antd';
import { ImageUpload } from '@/components/upload/ImageUpload';
import type { UploadedFile } from '@/components/upload/types';
import { useFieldBinding } from '@/components/form/useFieldBinding';
import type { Role } from '@/features/auth/authSlice';
import { useProfileFileCalls, useViewableFile } from './useProfileFiles';

/** The profile picture field: upload, crop and delete, bound to a Formik field. */
export function ImageFormField({ name, label, role }: { name: string; label: string; role: Role }) {
  const { field, helpers, error } = useFieldBinding<UploadedFile | null>(name);
  const calls = useProfileFileCalls(role, 'field_profile_picture');
  const viewable = useViewableFile(field.value);
  return (
    <Form.Item label={label}>
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
    </Form.Item>
  );
}
