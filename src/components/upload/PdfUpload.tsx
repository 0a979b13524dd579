import { useId } from 'react';
import { Button, Space, Typography } from 'antd';
import { DeleteOutlined, FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { PDF_HELP_TEXT, PDF_RULES } from '@contract/files';
import { FieldMessage, LoadingPreview } from './FileFieldStatus';
import { FilePickerButton } from './FilePickerButton';
import { checkPdfFile, formatFileSize } from './fileRules';
import type { RemoveFile, UploadedFile, UploadFile } from './types';
import { useFileField } from './useFileField';

const ACCEPT = [...PDF_RULES.extensions.map((ext) => `.${ext}`), ...PDF_RULES.mimeTypes].join(',');

export interface PdfUploadProps {
  value: UploadedFile | null;
  onChange: (value: UploadedFile | null) => void;
  upload: UploadFile;
  remove: RemoveFile;
  /** What the document is, used in button names. */
  label?: string;
  /** Error from the form, shown instead of the helper text. */
  error?: string;
  disabled?: boolean;
}

/** Name to show for a stored file: its original name, or the last part of its URL. */
function displayName(file: UploadedFile): string {
  if (file.filename) return file.filename;
  const last = file.url.split('?')[0].split('/').pop();
  return last ? decodeURIComponent(last) : 'Download';
}

/**
 * CV field: one PDF of at most 25 MB, checked before it is sent. The preview is a link to the
 * stored file with its size; upload and delete show 'loading' while they run.
 */
export function PdfUpload({
  value,
  onChange,
  upload,
  remove,
  label = 'CV',
  error,
  disabled,
}: PdfUploadProps) {
  const messageId = useId();
  const field = useFileField({ value, onChange, upload, remove });

  const pick = (file: File) => {
    const problem = checkPdfFile(file);
    if (problem) return field.setError(problem);
    void field.store(file, file.name);
  };

  return (
    <div>
      <Space align="center" size="middle" wrap>
        {field.status !== 'idle' ? (
          <LoadingPreview />
        ) : (
          value && (
            <span>
              <FilePdfOutlined aria-hidden="true" />{' '}
              <Typography.Link href={value.url}>{displayName(value)}</Typography.Link>
              {value.filesize !== undefined && (
                <span style={{ color: '#595959' }}> ({formatFileSize(value.filesize)})</span>
              )}
            </span>
          )
        )}
        <FilePickerButton
          inputLabel={`${label} file`}
          accept={ACCEPT}
          onPick={pick}
          icon={<UploadOutlined aria-hidden="true" />}
          disabled={disabled || field.busy}
          aria-describedby={messageId}
        >
          {value ? `Replace ${label}` : `Upload ${label}`}
        </FilePickerButton>
        {value && (
          <Button
            htmlType="button"
            icon={<DeleteOutlined aria-hidden="true" />}
            disabled={disabled || field.busy}
            onClick={field.discard}
          >
            {`Delete ${label}`}
          </Button>
        )}
      </Space>
      <FieldMessage id={messageId} help={PDF_HELP_TEXT} error={field.error ?? error} />
    </div>
  );
}
