/**
 * Drupal's basic_html text format, the format rich text (short bios, descriptions) is stored in.
 * The server sanitizes to this allow-list on every write; the SPA sanitizes to it again before
 * rendering. Drupal also allows `id` on headings; we drop it because ids in user content can
 * clobber globals and collide with the application's own ids.
 */

export const BASIC_HTML_FORMAT = 'basic_html';

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

/** The attributes each tag keeps; every other attribute is dropped. */
export const BASIC_HTML_ATTRIBUTES_BY_TAG = {
  a: ['href', 'hreflang'],
  blockquote: ['cite'],
  ul: ['type'],
  ol: ['start', 'type'],
} as const;

/** URL schemes links (href, cite) may use. */
export const BASIC_HTML_SCHEMES = ['http', 'https', 'mailto'] as const;

/**
 * What a link (href, cite) may hold: an allowed scheme, or a relative address — but never a
 * protocol-relative one (`//host`), which would leave the site. Both sanitizers use it.
 */
export const BASIC_HTML_URI_PATTERN = new RegExp(
  `^(?:(?:${BASIC_HTML_SCHEMES.join('|')}):|[^a-z/\\\\]|/(?![/\\\\])|[a-z0-9+.-]+(?:[^a-z0-9+.:-]|$))`,
  'i',
);

/** Whether `tag` keeps attribute `name` under basic_html. */
export function basicHtmlKeepsAttribute(tag: string, name: string): boolean {
  const allowed = (BASIC_HTML_ATTRIBUTES_BY_TAG as Record<string, readonly string[]>)[
    tag.toLowerCase()
  ];
  return allowed?.includes(name.toLowerCase()) ?? false;
}
