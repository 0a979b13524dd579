import DOMPurify from 'dompurify';

/**
 * The tags of Drupal's basic_html text format, the format short bios are stored in. The server
 * sanitizes to the same list on write; the browser sanitizes again before rendering.
 */
export const BASIC_HTML_TAGS = [
  'a',
  'em',
  'strong',
  'cite',
  'blockquote',
  'code',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'span',
] as const;

/**
 * Attributes basic_html keeps. Drupal also allows `id` on headings; we drop it because ids in
 * user content can clobber globals and collide with the application's own ids.
 */
export const BASIC_HTML_ATTRIBUTES = ['href', 'hreflang', 'cite', 'start', 'type'] as const;

/** The text format name stored next to the HTML (`{value, format}`). */
export const BASIC_HTML_FORMAT = 'basic_html';

/**
 * Returns `html` reduced to the basic_html allow-list: other tags are unwrapped (their text is
 * kept), scripts, styles and event handlers are removed, and links keep only safe schemes.
 */
export function sanitizeBasicHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...BASIC_HTML_TAGS],
    ALLOWED_ATTR: [...BASIC_HTML_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
    KEEP_CONTENT: true,
  });
}
