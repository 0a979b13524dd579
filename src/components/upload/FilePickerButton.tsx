import { useRef } from 'react';
import type { ReactNode } from 'react';
import { Button } from 'antd';

export interface FilePickerButtonProps {
  /** Accessible name of the hidden file input (e.g. "Profile picture file"). */
  inputLabel: string;
  /** `accept` attribute: extensions and MIME types offered by the browser's dialog. */
  accept: string;
  onPick: (file: File) => void;
  icon?: ReactNode;
  disabled?: boolean;
  'aria-describedby'?: string;
  children: ReactNode;
}

/**
 * A real button that opens the browser's file dialog for one file. The native input stays in
 * the DOM but hidden, so keyboard users reach a normal, visibly focused button instead.
 */
export function FilePickerButton({
  inputLabel,
  accept,
  onPick,
  icon,
  disabled,
  'aria-describedby': describedBy,
  children,
}: FilePickerButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        aria-label={inputLabel}
        hidden
        tabIndex={-1}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Clear the input so choosing the same file again still reports a change.
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
      <Button
        htmlType="button"
        icon={icon}
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => input.current?.click()}
      >
        {children}
      </Button>
    </>
  );
}
