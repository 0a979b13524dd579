import { Spin, Typography } from 'antd';
import { Link } from 'react-router-dom';

/** While a job loads. */
export function JobLoading({ label = 'Loading job' }: { label?: string }) {
  return (
    <div role="status" aria-label={label} className="mb-job-state">
      <Spin size="large" />
    </div>
  );
}

/** A job that does not exist (or no longer does), with the way back. */
export function JobNotFound({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  return (
    <section className="mb-job-state" aria-labelledby="mb-job-missing">
      <Typography.Title level={1} id="mb-job-missing">
        Job not found
      </Typography.Title>
      <p>It may have been deleted or expired, or the address is wrong.</p>
      <Link to={backTo}>{backLabel}</Link>
    </section>
  );
}
