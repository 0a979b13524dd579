import { Spin, Typography } from 'antd';
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
    <section className="mb-org-state mb-org-state--missing" aria-labelledby="mb-org-missing">
      <Typography.Title level={1} id="mb-org-missing">
        Organization not found
      </Typography.Title>
      <p>It may have been deleted, or the address is wrong.</p>
      <Link to={backTo}>{backLabel}</Link>
    </section>
  );
}
