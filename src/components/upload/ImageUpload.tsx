import { useId, useState } from 'react';
import { Avatar, Button, Space } from 'antd';
import { DeleteOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { IMAGE_RULES } from '@contract/files';
import { CropDialog } from './CropDialog';
import { FieldMessage, LoadingPreview } from './FileFieldStatus';
import { FilePickerButton } from './FilePickerButton';
import { checkImageDimensions, checkImageFile, croppedFileName, fileExtension } from './fileRules';
import { readImage } from './readImage';
import type { DecodedImage } from './readImage';
import type { RemoveFile, UploadedFile, UploadFile } from './types';
import { useFileField } from './useFileField';

export const IMAGE_HELP_TEXT = 'jpeg, jpg or png, at least 200x200 px, at most 15 MB';
export const IMAGE_UNREADABLE_MESSAGE = 'The image could not be read. Please choose another file.';
export const IMAGE_CROP_FAILED_MESSAGE = 'The picture could not be cropped. Please try again.';

const ACCEPT = [...IMAGE_RULES.extensions.map((ext) => `.${ext}`), ...IMAGE_RULES.mimeTypes].join(
  ',',
);

export interface ImageUploadProps {
  value: UploadedFile | null;
  onChange: (value: UploadedFile | null) => void;
  upload: UploadFile;
  remove: RemoveFile;
  /** What the picture is, used in button and image names. */
  label?: string;
  /** Error from the form (e.g. "Required"), shown instead of the helper text. */
  error?: string;
  disabled?: boolean;
}

interface Pending {
  file: File;
  image: DecodedImage;
}

/**
 * Profile picture field: picks one image, checks type, size and pixel size before anything is
 * sent, lets the user crop it to a circle (1:1), then uploads the cropped picture.
 */
export function ImageUpload({
  value,
  onChange,
  upload,
  remove,
  label = 'Profile picture',
  error,
  disabled,
}: ImageUploadProps) {
  const messageId = useId();
  const field = useFileField({ value, onChange, upload, remove });
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
    <div>
      <Space align="center" size="middle" wrap>
        {field.status !== 'idle' ? (
          <LoadingPreview />
        ) : value ? (
          <Avatar size={96} src={value.url} alt={label} />
        ) : (
          <Avatar size={96} icon={<UserOutlined aria-hidden="true" />} aria-hidden="true" />
        )}
        <FilePickerButton
          inputLabel={`${label} file`}
          accept={ACCEPT}
          onPick={pick}
          icon={<UploadOutlined aria-hidden="true" />}
          disabled={disabled || field.busy}
          aria-describedby={messageId}
        >
          {value ? `Change ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
        </FilePickerButton>
        {value && (
          <Button
            htmlType="button"
            icon={<DeleteOutlined aria-hidden="true" />}
            disabled={disabled || field.busy}
            onClick={field.discard}
          >
            {`Delete ${label.toLowerCase()}`}
          </Button>
        )}
      </Space>
      <FieldMessage id={messageId} help={IMAGE_HELP_TEXT} error={field.error ?? error} />
      {pending && (
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
      )}
    </div>
  );
}
