import DOMPurify from 'dompurify';
import { BASIC_HTML_ATTRIBUTES_BY_TAG, BASIC_HTML_TAGS } from '@contract/basicHtml';

export { BASIC_HTML_FORMAT, BASIC_HTML_TAGS } from '@contract/basicHtml';

/** Every attribute some basic_html tag keeps (DOMPurify takes one flat list). */
export const BASIC_HTML_ATTRIBUTES = [
  ...new Set(Object.values(BASIC_HTML_ATTRIBUTES_BY_TAG).flat()),
] as readonly string[];

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
