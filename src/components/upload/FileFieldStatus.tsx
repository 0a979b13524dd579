import { Spin, Typography } from 'antd';

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
      <Typography.Text id={id} type="danger" role="alert" style={{ display: 'block' }}>
        {error}
      </Typography.Text>
    );
  }
  return (
    <Typography.Text id={id} type="secondary" style={{ display: 'block' }}>
      {help}
    </Typography.Text>
  );
}
