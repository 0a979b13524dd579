import { EditorState, SelectionState } from 'draft-js';
import { contentToHtml } from './contentToHtml';
import { htmlToContent } from './htmlToContent';
import {
  canChangeDepth,
  changeListDepth,
  isBlockActive,
  isStyleActive,
  MAX_LIST_DEPTH,
  toggleBlock,
  toggleStyle,
} from './editorCommands';

/** Editor state for `html` with the selection spanning blocks `from` to `to` entirely. */
function stateWith(html: string, from = 0, to = from): EditorState {
  const content = htmlToContent(html);
  const blocks = content.getBlocksAsArray();
  const selection = SelectionState.createEmpty(blocks[from].getKey()).merge({
    focusKey: blocks[to].getKey(),
    focusOffset: blocks[to].getLength(),
  });
  return EditorState.forceSelection(EditorState.createWithContent(content), selection);
}

const html = (state: EditorState) => contentToHtml(state.getCurrentContent());

describe('editor commands', () => {
  it('turns a paragraph into a heading and back into a paragraph', () => {
    const heading = toggleBlock(stateWith('<p>Hello</p>'), 'header-three');
    expect(html(heading)).toBe('<h3>Hello</h3>');
    expect(isBlockActive(heading, 'header-three')).toBe(true);
    expect(html(toggleBlock(heading, 'header-three'))).toBe('<p>Hello</p>');
  });

  it('makes the selected text bold and reports the style as active', () => {
    const bold = toggleStyle(stateWith('<p>Hello</p>'), 'BOLD');
    expect(html(bold)).toBe('<p><strong>Hello</strong></p>');
    expect(isStyleActive(bold, 'BOLD')).toBe(true);
    expect(isStyleActive(bold, 'ITALIC')).toBe(false);
  });

  it('turns paragraphs into a numbered list and into a blockquote', () => {
    expect(html(toggleBlock(stateWith('<p>a</p><p>b</p>', 0, 1), 'ordered-list-item'))).toBe(
      '<ol><li>a</li><li>b</li></ol>',
    );
    expect(html(toggleBlock(stateWith('<p>q</p>'), 'blockquote'))).toBe(
      '<blockquote>q</blockquote>',
    );
  });

  it('indents a list item under the previous one and outdents it again', () => {
    const start = stateWith('<ul><li>a</li><li>b</li></ul>', 1);
    const indented = changeListDepth(start, 1);
    expect(html(indented)).toBe('<ul><li>a<ul><li>b</li></ul></li></ul>');
    expect(html(changeListDepth(indented, -1))).toBe('<ul><li>a</li><li>b</li></ul>');
  });

  it('does not indent paragraphs and does not outdent below the first level', () => {
    const paragraph = stateWith('<p>text</p>');
    expect(canChangeDepth(paragraph, 1)).toBe(false);
    expect(changeListDepth(paragraph, 1)).toBe(paragraph);
    expect(canChangeDepth(stateWith('<ul><li>a</li></ul>'), -1)).toBe(false);
  });

  it('stops indenting at the deepest level', () => {
    let state = stateWith('<ul><li>a</li></ul>');
    for (let i = 0; i < MAX_LIST_DEPTH + 2; i += 1) state = changeListDepth(state, 1);
    expect(state.getCurrentContent().getFirstBlock().getDepth()).toBe(MAX_LIST_DEPTH);
    expect(canChangeDepth(state, 1)).toBe(false);
  });
});
