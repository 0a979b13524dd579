import { useCallback } from 'react';
import { useDeleteFileMutation, useUploadFileMutation, type UploadArgs } from '@/api/profileApi';
import type { RemoveFile, UploadFile } from '@/components/upload/types';
import type { Role } from '@/session/authSlice';

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
