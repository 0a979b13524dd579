import { useState } from 'react';
import type { FileUploadProps } from './types';

export type FileFieldStatus = 'idle' | 'uploading' | 'removing';

export const UPLOAD_FAILED_MESSAGE = 'The file could not be uploaded. Please try again.';
export const REMOVE_FAILED_MESSAGE = 'The file could not be deleted. Please try again.';

type Options = Pick<FileUploadProps, 'value' | 'onChange' | 'upload' | 'remove'>;

/** The state and actions of one upload field, as `FileFieldControls` shows them. */
export type FileField = ReturnType<typeof useFileField>;

/**
 * Upload and delete states shared by the picture and CV fields. The spec only logs upload
 * failures; we log them too, but also keep the previous file and say that it failed, so the
 * user is never shown a file that was not stored.
 */
export function useFileField({ value, onChange, upload, remove }: Options) {
  const [status, setStatus] = useState<FileFieldStatus>('idle');
  const [error, setError] = useState<string | null>(null);

  const store = async (blob: Blob, filename: string) => {
    setError(null);
    setStatus('uploading');
    try {
      const stored = await upload(blob, filename);
      onChange({ ...stored, filename, filesize: blob.size });
    } catch (failure) {
      console.error('File upload failed', failure);
      setError(UPLOAD_FAILED_MESSAGE);
    } finally {
      setStatus('idle');
    }
  };

  const discard = async () => {
    if (!value) return;
    setError(null);
    setStatus('removing');
    try {
      await remove(value.id);
      onChange(null);
    } catch (failure) {
      console.error('File delete failed', failure);
      setError(REMOVE_FAILED_MESSAGE);
    } finally {
      setStatus('idle');
    }
  };

  return { value, status, busy: status !== 'idle', error, setError, store, discard };
}
