import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button, Space } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { FieldMessage, LoadingPreview } from './FileFieldStatus';
import { FilePickerButton } from './FilePickerButton';
import { FILE_RULES } from '@contract/files';
import { acceptOf } from './fileRules';
import type { FileField } from './useFileField';

export interface FileFieldControlsProps {
  /** State and actions from `useFileField`. */
  field: FileField;
  /** What the file is: the hidden input is named "{label} file". */
  label: string;
  /**
   * The file's name inside button texts ("Upload {buttonName}", "Delete {buttonName}"); the label
   * in lower case when not given ("Upload profile picture").
   */
  buttonName?: string;
  /** Verb of the pick button once a file is stored ("Change picture", "Replace CV"). */
  replaceVerb: string;
  /** What the field takes: the file input accepts that kind's extensions and media types. */
  kind: 'image' | 'pdf';
  /** Helper text under the buttons while there is no error; the kind's own when not given. */
  help?: string;
  /** Checks a picked file and stores it (or starts cropping it). */
  onPick: (file: File) => void;
  /** The stored file as this kind of field shows it; replaced by 'loading' while busy. */
  preview: ReactNode;
  /** Error from the form, shown when the field has no error of its own. */
  error?: string;
  disabled?: boolean;
  /** Rendered after the message, e.g. the crop dialog. */
  children?: ReactNode;
}

/**
 * Preview, pick and delete buttons and the helper or error message of an upload field. The
 * buttons are described by the message, and both are disabled while a file is sent or deleted.
 */
export function FileFieldControls({
  field,
  label,
  buttonName = label.toLowerCase(),
  replaceVerb,
  kind,
  help = FILE_RULES[kind].help,
  onPick,
  preview,
  error,
  disabled,
  children,
}: FileFieldControlsProps) {
  const messageId = useId();
  const locked = disabled || field.busy;
  return (
    <div>
      <Space align="center" size="middle" wrap>
        {field.busy ? <LoadingPreview /> : preview}
        <FilePickerButton
          inputLabel={`${label} file`}
          accept={acceptOf(kind)}
          onPick={onPick}
          icon={<UploadOutlined aria-hidden="true" />}
          disabled={locked}
          aria-describedby={messageId}
        >
          {`${field.value ? replaceVerb : 'Upload'} ${buttonName}`}
        </FilePickerButton>
        {field.value && (
          <Button
            htmlType="button"
            icon={<DeleteOutlined aria-hidden="true" />}
            disabled={locked}
            onClick={field.discard}
          >
            {`Delete ${buttonName}`}
          </Button>
        )}
      </Space>
      <FieldMessage id={messageId} help={help} error={field.error ?? error} />
      {children}
    </div>
  );
}
