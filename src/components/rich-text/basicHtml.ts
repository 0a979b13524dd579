import DOMPurify from 'dompurify';
import {
  BASIC_HTML_ATTRIBUTES_BY_TAG,
  BASIC_HTML_TAGS,
  BASIC_HTML_URI_PATTERN,
  basicHtmlKeepsAttribute,
} from '@contract/basicHtml';

/** Every attribute some basic_html tag keeps (DOMPurify takes one flat list). */
export const BASIC_HTML_ATTRIBUTES = [
  ...new Set(Object.values(BASIC_HTML_ATTRIBUTES_BY_TAG).flat()),
] as readonly string[];

/**
 * A DOMPurify of its own, so its hook never touches other sanitizing: it applies the contract's
 * allow-list per tag (DOMPurify's own list is flat, which would let `cite` or `type` onto any
 * tag), the same one the server's sanitize-html enforces.
 */
const purifier = DOMPurify(typeof window === 'undefined' ? undefined : window);
purifier.addHook('uponSanitizeAttribute', (node, data) => {
  if (!basicHtmlKeepsAttribute(node.nodeName, data.attrName)) data.keepAttr = false;
});

/**
 * Returns `html` reduced to the basic_html allow-list: other tags are unwrapped (their text is
 * kept), scripts, styles and event handlers are removed, and links keep only the contract's
 * schemes (never protocol-relative addresses).
 */
export function sanitizeBasicHtml(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...BASIC_HTML_TAGS],
    ALLOWED_ATTR: [...BASIC_HTML_ATTRIBUTES],
    ALLOWED_URI_REGEXP: BASIC_HTML_URI_PATTERN,
    ALLOW_DATA_ATTR: false,
    KEEP_CONTENT: true,
  });
}
