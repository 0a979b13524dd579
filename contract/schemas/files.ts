/**
 * Route schemas of profile files (spec 01 §4, §5, §7): uploads (POST /api/node/{bundle}/{field}
 * with the raw bytes), the `file--file` resource, its signed download URL and its removal.
 */
import { Type } from 'typebox';
import { JsonApiDocument, SelfLinks } from './common';

/** A uuid in a URL: bounded, not checked for its form, so an unknown one is a 404. */
const UuidParam = Type.String({ maxLength: 64, description: 'The uuid of the file' });

export const FileAttributesSchema = Type.Object(
  {
    drupal_internal__fid: Type.Integer(),
    filename: Type.String(),
    uri: Type.Object(
      {
        value: Type.String({ description: 'Where the file is stored (private://…)' }),
        url: Type.String({
          description:
            'The signed download URL, /system/files/{uuid}/{filename}?expires=&sig=, valid for ' +
            'a browser without a bearer token until it expires',
        }),
      },
      { additionalProperties: false },
    ),
    filemime: Type.String(),
    filesize: Type.Integer({ minimum: 0 }),
    /** False until a profile or organization refers to the file. */
    status: Type.Boolean({ description: 'Whether a form refers to the file (permanent)' }),
    created: Type.String(),
    changed: Type.String(),
  },
  { additionalProperties: false },
);

/** A file as a JSON:API `file--file` resource (also found in profiles' `included`). */
export const FileResourceSchema = Type.Object(
  {
    type: Type.Literal('file--file'),
    id: Type.String(),
    links: SelfLinks,
    attributes: FileAttributesSchema,
  },
  { additionalProperties: false },
);

export const FileDocument = JsonApiDocument(FileResourceSchema);
/** GET and DELETE /api/file/file/{uuid}. */
export const FileParams = Type.Object({ uuid: UuidParam });

/** The upload routes read the file's name from this header; the body is the file itself. */
export const UploadHeaders = Type.Object({
  'content-disposition': Type.Optional(
    Type.String({
      maxLength: 4096,
      description:
        'file; filename="…" (or filename*=UTF-8\'\'…): the name of the uploaded file; required',
    }),
  ),
});

/** What an upload route's description says about its body (it has no JSON body schema). */
export const UPLOAD_BODY_DESCRIPTION =
  'The body is the file itself, sent as Content-Type: application/octet-stream with ' +
  'Content-Disposition: file; filename="…". The file name’s extension must match the content.';

export const UPLOAD_CONTENT_TYPE = 'application/octet-stream';

/** GET /system/files/{uuid}/{filename}. */
export const ServeFileParams = Type.Object({
  uuid: UuidParam,
  filename: Type.String({
    maxLength: 1024,
    description: 'The file name (informative: the uuid names the file)',
  }),
});

/** `expires` and `sig` of a signed URL; without them only the owner's bearer token opens it. */
export const ServeFileQuery = Type.Object(
  {
    expires: Type.Optional(
      Type.String({ maxLength: 32, description: 'Expiry of the signed URL, in Unix seconds' }),
    ),
    sig: Type.Optional(
      Type.String({ maxLength: 256, description: 'base64url HMAC-SHA256 of "{uuid}:{expires}"' }),
    ),
  },
  { additionalProperties: false },
);

/** The bytes of a served file. */
const fileBytes = (mediaType: string) => ({
  schema: Type.String({ contentMediaType: mediaType }),
});

/**
 * The 200 of a download: the file's bytes in its own media type (pictures inline, CVs as an
 * attachment). Not JSON: fastify streams it as it is, and the response check leaves it alone.
 */
export const FileContent = {
  description: 'The file: a picture (inline) or a PDF (attachment)',
  content: {
    'image/png': fileBytes('image/png'),
    'image/jpeg': fileBytes('image/jpeg'),
    'application/pdf': fileBytes('application/pdf'),
  },
};
