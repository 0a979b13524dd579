import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { MAX_CULTURE_IMAGES } from '@contract/organizations';
import { useUploadOrganizationImageMutation } from '@/api/organizationsApi';
import { FieldFrame } from '@/components/form/FieldFrame';
import { useFieldBinding } from '@/components/form/useFieldBinding';
import { FieldMessage } from '@/components/upload/FileFieldStatus';
import { FilePickerButton } from '@/components/upload/FilePickerButton';
import { acceptOf, checkImageDimensions, checkImageFile } from '@/components/upload/fileRules';
import { readImage } from '@/components/upload/readImage';
import type { UploadedFile } from '@/components/upload/types';
import { UPLOAD_FAILED_MESSAGE } from '@/components/upload/useFileField';

/** 'Culture at' pictures: several images, added one at a time, removed from the list. */
export function CultureImagesField({ name, label }: { name: string; label: string }) {
  const { field, helpers } = useFieldBinding<UploadedFile[]>(name);
  const [upload] = useUploadOrganizationImageMutation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const images = field.value ?? [];
  const full = images.length >= MAX_CULTURE_IMAGES;

  const add = async (file: File) => {
    setError(null);
    const problem = checkImageFile(file);
    if (problem) return setError(problem);
    try {
      const image = await readImage(file);
      const tooSmall = checkImageDimensions(image.width, image.height);
      image.release();
      if (tooSmall) return setError(tooSmall);
    } catch {
      return setError('The image could not be read. Please choose another file.');
    }
    setBusy(true);
    try {
      const stored = await upload({
        field: 'field_culture_images',
        blob: file,
        filename: file.name,
      }).unwrap();
      void helpers.setValue([...images, { ...stored, filename: file.name }]);
    } catch {
      setError(UPLOAD_FAILED_MESSAGE);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FieldFrame label={label}>
      <ul className="mb-org-culture">
        {images.map((image, index) => (
          <li key={image.id} className="mb-org-culture__item">
            <img src={image.url} alt={`${label} ${index + 1}`} />
            <Button
              size="small"
              icon={<DeleteOutlined aria-hidden="true" />}
              onClick={() => void helpers.setValue(images.filter((item) => item.id !== image.id))}
              aria-label={`Remove ${label.toLowerCase()} ${index + 1}`}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <FilePickerButton
        inputLabel={`${label} file`}
        accept={acceptOf('image')}
        onPick={(file) => void add(file)}
        icon={<PlusOutlined aria-hidden="true" />}
        disabled={busy || full}
      >
        {busy ? 'Uploading…' : 'Add an image'}
      </FilePickerButton>
      <FieldMessage
        id={`${name}-help`}
        help={`Up to ${MAX_CULTURE_IMAGES} images: jpeg, jpg or png, at least 200x200 px`}
        error={error ?? undefined}
      />
    </FieldFrame>
  );
}
