import { Image } from 'antd';
import { useUploadOrganizationImageMutation } from '@/api/organizationsApi';
import { FieldFrame } from '@/components/form/FieldFrame';
import { useFieldBinding } from '@/components/form/useFieldBinding';
import { FileFieldControls } from '@/components/upload/FileFieldControls';
import {
  IMAGE_UNREADABLE_MESSAGE,
  checkImageDimensions,
  checkImageFile,
} from '@/components/upload/fileRules';
import { readImage } from '@/components/upload/readImage';
import type { UploadedFile } from '@/components/upload/types';
import { useFileField } from '@/components/upload/useFileField';
import type { OrganizationImageField as ImageField } from '@contract/organizations';
import { ORGANIZATION_IMAGE_FIELDS } from '@contract/organizations';

export interface OrganizationImageFieldProps {
  /** The Formik field holding the image (or, for culture images, one of the list). */
  name: string;
  label: string;
  field: ImageField;
  required?: boolean;
  /** Extra words for the helper text (e.g. "no logos or text on it"). */
  hint?: string;
  /** A message for images under the field's minimum size. */
  tooSmallMessage: string;
}

/**
 * An organization image: the file is checked for type, size and its field's minimum pixel size
 * before it is sent, then stored as it is (logos and backgrounds are not cropped). Removing it
 * only detaches it from the form; the organization stops showing it when the form is saved.
 */
export function OrganizationImageField(props: OrganizationImageFieldProps) {
  const { name, label, field: imageField, required, hint, tooSmallMessage } = props;
  const { field, helpers, frame } = useFieldBinding<UploadedFile | null>(name);
  const [upload] = useUploadOrganizationImageMutation();
  const { minWidth, minHeight } = ORGANIZATION_IMAGE_FIELDS[imageField];
  const state = useFileField({
    value: field.value,
    onChange: (value) => {
      void helpers.setValue(value);
      void helpers.setTouched(true, false);
    },
    upload: (blob, filename) => upload({ field: imageField, blob, filename }).unwrap(),
    remove: async () => undefined,
  });
  const pick = async (file: File) => {
    state.setError(null);
    const problem = checkImageFile(file);
    if (problem) return state.setError(problem);
    let size: { width: number; height: number };
    try {
      const image = await readImage(file);
      size = { width: image.width, height: image.height };
      image.release();
    } catch {
      return state.setError(IMAGE_UNREADABLE_MESSAGE);
    }
    if (size.width < minWidth || size.height < minHeight) return state.setError(tooSmallMessage);
    const pixels = checkImageDimensions(size.width, size.height);
    if (pixels) return state.setError(pixels);
    await state.store(file, file.name);
  };
  const help = `jpeg, jpg or png, at least ${minWidth}x${minHeight} px, at most 15 MB${hint ? `; ${hint}` : ''}`;
  return (
    <FieldFrame label={label} required={required}>
      <FileFieldControls
        field={state}
        label={label}
        replaceVerb="Replace"
        kind="image"
        help={help}
        onPick={(file) => void pick(file)}
        error={frame.error}
        preview={
          field.value?.url ? (
            <Image
              src={field.value.url}
              alt={label}
              width={imageField === 'field_page_title_background' ? 240 : 96}
              preview={false}
              className="mb-org-image__preview"
            />
          ) : null
        }
      />
    </FieldFrame>
  );
}
