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
} as const;

export const PDF_RULES = {
  extensions: ['pdf'],
  mimeTypes: ['application/pdf'],
  /** The spec has 25 MB in code and 30 MB in helper text; we use and say 25 MB. */
  maxBytes: 25 * MEGABYTE,
} as const;

export const IMAGE_TYPE_MESSAGE = 'jpeg, jpg, png files only';

export type FileAttributes = Static<typeof FileAttributesSchema>;

/** Messages for files refused by their limits; the SPA shows them and the server returns them. */
export const IMAGE_SIZE_MESSAGE = 'The image must be 15 MB or smaller';
export const IMAGE_DIMENSIONS_MESSAGE = 'The image must be at least 200x200 px';
export const IMAGE_PIXELS_MESSAGE = 'The image is too large: at most 40 megapixels';
export const PDF_TYPE_MESSAGE = 'PDF files only';
export const PDF_SIZE_MESSAGE = 'The CV must be 25 MB or smaller';
/** Helper text under the CV field (the spec's 30 MB reading is not used). */
export const PDF_HELP_TEXT = 'PDF only, at most 25 MB';
