import { skipToken } from '@reduxjs/toolkit/query';
import { useProtectedFileQuery } from '@/api/profileApi';
import type { UploadedFile } from '@/components/upload/types';

/**
 * The stored file with a URL the browser can show: files are served to their owner only, with
 * the bearer token, so the bytes are fetched and shown through an object URL.
 */
export function useViewableFile(file: UploadedFile | null): UploadedFile | null {
  const { data } = useProtectedFileQuery(file?.url ? file.url : skipToken);
  if (!file) return null;
  return { ...file, url: data ?? '' };
}
