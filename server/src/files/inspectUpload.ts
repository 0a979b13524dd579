import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { FILE_RULES, IMAGE_RULES, MEGABYTE } from '@contract/files';
import { UploadError } from './uploadError';

export type UploadKind = 'image' | 'pdf';

/** What the server learned from the bytes of an accepted upload. */
export interface InspectedUpload {
  mime: string;
  /** Extension to store the file under, from the content ('jpg' for every JPEG). */
  ext: string;
  width?: number;
  height?: number;
}

/** The content type each accepted file-name extension promises. */
const MIME_BY_EXTENSION: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jfif: 'image/jpeg',
  pdf: 'application/pdf',
};

function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot === -1 ? '' : filename.slice(dot + 1).toLowerCase();
}

function checkSize(buffer: Uint8Array, maxBytes: number): void {
  if (buffer.length === 0) throw new UploadError('empty', 'The file is empty.');
  if (buffer.length > maxBytes) {
    throw new UploadError('too_large', `The file is larger than ${maxBytes / MEGABYTE} MB.`);
  }
}

function checkDimensions(buffer: Uint8Array): { width: number; height: number } {
  let size: { width?: number; height?: number };
  try {
    // image-size reads only the header (PNG IHDR, JPEG SOF), so a decompression bomb is measured
    // without a single pixel being decoded.
    size = imageSize(buffer);
  } catch {
    throw new UploadError('unreadable_image', 'The image could not be read.');
  }
  const { width = 0, height = 0 } = size;
  if (width * height > IMAGE_RULES.maxPixels) {
    throw new UploadError(
      'too_many_pixels',
      `The image has too many pixels (at most ${IMAGE_RULES.maxPixels / 1_000_000} megapixels).`,
    );
  }
  if (width < IMAGE_RULES.minWidth || height < IMAGE_RULES.minHeight) {
    throw new UploadError(
      'too_small',
      `The image must be at least ${IMAGE_RULES.minWidth}×${IMAGE_RULES.minHeight} pixels.`,
    );
  }
  return { width, height };
}

/**
 * Checks an uploaded file by its content before it is kept: size, real type from the magic
 * bytes, the file name's extension against that type, and for images the pixel dimensions read
 * from the header (minimum size and a pixel cap against decompression bombs). Throws an
 * {@link UploadError} with a readable message when the file is refused.
 */
export async function inspectUpload(
  buffer: Uint8Array,
  kind: UploadKind,
  filename: string,
): Promise<InspectedUpload> {
  const rules = FILE_RULES[kind];
  const typeMessage = rules.messages.type;
  checkSize(buffer, rules.maxBytes);

  const extension = extensionOf(filename);
  if (!(rules.extensions as readonly string[]).includes(extension)) {
    throw new UploadError('type_not_allowed', typeMessage);
  }
  const detected = await fileTypeFromBuffer(buffer);
  // An animated PNG is a valid PNG (viewers show its first frame), so it counts as one.
  const mime = detected?.mime === 'image/apng' ? 'image/png' : detected?.mime;
  if (!mime || mime !== MIME_BY_EXTENSION[extension]) {
    throw new UploadError('content_mismatch', 'The file content does not match its name.');
  }
  if (kind === 'pdf') return { mime, ext: 'pdf' };
  return { mime, ext: mime === 'image/png' ? 'png' : 'jpg', ...checkDimensions(buffer) };
}
