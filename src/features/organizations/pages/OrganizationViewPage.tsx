import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router-dom';
import { useGetOrganizationQuery } from '@/api/organizationsApi';
import { usePageTitle } from '@/components/layout/usePageTitle';
import { OrganizationOpenJobs } from '../components/OrganizationOpenJobs';
import { OrganizationProfile } from '../components/OrganizationProfile';
import { OrganizationLoading, OrganizationNotFound } from '../components/OrganizationState';
import { nidParam } from '../organizationPaths';

/**
 * An organization's profile by the node id in the route, for employers and candidates alike, with
 * the way back; candidates also see its open jobs (`showJobs`).
 */
export function OrganizationViewPage({
  backTo,
  backLabel,
  showJobs = false,
}: {
  backTo: string;
  backLabel: string;
  showJobs?: boolean;
}) {
  const nid = nidParam(useParams().id);
  const { data, isLoading } = useGetOrganizationQuery(nid ?? 0, { skip: nid === null });
  usePageTitle(data?.attributes.title ?? 'Organization');
  if (isLoading) return <OrganizationLoading />;
  if (!data) return <OrganizationNotFound backTo={backTo} backLabel={backLabel} />;
  return (
    <>
      <Link to={backTo} className="mb-org-back">
        <ArrowLeftOutlined aria-hidden="true" /> {backLabel}
      </Link>
      <OrganizationProfile organization={data} />
      {showJobs && nid !== null ? (
        <OrganizationOpenJobs nid={nid} title={data.attributes.title} />
      ) : null}
    </>
  );
}
