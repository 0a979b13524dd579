import { lazy, Suspense, useState } from 'react';
import { Avatar } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { FileFieldControls } from './FileFieldControls';
import {
  IMAGE_UNREADABLE_MESSAGE,
  checkImageDimensions,
  checkImageFile,
  croppedFileName,
  fileExtension,
} from './fileRules';
import { readImage } from './readImage';
import type { DecodedImage } from './readImage';
import type { FileUploadProps } from './types';
import { useFileField } from './useFileField';

export const IMAGE_CROP_FAILED_MESSAGE = 'The picture could not be cropped. Please try again.';

// The crop dialog (the avatar editor and antd's Slider) loads once a picture is chosen.
const CropDialog = lazy(() =>
  import(/* webpackChunkName: "crop-dialog" */ './CropDialog').then((m) => ({
    default: m.CropDialog,
  })),
);

export type ImageUploadProps = FileUploadProps;

interface Pending {
  file: File;
  image: DecodedImage;
}

/**
 * Profile picture field: picks one image, checks type, size and pixel size before anything is
 * sent, lets the user crop it to a circle (1:1), then uploads the cropped picture.
 */
export function ImageUpload({ label = 'Profile picture', ...props }: ImageUploadProps) {
  const field = useFileField(props);
  const [pending, setPending] = useState<Pending | null>(null);

  const close = () => {
    pending?.image.release();
    setPending(null);
  };

  const pick = async (file: File) => {
    field.setError(null);
    const problem = checkImageFile(file);
    if (problem) return field.setError(problem);
    let image: DecodedImage;
    try {
      image = await readImage(file);
    } catch {
      return field.setError(IMAGE_UNREADABLE_MESSAGE);
    }
    const tooSmall = checkImageDimensions(image.width, image.height);
    if (tooSmall) {
      image.release();
      return field.setError(tooSmall);
    }
    setPending({ file, image });
  };

  const type = pending && fileExtension(pending.file.name) === 'png' ? 'image/png' : 'image/jpeg';

  return (
    <FileFieldControls
      field={field}
      label={label}
      replaceVerb="Change"
      kind="image"
      onPick={pick}
      preview={
        field.value ? (
          <Avatar size={96} src={field.value.url} alt={label} />
        ) : (
          <Avatar size={96} icon={<UserOutlined aria-hidden="true" />} aria-hidden="true" />
        )
      }
      error={props.error}
      disabled={props.disabled}
    >
      {pending && (
        <Suspense fallback={null}>
          <CropDialog
            file={pending.file}
            image={pending.image}
            type={type}
            onCancel={close}
            onFailure={(failure) => {
              console.error('Cropping the picture failed', failure);
              close();
              field.setError(IMAGE_CROP_FAILED_MESSAGE);
            }}
            onConfirm={(blob) => {
              const name = croppedFileName(pending.file.name, type);
              close();
              void field.store(blob, name);
            }}
          />
        </Suspense>
      )}
    </FileFieldControls>
  );
}
