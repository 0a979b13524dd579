import { createElement, type ReactNode } from 'react';
import { BASIC_HTML_TAGS } from '@contract/basicHtml';

const KEPT: ReadonlySet<string> = new Set<string>(BASIC_HTML_TAGS);
/** Elements whose text is not text a reader sees. */
const DROPPED: ReadonlySet<string> = new Set(['script', 'style', 'template', 'noscript', 'title']);

/**
 * Stored rich text (basic_html) as React elements, for the editor's stand-in: the allow-listed
 * tags with their text and no attributes at all (a link shows as its text, as in the editor).
 * The HTML is parsed into an inert document, where nothing runs and nothing loads, and only its
 * text and tag names come out, so this needs no sanitizer (and not its download).
 */
export function textPreview(html: string | null | undefined): ReactNode[] {
  if (!html) return [];
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return convert(body.childNodes, 'p');
}

function convert(nodes: NodeListOf<ChildNode>, keyPrefix: string): ReactNode[] {
  const out: ReactNode[] = [];
  nodes.forEach((node, index) => {
    const key = `${keyPrefix}.${index}`;
    if (node.nodeType === Node.TEXT_NODE) {
      out.push(node.textContent);
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const tag = node.nodeName.toLowerCase();
    if (DROPPED.has(tag)) return;
    const children = convert(node.childNodes, key);
    if (tag === 'br') out.push(createElement('br', { key }));
    else if (KEPT.has(tag) && tag !== 'a')
      out.push(createElement(tag, { key }, ...(children.length ? children : [])));
    else out.push(...children);
  });
  return out;
}
