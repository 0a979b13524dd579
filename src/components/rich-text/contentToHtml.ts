import type { ContentBlock, ContentState } from 'draft-js';

/** Block types the editor writes, mapped to their basic_html tag. */
const BLOCK_TAGS: Record<string, string> = {
  unstyled: 'p',
  paragraph: 'p',
  'header-two': 'h2',
  'header-three': 'h3',
  'header-four': 'h4',
  'header-five': 'h5',
  'header-six': 'h6',
  blockquote: 'blockquote',
  'code-block': 'p',
};

const LIST_TAGS: Record<string, 'ul' | 'ol'> = {
  'unordered-list-item': 'ul',
  'ordered-list-item': 'ol',
};

/** Inline styles basic_html can express, outermost first; others (underline, strike) are dropped. */
const STYLE_TAGS: ReadonlyArray<readonly [string, string]> = [
  ['BOLD', 'strong'],
  ['ITALIC', 'em'],
  ['CODE', 'code'],
];

// The same schemes the server sanitizer keeps.
const SAFE_LINK = /^(https?:|mailto:)/i;

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function linkHref(content: ContentState, entityKey: string | null): string | null {
  if (!entityKey) return null;
  const entity = content.getEntity(entityKey);
  if (entity.getType() !== 'LINK') return null;
  const data = entity.getData() as { url?: unknown; href?: unknown };
  const url = typeof data.url === 'string' ? data.url : data.href;
  return typeof url === 'string' && SAFE_LINK.test(url) ? url : null;
}

/** Renders a block's text with its inline styles and links as basic_html. */
function inlineHtml(block: ContentBlock, content: ContentState): string {
  const text = block.getText();
  let html = '';
  let start = 0;
  // Split the text into runs where the styles and the entity stay the same.
  for (let i = 1; i <= text.length; i += 1) {
    const same =
      i < text.length &&
      block.getInlineStyleAt(i).equals(block.getInlineStyleAt(start)) &&
      block.getEntityAt(i) === block.getEntityAt(start);
    if (same) continue;
    const styles = block.getInlineStyleAt(start);
    let run = escapeHtml(text.slice(start, i)).replace(/\n/g, '<br>');
    for (const [style, tag] of [...STYLE_TAGS].reverse()) {
      if (styles.has(style)) run = `<${tag}>${run}</${tag}>`;
    }
    const href = linkHref(content, block.getEntityAt(start));
    html += href ? `<a href="${escapeHtml(href)}">${run}</a>` : run;
    start = i;
  }
  return html;
}

/**
 * Serializes draft-js content to basic_html: paragraphs, h2–h6, blockquote, nested ul/ol (list
 * depth becomes nesting inside the previous item), strong, em, code and http(s)/mailto
 * links. Content without any text gives '' so "required" checks see an empty field.
 */
export function contentToHtml(content: ContentState): string {
  if (!content.hasText()) return '';
  // Open lists as a stack: one entry per depth, each remembering its tag.
  const open: Array<'ul' | 'ol'> = [];
  let html = '';
  const closeTo = (depth: number) => {
    while (open.length > depth) html += `</li></${open.pop()}>`;
  };
  for (const block of content.getBlocksAsArray()) {
    const listTag = LIST_TAGS[block.getType()];
    if (!listTag) {
      closeTo(0);
      const tag = BLOCK_TAGS[block.getType()];
      // Atomic blocks (embedded media) have no place in basic_html and are left out.
      if (tag) html += `<${tag}>${inlineHtml(block, content)}</${tag}>`;
      continue;
    }
    // A list item can only be one level deeper than the list it follows.
    const depth = Math.min(block.getDepth(), open.length);
    closeTo(depth + 1);
    if (open.length === depth + 1 && open[depth] !== listTag) closeTo(depth);
    if (open.length === depth + 1) {
      html += '</li>';
    } else {
      html += `<${listTag}>`;
      open.push(listTag);
    }
    html += `<li>${inlineHtml(block, content)}`;
  }
  closeTo(0);
  return html;
}
