import { CloseCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { useRouteError } from 'react-router-dom';

/**
 * The error boundary of each route subtree: a failed chunk load or a render error. Plain markup
 * rather than antd's Result, whose status illustrations would add ~10 KiB gzip to every page.
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="mb-route-error">
      <CloseCircleFilled className="mb-route-error__icon" aria-hidden />
      <h1 className="mb-route-error__title">Something went wrong</h1>
      <p className="mb-route-error__text">The page could not be shown. Reload to try again.</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </main>
  );
}
