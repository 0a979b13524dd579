import { Typography } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { FileFieldControls } from './FileFieldControls';
import { checkPdfFile, formatFileSize } from './fileRules';
import type { FileUploadProps, UploadedFile } from './types';
import { useFileField } from './useFileField';

export type PdfUploadProps = FileUploadProps;

/** Name to show for a stored file: its original name, or the last part of its URL. */
function displayName(file: UploadedFile): string {
  if (file.filename) return file.filename;
  const last = file.url.split('?')[0].split('/').pop();
  return last ? decodeURIComponent(last) : 'Download';
}

/** Link to the stored PDF, with its size when known. */
function StoredPdf({ file }: { file: UploadedFile }) {
  return (
    <span>
      <FilePdfOutlined aria-hidden="true" />{' '}
      <Typography.Link href={file.url}>{displayName(file)}</Typography.Link>
      {file.filesize !== undefined && (
        <span style={{ color: '#595959' }}> ({formatFileSize(file.filesize)})</span>
      )}
    </span>
  );
}

/**
 * CV field: one PDF of at most 25 MB, checked before it is sent. The preview is a link to the
 * stored file with its size; upload and delete show 'loading' while they run.
 */
export function PdfUpload({ label = 'CV', ...props }: PdfUploadProps) {
  const field = useFileField(props);

  const pick = (file: File) => {
    const problem = checkPdfFile(file);
    if (problem) return field.setError(problem);
    void field.store(file, file.name);
  };

  return (
    <FileFieldControls
      field={field}
      label={label}
      buttonName={label}
      replaceVerb="Replace"
      kind="pdf"
      onPick={pick}
      preview={field.value && <StoredPdf file={field.value} />}
      error={props.error}
      disabled={props.disabled}
    />
  );
}
