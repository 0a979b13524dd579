import { Space } from 'antd';
import type { EditorState } from 'draft-js';
import {
  canChangeDepth,
  changeListDepth,
  isBlockActive,
  isStyleActive,
  toggleBlock,
  toggleStyle,
} from './editorCommands';
import { ToolbarButton, TOOLBAR_BUTTONS, type ToolbarButtonLook } from './toolbarButtons';

interface ToolbarItem {
  look: ToolbarButtonLook;
  isActive?: (state: EditorState) => boolean;
  isEnabled?: (state: EditorState) => boolean;
  apply: (state: EditorState) => EditorState;
}

const blockItem = (look: ToolbarButtonLook, type: string): ToolbarItem => ({
  look,
  isActive: (state) => isBlockActive(state, type),
  apply: (state) => toggleBlock(state, type),
});

const styleItem = (look: ToolbarButtonLook, style: string): ToolbarItem => ({
  look,
  isActive: (state) => isStyleActive(state, style),
  apply: (state) => toggleStyle(state, style),
});

const B = TOOLBAR_BUTTONS;

/** The spec's toolbar with what each button does (the order of TOOLBAR_BUTTONS). */
export const TOOLBAR_ITEMS: readonly ToolbarItem[] = [
  blockItem(B.heading2, 'header-two'),
  blockItem(B.heading3, 'header-three'),
  blockItem(B.heading4, 'header-four'),
  blockItem(B.heading5, 'header-five'),
  blockItem(B.heading6, 'header-six'),
  styleItem(B.bold, 'BOLD'),
  styleItem(B.italic, 'ITALIC'),
  blockItem(B.bulleted, 'unordered-list-item'),
  blockItem(B.numbered, 'ordered-list-item'),
  {
    look: B.outdent,
    isEnabled: (state) => canChangeDepth(state, -1),
    apply: (state) => changeListDepth(state, -1),
  },
  {
    look: B.indent,
    isEnabled: (state) => canChangeDepth(state, 1),
    apply: (state) => changeListDepth(state, 1),
  },
  blockItem(B.blockquote, 'blockquote'),
];

export interface RichTextToolbarProps {
  editorState: EditorState;
  onChange: (state: EditorState) => void;
  /** Accessible name of the toolbar, e.g. "Short bio formatting". */
  label: string;
  disabled?: boolean;
}

/** Formatting buttons for the rich text editor; toggles expose aria-pressed. */
export function RichTextToolbar({ editorState, onChange, label, disabled }: RichTextToolbarProps) {
  return (
    <Space role="toolbar" aria-label={label} size={4} wrap>
      {TOOLBAR_ITEMS.map((item) => (
        <ToolbarButton
          key={item.look.name}
          look={item.look}
          pressed={item.isActive ? item.isActive(editorState) : undefined}
          disabled={disabled || !(item.isEnabled?.(editorState) ?? true)}
          onClick={() => onChange(item.apply(editorState))}
        />
      ))}
    </Space>
  );
}
