import { Button, Result, Spin } from 'antd';
import { Link } from 'react-router-dom';

/** While an organization loads. */
export function OrganizationLoading() {
  return (
    <div role="status" aria-label="Loading organization" className="mb-org-state">
      <Spin size="large" />
    </div>
  );
}

/** An organization that does not exist (or no longer does), with the way back. */
export function OrganizationNotFound({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  return (
    <Result
      status="404"
      icon={null}
      title="Organization not found"
      subTitle="It may have been deleted, or the address is wrong."
      extra={
        <Link to={backTo}>
          <Button type="primary">{backLabel}</Button>
        </Link>
      }
    />
  );
}
