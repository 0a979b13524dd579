import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback } from 'react';
import {
  useDeleteFileMutation,
  useProtectedFileQuery,
  useUploadFileMutation,
  type UploadArgs,
} from '@/api/profileApi';
import type { RemoveFile, UploadedFile, UploadFile } from '@/components/upload/types';
import type { Role } from '@/features/auth/authSlice';

/** The upload and delete calls an upload field needs, for one profile field. */
export function useProfileFileCalls(
  role: Role,
  field: UploadArgs['field'],
): { upload: UploadFile; remove: RemoveFile } {
  const [uploadFile] = useUploadFileMutation();
  const [deleteFile] = useDeleteFileMutation();
  const upload = useCallback<UploadFile>(
    (blob, filename) => uploadFile({ role, field, blob, filename }).unwrap(),
    [uploadFile, role, field],
  );
  const remove = useCallback<RemoveFile>(
    async (id) => {
      await deleteFile(id).unwrap();
    },
    [deleteFile],
  );
  return { upload, remove };
}

/**
 * The stored file with a URL the browser can show: files are served to their owner only, with
 * the bearer token, so the bytes are fetched and shown through an object URL.
 */
export function useViewableFile(file: UploadedFile | null): UploadedFile | null {
  const { data } = useProtectedFileQuery(file?.url ? file.url : skipToken);
  if (!file) return null;
  return { ...file, url: data ?? '' };
}
