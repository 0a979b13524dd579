import { useParams } from 'react-router-dom';
import { useGetOrganizationQuery } from '@/api/organizationsApi';
import { usePageTitle } from '@/components/layout/usePageTitle';
import { OrganizationProfile } from '../components/OrganizationProfile';
import { OrganizationLoading, OrganizationNotFound } from '../components/OrganizationState';
import { nidParam } from '../organizationPaths';

/** An organization's profile by the node id in the route, for employers and candidates alike. */
export function OrganizationViewPage({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const nid = nidParam(useParams().id);
  const { data, isLoading } = useGetOrganizationQuery(nid ?? 0, { skip: nid === null });
  usePageTitle(data?.attributes.title ?? 'Organization');
  if (isLoading) return <OrganizationLoading />;
  if (!data) return <OrganizationNotFound backTo={backTo} backLabel={backLabel} />;
  return <OrganizationProfile organization={data} />;
}
