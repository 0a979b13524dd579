/**
 * File uploads (spec 01 §7, spec 02 §7): POST /api/node/{bundle}/{field} with the raw bytes and
 * the file's name, answered by a `file--file` document.
 */
import type { FileAttributes } from '@contract/files';
import type { JsonApiDocument, ResourceObject } from '@contract/jsonapi';

/** `filename="…"` with quotes and backslashes escaped and line breaks dropped. */
function quotedFilename(filename: string): string {
  return filename.replace(/[\r\n]/g, '').replace(/(["\\])/g, '\\$1');
}

/** The request of one upload to `url`. */
export function uploadRequest(url: string, blob: Blob, filename: string) {
  return {
    url,
    method: 'POST',
    body: blob,
    headers: {
      'content-type': 'application/octet-stream',
      'content-disposition': `file; filename="${quotedFilename(filename)}"`,
    },
  };
}

/** The stored file's id and URL from the upload's answer. */
export const uploadedFile = (body: JsonApiDocument<ResourceObject<FileAttributes>>) => ({
  id: body.data.id,
  url: body.data.attributes.uri.url,
});
