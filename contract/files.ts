/**
 * File uploads (spec 01 §4, §5, §7). POST /api/node/{bundle}/{field} with
 * `Content-Type: application/octet-stream` and `Content-Disposition: file; filename="..."`
 * returns 201 with a `file--file` JSON:API document. Limits are shared by SPA and server.
 */
import type { Static } from 'typebox';
import type { FileAttributesSchema } from './schemas/files';

export const MEGABYTE = 1024 * 1024;

export const IMAGE_RULES = {
  /** Accepted file-name extensions; jfif is a JPEG. */
  extensions: ['png', 'jpeg', 'jpg', 'jfif'],
  mimeTypes: ['image/png', 'image/jpeg'],
  maxBytes: 15 * MEGABYTE,
  minWidth: 200,
  minHeight: 200,
  /** Pixel cap against decompression bombs (width × height). */
  maxPixels: 40_000_000,
  /** What the field says under its buttons. */
  help: 'jpeg, jpg or png, at least 200x200 px, at most 15 MB',
  /** Why a file is refused by these rules; the SPA shows them and the server returns them. */
  messages: {
    type: 'jpeg, jpg, png files only',
    size: 'The image must be 15 MB or smaller',
    dimensions: 'The image must be at least 200x200 px',
    pixels: 'The image is too large: at most 40 megapixels',
  },
} as const;

export const PDF_RULES = {
  extensions: ['pdf'],
  mimeTypes: ['application/pdf'],
  /** The spec has 25 MB in code and 30 MB in helper text; we use and say 25 MB. */
  maxBytes: 25 * MEGABYTE,
  /** The spec's 30 MB reading is not used. */
  help: 'PDF only, at most 25 MB',
  messages: {
    type: 'PDF files only',
    size: 'The CV must be 25 MB or smaller',
  },
} as const;

/** The rules of each kind of upload. */
export const FILE_RULES = { image: IMAGE_RULES, pdf: PDF_RULES } as const;

export type FileAttributes = Static<typeof FileAttributesSchema>;
