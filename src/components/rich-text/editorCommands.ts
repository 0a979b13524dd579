import { EditorState, RichUtils } from 'draft-js';

/** Deepest list nesting the indent button allows (draft renders depths 0–4). */
export const MAX_LIST_DEPTH = 4;

export const LIST_TYPES = ['unordered-list-item', 'ordered-list-item'] as const;

/** Block type of the block holding the selection start. */
export function currentBlockType(state: EditorState): string {
  const selection = state.getSelection();
  return state.getCurrentContent().getBlockForKey(selection.getStartKey()).getType();
}

/** Whether the selection is inside a block of `type` (drives the button's aria-pressed). */
export function isBlockActive(state: EditorState, type: string): boolean {
  return currentBlockType(state) === type;
}

/** Whether new text at the cursor (or the selected text) carries `style`. */
export function isStyleActive(state: EditorState, style: string): boolean {
  return state.getCurrentInlineStyle().has(style);
}

/** Turns the selected blocks into `type`, or back into paragraphs when they already are. */
export function toggleBlock(state: EditorState, type: string): EditorState {
  return RichUtils.toggleBlockType(state, type);
}

/** Adds or removes an inline style (BOLD, ITALIC) on the selection. */
export function toggleStyle(state: EditorState, style: string): EditorState {
  return RichUtils.toggleInlineStyle(state, style);
}

function selectedBlocks(state: EditorState) {
  const selection = state.getSelection();
  const content = state.getCurrentContent();
  const blocks = content.getBlocksAsArray();
  const start = blocks.findIndex((b) => b.getKey() === selection.getStartKey());
  const end = blocks.findIndex((b) => b.getKey() === selection.getEndKey());
  return { content, blocks, start, end };
}

/** Whether any selected block is a list item, so indenting makes sense. */
export function canChangeDepth(state: EditorState, delta: 1 | -1): boolean {
  const { blocks, start, end } = selectedBlocks(state);
  return blocks.slice(start, end + 1).some((block) => {
    if (!(LIST_TYPES as readonly string[]).includes(block.getType())) return false;
    const depth = block.getDepth() + delta;
    return depth >= 0 && depth <= MAX_LIST_DEPTH;
  });
}

/**
 * Moves the selected list items one level deeper (`1`) or shallower (`-1`). Other blocks are
 * left alone; depth stays within 0 and MAX_LIST_DEPTH.
 */
export function changeListDepth(state: EditorState, delta: 1 | -1): EditorState {
  if (!canChangeDepth(state, delta)) return state;
  const { content, blocks, start, end } = selectedBlocks(state);
  let blockMap = content.getBlockMap();
  for (const block of blocks.slice(start, end + 1)) {
    if (!(LIST_TYPES as readonly string[]).includes(block.getType())) continue;
    const depth = Math.max(0, Math.min(MAX_LIST_DEPTH, block.getDepth() + delta));
    blockMap = blockMap.set(block.getKey(), block.set('depth', depth) as typeof block);
  }
  const selection = state.getSelection();
  const next = content.merge({
    blockMap,
    selectionBefore: selection,
    selectionAfter: selection,
  }) as typeof content;
  return EditorState.push(state, next, 'adjust-depth');
}
