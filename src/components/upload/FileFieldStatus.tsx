import { Spin } from 'antd';

// antd's default secondary (45 % black) and error (#ff4d4f) text fail WCAG AA contrast on white;
// these pass (7:1 and 5.6:1).
const HELP_COLOR = '#595959';
const ERROR_COLOR = '#cf1322';

/** The spec's 'loading' placeholder, announced to screen readers while a file is sent or deleted. */
export function LoadingPreview() {
  return (
    <span role="status" style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <Spin size="small" />
      <span>loading</span>
    </span>
  );
}

/** Helper text, or the error in its place; `id` is what the field's controls are described by. */
export function FieldMessage({
  id,
  help,
  error,
}: {
  id: string;
  help: string;
  error?: string | null;
}) {
  if (error) {
    return (
      <div id={id} role="alert" style={{ color: ERROR_COLOR }}>
        {error}
      </div>
    );
  }
  return (
    <div id={id} style={{ color: HELP_COLOR }}>
      {help}
    </div>
  );
}
