import { FILE_RULES, IMAGE_RULES, PDF_RULES } from '@contract/files';

/** A picked file the browser cannot decode as an image. */
export const IMAGE_UNREADABLE_MESSAGE = 'The image could not be read. Please choose another file.';

/** The file input's `accept` for a kind of upload: its extensions and its media types. */
export function acceptOf(kind: keyof typeof FILE_RULES): string {
  const rules = FILE_RULES[kind];
  return [...rules.extensions.map((ext) => `.${ext}`), ...rules.mimeTypes].join(',');
}

/** Lower-case extension of a file name without the dot ('' when there is none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

function hasAllowedType(
  file: File,
  rules: { extensions: readonly string[]; mimeTypes: readonly string[] },
) {
  // Browsers leave `type` empty for extensions they do not know (often .jfif); the extension
  // still has to match, and the server checks the bytes.
  const typeOk = file.type === '' || rules.mimeTypes.includes(file.type);
  return typeOk && rules.extensions.includes(fileExtension(file.name));
}

/** Checks an image's type and size before it is read; returns the message to show, or null. */
export function checkImageFile(file: File): string | null {
  if (!hasAllowedType(file, IMAGE_RULES)) return IMAGE_RULES.messages.type;
  if (file.size > IMAGE_RULES.maxBytes) return IMAGE_RULES.messages.size;
  return null;
}

/** Checks decoded pixel dimensions; returns the message to show, or null. */
export function checkImageDimensions(width: number, height: number): string | null {
  if (width < IMAGE_RULES.minWidth || height < IMAGE_RULES.minHeight) {
    return IMAGE_RULES.messages.dimensions;
  }
  if (width * height > IMAGE_RULES.maxPixels) return IMAGE_RULES.messages.pixels;
  return null;
}

/** Checks a CV file's type and size; returns the message to show, or null. */
export function checkPdfFile(file: File): string | null {
  if (!hasAllowedType(file, PDF_RULES)) return PDF_RULES.messages.type;
  if (file.size > PDF_RULES.maxBytes) return PDF_RULES.messages.size;
  return null;
}

/** Human-readable size: "820 KB", "2.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Output name for a cropped picture: the original base name with the new type's extension. */
export function croppedFileName(original: string, type: 'image/png' | 'image/jpeg'): string {
  const dot = original.lastIndexOf('.');
  const base = (dot >= 0 ? original.slice(0, dot) : original) || 'picture';
  return `${base}.${type === 'image/png' ? 'png' : 'jpg'}`;
}
