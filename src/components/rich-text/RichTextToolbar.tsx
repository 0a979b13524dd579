import type { ReactNode } from 'react';
import { Button, Space, Tooltip } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  OrderedListOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { EditorState } from 'draft-js';
import {
  canChangeDepth,
  changeListDepth,
  isBlockActive,
  isStyleActive,
  toggleBlock,
  toggleStyle,
} from './editorCommands';

interface ToolbarItem {
  name: string;
  icon: ReactNode;
  isActive?: (state: EditorState) => boolean;
  isEnabled?: (state: EditorState) => boolean;
  apply: (state: EditorState) => EditorState;
}

const blockItem = (name: string, icon: ReactNode, type: string): ToolbarItem => ({
  name,
  icon,
  isActive: (state) => isBlockActive(state, type),
  apply: (state) => toggleBlock(state, type),
});

const styleItem = (name: string, icon: ReactNode, style: string): ToolbarItem => ({
  name,
  icon,
  isActive: (state) => isStyleActive(state, style),
  apply: (state) => toggleStyle(state, style),
});

/** The spec's toolbar, in order: headings 2–6, bold, italic, lists, indent, blockquote. */
export const TOOLBAR_ITEMS: readonly ToolbarItem[] = [
  blockItem('Heading 2', 'H2', 'header-two'),
  blockItem('Heading 3', 'H3', 'header-three'),
  blockItem('Heading 4', 'H4', 'header-four'),
  blockItem('Heading 5', 'H5', 'header-five'),
  blockItem('Heading 6', 'H6', 'header-six'),
  styleItem('Bold', <BoldOutlined />, 'BOLD'),
  styleItem('Italic', <ItalicOutlined />, 'ITALIC'),
  blockItem('Bulleted list', <UnorderedListOutlined />, 'unordered-list-item'),
  blockItem('Numbered list', <OrderedListOutlined />, 'ordered-list-item'),
  {
    name: 'Decrease indent',
    icon: <MenuFoldOutlined />,
    isEnabled: (state) => canChangeDepth(state, -1),
    apply: (state) => changeListDepth(state, -1),
  },
  {
    name: 'Increase indent',
    icon: <MenuUnfoldOutlined />,
    isEnabled: (state) => canChangeDepth(state, 1),
    apply: (state) => changeListDepth(state, 1),
  },
  blockItem('Blockquote', <span aria-hidden="true">&ldquo;&rdquo;</span>, 'blockquote'),
];

export interface RichTextToolbarProps {
  editorState: EditorState;
  onChange: (state: EditorState) => void;
  /** Accessible name of the toolbar, e.g. "Short bio formatting". */
  label: string;
  disabled?: boolean;
}

/**
 * Formatting buttons for the rich text editor. Each is a real button with a name; toggles expose
 * aria-pressed. Buttons keep the editor's selection by not taking focus on mouse down.
 */
export function RichTextToolbar({ editorState, onChange, label, disabled }: RichTextToolbarProps) {
  return (
    <Space role="toolbar" aria-label={label} size={4} wrap>
      {TOOLBAR_ITEMS.map((item) => {
        const pressed = item.isActive?.(editorState);
        const enabled = !disabled && (item.isEnabled?.(editorState) ?? true);
        return (
          <Tooltip key={item.name} title={item.name}>
            <Button
              htmlType="button"
              size="small"
              type={pressed ? 'primary' : 'default'}
              // WCAG 2.5.3: a button showing text ("H2") is named starting with that text.
              aria-label={typeof item.icon === 'string' ? `${item.icon} ${item.name}` : item.name}
              aria-pressed={item.isActive ? Boolean(pressed) : undefined}
              disabled={!enabled}
              icon={typeof item.icon === 'string' ? undefined : item.icon}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onChange(item.apply(editorState))}
            >
              {typeof item.icon === 'string' ? item.icon : null}
            </Button>
          </Tooltip>
        );
      })}
    </Space>
  );
}
