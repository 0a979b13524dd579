import { ContentState, convertFromHTML } from 'draft-js';
import { sanitizeBasicHtml } from './basicHtml';

/**
 * Draft's importer reads list depth from lists nested directly in lists
 * (`<ul><li>a</li><ul><li>b</li></ul></ul>`) but flattens the standard form, where the nested
 * list sits inside the previous `<li>`. This moves every nested list out of its item, right
 * after it, so both forms import with their depth.
 */
function liftNestedLists(html: string): string {
  const root = document.createElement('div');
  root.innerHTML = html;
  for (const item of Array.from(root.querySelectorAll('li'))) {
    const nested = Array.from(item.children).filter(
      (el) => el.tagName === 'UL' || el.tagName === 'OL',
    );
    let anchor: Element = item;
    for (const list of nested) {
      anchor.after(list);
      anchor = list;
    }
  }
  return root.innerHTML;
}

/**
 * Parses stored rich text into draft-js content. The HTML is first reduced to the basic_html
 * allow-list (so images and scripts never become blocks), then imported with draft's own
 * converter, which keeps headings, lists with their depth, blockquotes, bold, italic and links.
 */
export function htmlToContent(html: string | null | undefined): ContentState {
  if (!html || !html.trim()) return ContentState.createFromText('');
  const { contentBlocks, entityMap } = convertFromHTML(liftNestedLists(sanitizeBasicHtml(html)));
  if (!contentBlocks || contentBlocks.length === 0) return ContentState.createFromText('');
  return ContentState.createFromBlockArray(contentBlocks, entityMap);
}
