import { UploadError } from './uploadError';

/** Longest file name kept, in characters; longer names are cut before the extension. */
export const MAX_FILENAME_LENGTH = 200;

/**
 * Splits a header value into `;`-separated parameters, honouring quoted strings (a `;` inside
 * quotes does not split, `\"` is an escaped quote).
 */
function parameters(header: string): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (const match of header.matchAll(pattern)) {
    const name = match[1].toLowerCase();
    const raw = match[2].trim();
    const value = raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw;
    if (!found.has(name)) found.set(name, value);
  }
  return found;
}

/** Decodes an RFC 8187 extended value (`UTF-8''na%C3%AFve.pdf`); undefined when malformed. */
function decodeExtended(value: string): string | undefined {
  const match = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(value);
  if (!match) return undefined;
  const charset = match[1].toLowerCase();
  try {
    if (charset === 'utf-8') return decodeURIComponent(match[2]);
    if (charset === 'iso-8859-1') {
      return match[2].replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      );
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/**
 * Makes a client-supplied file name safe to store and show: no directory parts, no control or
 * reserved characters, no leading dots (hidden files), at most {@link MAX_FILENAME_LENGTH}
 * characters with the extension kept. Returns '' when nothing usable is left.
 */
export function sanitizeFilename(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  let clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}<>:"|?*]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  const characters = [...clean];
  if (characters.length > MAX_FILENAME_LENGTH) {
    const dot = clean.lastIndexOf('.');
    const extension = dot > 0 ? [...clean.slice(dot)].slice(0, 16).join('') : '';
    const stemLength = MAX_FILENAME_LENGTH - [...extension].length;
    clean = characters.slice(0, stemLength).join('').trimEnd() + extension;
  }
  return clean;
}

/**
 * Reads the file name of an upload from `Content-Disposition: file; filename="..."` (the form
 * Drupal's file upload resource takes), preferring an RFC 8187 `filename*` when present, and
 * returns it sanitized. Throws an {@link UploadError} when there is no usable name.
 */
export function parseContentDisposition(header: string | undefined): string {
  const missing = new UploadError(
    'missing_filename',
    'The upload needs a Content-Disposition header with a file name.',
  );
  if (!header) throw missing;
  const params = parameters(header);
  const extended = params.get('filename*');
  const raw =
    (extended !== undefined ? decodeExtended(extended) : undefined) ?? params.get('filename');
  const filename = raw === undefined ? '' : sanitizeFilename(raw);
  if (!filename) throw missing;
  return filename;
}
