import type { ReactNode } from 'react';
import { Button, Tooltip } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  OrderedListOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';

/** A toolbar button as shown: its name, and its icon or the text it shows ("H2"). */
export interface ToolbarButtonLook {
  name: string;
  icon: ReactNode;
}

/** The spec's toolbar, in order: headings 2–6, bold, italic, lists, indent, blockquote. */
export const TOOLBAR_BUTTONS = {
  heading2: { name: 'Heading 2', icon: 'H2' },
  heading3: { name: 'Heading 3', icon: 'H3' },
  heading4: { name: 'Heading 4', icon: 'H4' },
  heading5: { name: 'Heading 5', icon: 'H5' },
  heading6: { name: 'Heading 6', icon: 'H6' },
  bold: { name: 'Bold', icon: <BoldOutlined /> },
  italic: { name: 'Italic', icon: <ItalicOutlined /> },
  bulleted: { name: 'Bulleted list', icon: <UnorderedListOutlined /> },
  numbered: { name: 'Numbered list', icon: <OrderedListOutlined /> },
  outdent: { name: 'Decrease indent', icon: <MenuFoldOutlined /> },
  indent: { name: 'Increase indent', icon: <MenuUnfoldOutlined /> },
  blockquote: { name: 'Blockquote', icon: <span aria-hidden="true">&ldquo;&rdquo;</span> },
} satisfies Record<string, ToolbarButtonLook>;

export interface ToolbarButtonProps {
  look: ToolbarButtonLook;
  /** A toggle's state (aria-pressed); undefined for buttons that are not toggles. */
  pressed?: boolean;
  disabled?: boolean;
  onClick?: () => void;
}

/**
 * One formatting button: a real button with a name, which keeps the editor's selection by not
 * taking focus on mouse down.
 */
export function ToolbarButton({ look, pressed, disabled, onClick }: ToolbarButtonProps) {
  const text = typeof look.icon === 'string';
  return (
    <Tooltip title={look.name}>
      <Button
        htmlType="button"
        size="small"
        type={pressed ? 'primary' : 'default'}
        // WCAG 2.5.3: a button showing text ("H2") is named starting with that text.
        aria-label={text ? `${String(look.icon)} ${look.name}` : look.name}
        aria-pressed={pressed}
        disabled={disabled}
        icon={text ? undefined : look.icon}
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      >
        {text ? look.icon : null}
      </Button>
    </Tooltip>
  );
}
