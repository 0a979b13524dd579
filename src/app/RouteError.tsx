import { Button, Result } from 'antd';
import { useRouteError } from 'react-router-dom';

/** The error boundary of each route subtree: a failed chunk load or a render error. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main style={{ padding: 48 }}>
      <Result
        status="error"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>Something went wrong</h1>}
        subTitle="The page could not be shown. Reload to try again."
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      />
    </main>
  );
}
