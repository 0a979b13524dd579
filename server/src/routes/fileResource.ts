import type { FastifyRequest } from 'fastify';
import type { FileAttributes } from '@contract/files';
import type { ResourceObject } from '@contract/jsonapi';
import type { FileRow } from '../db/profileSchema';
import { resource, rfc3339 } from '../jsonapi/document';

/**
 * Where a stored file is served: `/system/files/{uuid}/{file name}`, as Drupal serves private
 * files. The name part is only for people and downloads; the uuid finds the file.
 */
export function fileUrl(file: Pick<FileRow, 'uuid' | 'filename'>): string {
  return `/system/files/${file.uuid}/${encodeURIComponent(file.filename)}`;
}

/** A file as a JSON:API `file--file` resource (contract/files.ts FileAttributes). */
export function fileResource(request: FastifyRequest, file: FileRow): ResourceObject {
  return resource<FileAttributes & Record<string, unknown>>(request, {
    type: 'file--file',
    id: file.uuid,
    path: `/api/file/file/${file.uuid}`,
    attributes: {
      drupal_internal__fid: file.fid,
      filename: file.filename,
      uri: { value: `private://${file.storageKey}`, url: fileUrl(file) },
      filemime: file.filemime,
      filesize: file.filesize,
      status: file.status,
      created: rfc3339(file.created),
      changed: rfc3339(file.changed),
    },
  });
}
