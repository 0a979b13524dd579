import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Editor, EditorState, Modifier, RichUtils } from 'draft-js';
import type {
  DraftEditorCommand,
  DraftHandleValue,
  DraftInlineStyle,
  SelectionState,
} from 'draft-js';
import 'draft-js/dist/Draft.css';
import './RichTextEditor.css';
import { contentToHtml } from './contentToHtml';
import { createHighlightDecorator, type Highlighter } from './highlightDecorator';
import { htmlToContent } from './htmlToContent';
import { RichTextToolbar } from './RichTextToolbar';
import { typedCharacter } from '@/components/form/useLoadOnFirstUse';

/** Keyboard shortcuts for styles basic_html cannot store are swallowed instead of applied. */
const IGNORED_COMMANDS: ReadonlySet<string> = new Set(['underline', 'code', 'strikethrough']);

export interface RichTextEditorProps {
  /** Stored rich text (basic_html). */
  value: string | null | undefined;
  /** Called with basic_html whenever the text or its formatting changes ('' when empty). */
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** Id of the visible label; the editable area and toolbar are named after it. */
  'aria-labelledby': string;
  /** Id of helper or error text. */
  'aria-describedby'?: string;
  /** Name of the formatting toolbar. */
  toolbarLabel?: string;
  /** Shows the error outline (the message itself is rendered by the form field). */
  error?: boolean;
  placeholder?: string;
  disabled?: boolean;
  /**
   * Marks ranges of each block's text (a review aid, not formatting: marks are never stored).
   * Pass a stable function; a different one re-decorates the whole text.
   */
  highlight?: Highlighter;
  /**
   * Asked once, when the editor appears in place of a stand-in (RichTextStandIn): what was typed
   * there meanwhile, added at the end, and whether the stand-in had focus, which the editor takes.
   */
  handOver?: () => { text: string; focus: boolean };
}

/** `text` typed at the end of the content, the cursor after it. */
function typeAtEnd(state: EditorState, text: string): EditorState {
  const atEnd = EditorState.moveSelectionToEnd(state);
  const content = Modifier.insertText(atEnd.getCurrentContent(), atEnd.getSelection(), text);
  return EditorState.push(atEnd, content, 'insert-characters');
}

function samePosition(a: SelectionState, b: SelectionState): boolean {
  return (
    a.getAnchorKey() === b.getAnchorKey() &&
    a.getAnchorOffset() === b.getAnchorOffset() &&
    a.getFocusKey() === b.getFocusKey() &&
    a.getFocusOffset() === b.getFocusOffset()
  );
}

/**
 * Draft.js rich text editor with the spec's toolbar. It is controlled through HTML: `value` is
 * parsed once, edits are reported as basic_html, and a new `value` from the parent (other than
 * the one just reported) replaces the content.
 */
export function RichTextEditor({
  value,
  onChange,
  onBlur,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  toolbarLabel = 'Formatting',
  error = false,
  placeholder,
  disabled = false,
  highlight,
  handOver,
}: RichTextEditorProps) {
  const editorRef = useRef<Editor>(null);
  // Without `highlight` there is no decorator at all, exactly as before highlighting existed.
  const decorator = useMemo(
    () => (highlight ? createHighlightDecorator(highlight) : undefined),
    [highlight],
  );
  const [editorState, setEditorState] = useState(() =>
    EditorState.createWithContent(htmlToContent(value), decorator),
  );
  // The last HTML this component reported or accepted, to tell the parent's echo of our own
  // report from a new value. Compared as written: draft's importer normalizes whitespace, so a
  // normalized comparison would mistake "Hello " for a new value and reset the cursor.
  const [known, setKnown] = useState(value ?? '');
  const [prevValue, setPrevValue] = useState(value);

  if (value !== prevValue) {
    setPrevValue(value);
    if ((value ?? '') !== known) {
      setKnown(value ?? '');
      setEditorState(EditorState.createWithContent(htmlToContent(value), decorator));
    }
  }

  // The decorator lives in the editor state; a new one re-decorates the text in place, keeping
  // content, selection and undo history.
  const [decorated, setDecorated] = useState(decorator);
  if (decorator !== decorated) {
    setDecorated(decorator);
    setEditorState((state) => EditorState.set(state, { decorator: decorator ?? null }));
  }

  // A style picked on the toolbar with nothing selected lives in draft's "inline style override",
  // which draft drops when it moves focus back into the editor. Keep it until the text changes
  // or the cursor moves, as draft does for a style picked while the editor has focus.
  const pendingOverride = useRef<{ style: DraftInlineStyle; state: EditorState } | null>(null);

  const change = (incoming: EditorState) => {
    let next = incoming;
    const pending = pendingOverride.current;
    if (pending && !next.getInlineStyleOverride()) {
      const sameText = next.getCurrentContent() === pending.state.getCurrentContent();
      const sameCursor = samePosition(next.getSelection(), pending.state.getSelection());
      if (sameText && sameCursor) next = EditorState.setInlineStyleOverride(next, pending.style);
      else pendingOverride.current = null;
    }
    setEditorState(next);
    // Selection moves keep the same ContentState object; only real edits are reported.
    if (next.getCurrentContent() === editorState.getCurrentContent()) return;
    const html = contentToHtml(next.getCurrentContent());
    if (html !== known) {
      setKnown(html);
      onChange(html);
    }
  };

  // The stand-in is gone from the commit on, but draft takes the focus only once its effects have
  // run. Keys typed in between would go to the page: the editor's frame holds the focus meanwhile
  // and keeps them, then types them at the end of the text until draft has the focus.
  const frame = useRef<HTMLDivElement>(null);
  const early = useRef<{ text: string; focus: boolean } | null>(null);
  const handedOver = useRef(false);
  useLayoutEffect(() => {
    if (!handOver) return;
    early.current = handOver();
    if (early.current.focus) frame.current?.focus();
    // Once, when the editor takes the stand-in's place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (handedOver.current || !early.current) return;
    handedOver.current = true;
    const { text, focus } = early.current;
    if (!text && !focus) return;
    let next = editorState;
    if (text) {
      next = typeAtEnd(next, text);
      const html = contentToHtml(next.getCurrentContent());
      setKnown(html);
      onChange(html);
    } else next = EditorState.moveSelectionToEnd(next);
    if (focus) {
      next = EditorState.moveFocusToEnd(next);
      setTimeout(() => editorRef.current?.focus(), 0);
    }
    setEditorState(next);
  }, [editorState, onChange]);
  /** What reaches the frame itself (not the editor in it) while draft has not taken the focus. */
  const held = (text: string) => {
    if (!handedOver.current && early.current) early.current.text += text;
    else change(typeAtEnd(editorState, text));
  };

  const handleKeyCommand = (command: DraftEditorCommand, state: EditorState): DraftHandleValue => {
    if (IGNORED_COMMANDS.has(command)) return 'handled';
    const next = RichUtils.handleKeyCommand(state, command);
    if (!next) return 'not-handled';
    change(next);
    return 'handled';
  };

  // Draft shows its placeholder over the first block, which looks wrong once it is a heading or
  // a list, so the placeholder is only offered while the first block is a plain paragraph.
  const content = editorState.getCurrentContent();
  const showPlaceholder = content.getBlockMap().first()?.getType() === 'unstyled';

  return (
    <div
      ref={frame}
      tabIndex={-1}
      className={`mb-rich-text${error ? ' mb-rich-text--error' : ''}`}
      onKeyDown={(event) => {
        const typed = event.target === frame.current ? typedCharacter(event) : null;
        if (typed === null) return;
        event.preventDefault();
        held(typed);
      }}
      onPaste={(event) => {
        if (event.target !== frame.current) return;
        event.preventDefault();
        held(event.clipboardData.getData('text/plain'));
      }}
    >
      <div className="mb-rich-text__toolbar">
        <RichTextToolbar
          editorState={editorState}
          onChange={(next) => {
            change(next);
            const style = next.getInlineStyleOverride();
            pendingOverride.current = style ? { style, state: next } : null;
            // Keep typing where the user was after pressing a toolbar button.
            setTimeout(() => editorRef.current?.focus(), 0);
          }}
          label={toolbarLabel}
          disabled={disabled}
        />
      </div>
      <div className="mb-rich-text__content" onClick={() => editorRef.current?.focus()}>
        <Editor
          ref={editorRef}
          editorState={editorState}
          onChange={change}
          onBlur={() => onBlur?.()}
          handleKeyCommand={handleKeyCommand}
          ariaLabelledBy={labelledBy}
          ariaDescribedBy={describedBy}
          ariaMultiline
          placeholder={showPlaceholder ? placeholder : undefined}
          readOnly={disabled}
          spellCheck
        />
      </div>
    </div>
  );
}
