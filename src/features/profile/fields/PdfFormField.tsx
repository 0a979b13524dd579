import { Form } from 'antd';
import { PdfUpload } from '@/components/upload/PdfUpload';
import type { UploadedFile } from '@/components/upload/types';
import { useFieldBinding } from '@/components/form/useFieldBinding';
import type { Role } from '@/features/auth/authSlice';
import { useProfileFileCalls, useViewableFile } from './useProfileFiles';

/** The CV field: one PDF of at most 25 MB, bound to a Formik field. */
export function PdfFormField({ name, label, role }: { name: string; label: string; role: Role }) {
  const { field, helpers, error } = useFieldBinding<UploadedFile | null>(name);
  const calls = useProfileFileCalls(role, 'field_curriculum_vitae');
  const viewable = useViewableFile(field.value);
  return (
    <Form.Item label={label}>
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
    </Form.Item>
  );
}
