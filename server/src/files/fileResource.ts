import type { FastifyRequest } from 'fastify';
import type { FileAttributes } from '@contract/files';
import type { ResourceObject } from '@contract/jsonapi';
import type { FileRow } from '../db/profileSchema';
import { resource, rfc3339 } from '../jsonapi/document';

/**
 * A file as a JSON:API `file--file` resource (contract/files.ts FileAttributes). Its `uri.url`
 * is where the file is served, `/system/files/{uuid}/{file name}` as Drupal serves private files,
 * signed so that a browser can fetch it without a bearer token (files/signedUrls.ts). Only call
 * this for callers allowed to see the file: the URL is as good as their access.
 */
export function fileResource(request: FastifyRequest, file: FileRow): ResourceObject {
  return resource<FileAttributes & Record<string, unknown>>(request, {
    type: 'file--file',
    id: file.uuid,
    path: `/api/file/file/${file.uuid}`,
    attributes: {
      drupal_internal__fid: file.fid,
      filename: file.filename,
      uri: { value: `private://${file.storageKey}`, url: request.server.deps.fileUrls.url(file) },
      filemime: file.filemime,
      filesize: file.filesize,
      status: file.status,
      created: rfc3339(file.created),
      changed: rfc3339(file.changed),
    },
  });
}
