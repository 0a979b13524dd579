import sanitizeHtml from 'sanitize-html';
import type { IOptions } from 'sanitize-html';
import {
  BASIC_HTML_ATTRIBUTES_BY_TAG,
  BASIC_HTML_SCHEMES,
  BASIC_HTML_TAGS,
  BASIC_HTML_URI_PATTERN,
} from '@contract/basicHtml';

/** The text format every rich-text field is stored with (spec 01 §3, spec 02 §3). */
export { BASIC_HTML_FORMAT } from '@contract/basicHtml';

const LIST_TYPES = ['1', 'a', 'A', 'i', 'I', 'disc', 'circle', 'square'];

/**
 * Keeps a list's `type` only when it is a real list style and its `start` only when it is a
 * whole number. sanitize-html's own value lists would leave an empty `type` attribute behind.
 */
function checkListAttributes(
  tagName: string,
  attribs: sanitizeHtml.Attributes,
): { tagName: string; attribs: sanitizeHtml.Attributes } {
  const kept = Object.entries(attribs).filter(([name, value]) => {
    if (name === 'type') return LIST_TYPES.includes(value);
    if (name === 'start') return /^-?\d{1,9}$/.test(value);
    return true;
  });
  return { tagName, attribs: Object.fromEntries(kept) };
}

/** Keeps href and cite only when the contract's address pattern allows them (as the SPA does). */
function checkAddresses(
  tagName: string,
  attribs: sanitizeHtml.Attributes,
): { tagName: string; attribs: sanitizeHtml.Attributes } {
  const kept = Object.entries(attribs).filter(
    ([name, value]) =>
      !['href', 'cite'].includes(name) || BASIC_HTML_URI_PATTERN.test(value.trim()),
  );
  return { tagName, attribs: Object.fromEntries(kept) };
}

/**
 * Drupal's basic_html allow-list: the tags and attributes below, links only to web and mail
 * addresses. Disallowed tags are dropped with their text kept, except script, style and similar
 * whose content is not text and is dropped whole.
 */
const BASIC_HTML: IOptions = {
  allowedTags: [...BASIC_HTML_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(BASIC_HTML_ATTRIBUTES_BY_TAG).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...BASIC_HTML_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
  ],
  transformTags: {
    ul: checkListAttributes,
    ol: checkListAttributes,
    a: checkAddresses,
    blockquote: checkAddresses,
  },
};

/**
 * Cleans rich text to Drupal's basic_html allow-list: a[href|hreflang], em, strong, cite,
 * blockquote[cite], code, ul[type], ol[start|type], li, dl, dt, dd, h2–h6, p, br, span, with
 * links only to http, https and mailto. Everything else (scripts, styles, event handlers,
 * frames, images, forms) is removed.
 */
export function sanitizeBasicHtml(html: string): string {
  return sanitizeHtml(html, BASIC_HTML);
}
