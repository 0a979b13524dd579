import { Space } from 'antd';
import { typedCharacter } from '@/components/form/useLoadOnFirstUse';
import { ToolbarButton, TOOLBAR_BUTTONS } from './toolbarButtons';
import './RichTextEditor.css';
import { textPreview } from './textPreview';

export interface RichTextStandInProps {
  /** Stored rich text (basic_html), shown as the editor would show it. */
  html: string | null | undefined;
  'aria-labelledby': string;
  'aria-describedby'?: string;
  toolbarLabel: string;
  error?: boolean;
  /** Text typed or pasted into the stand-in, for the editor to take over. */
  onInput: (text: string) => void;
  onFocusChange: (focused: boolean) => void;
}

/**
 * What a rich text field shows until its editor (draft-js, a large download) has loaded: the
 * same frame, the toolbar's buttons (not yet usable) and the text. It is a focusable textbox; what
 * is typed or pasted into it is kept for the editor, so nothing is lost while the editor loads.
 */
export function RichTextStandIn({
  html,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  toolbarLabel,
  error = false,
  onInput,
  onFocusChange,
}: RichTextStandInProps) {
  return (
    <div className={`mb-rich-text${error ? ' mb-rich-text--error' : ''}`}>
      <div className="mb-rich-text__toolbar">
        <Space role="toolbar" aria-label={toolbarLabel} size={4} wrap>
          {Object.values(TOOLBAR_BUTTONS).map((look) => (
            <ToolbarButton key={look.name} look={look} disabled />
          ))}
        </Space>
      </div>
      <div className="mb-rich-text__content">
        <div
          className="mb-rich-text__stand-in"
          role="textbox"
          tabIndex={0}
          aria-multiline="true"
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          aria-invalid={error || undefined}
          onFocus={() => onFocusChange(true)}
          onBlur={() => onFocusChange(false)}
          onKeyDown={(event) => {
            const typed = typedCharacter(event);
            if (typed === null) return;
            event.preventDefault();
            onInput(typed);
          }}
          onPaste={(event) => {
            event.preventDefault();
            onInput(event.clipboardData.getData('text/plain'));
          }}
        >
          {textPreview(html)}
        </div>
      </div>
    </div>
  );
}
