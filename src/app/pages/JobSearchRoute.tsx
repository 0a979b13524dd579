import { SaveSearchButton } from '@/features/alerts/SaveSearchButton';
import { JobSearchPage } from '@/features/jobs/search/JobSearchPage';

/** `/jobs` and `/jobs/{id}`: the job search, with Save search from the alerts feature. */
export function JobSearchRoute() {
  return <JobSearchPage listActions={(filters) => <SaveSearchButton filters={filters} />} />;
}
