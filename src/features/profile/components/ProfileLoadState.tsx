import { Alert, Button, Spin } from 'antd';

/** While the signed-in user's profile loads. */
export function ProfileLoading() {
  return (
    <div
      role="status"
      aria-label="Loading"
      style={{ display: 'grid', placeItems: 'center', minHeight: 200 }}
    >
      <Spin />
    </div>
  );
}

/** The signed-in user's profile could not be loaded: say so, with a way to try again. */
export function ProfileLoadFailed({ onRetry }: { onRetry(): void }) {
  return (
    <Alert
      type="error"
      title="Your profile could not be loaded."
      action={<Button onClick={onRetry}>Try again</Button>}
    />
  );
}
