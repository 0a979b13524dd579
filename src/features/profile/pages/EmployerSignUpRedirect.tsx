import { Spin } from 'antd';
import { Navigate } from 'react-router-dom';
import { useGetCurrentUserOrganizationsQuery } from '@/api/organizationsApi';
import { useAppSelector } from '@/app/hooks';
import { selectActiveOrganization } from '@/session/activeOrganizationSlice';
import { useOwnProfile } from './useOwnProfile';

/**
 * `/sign-up-employer` for an employer whose profile exists (spec 02 §2: it redirects to
 * /organization/edit/{nid}): the active organization's edit page, or the first one's. An employer
 * without an organization yet (just through the wizard) goes to the new organization form with
 * the company name given at sign-up filled in, so it is not lost and there is a way forward.
 */
export function EmployerSignUpRedirect() {
  const active = useAppSelector(selectActiveOrganization);
  const organizations = useGetCurrentUserOrganizationsQuery();
  const { data: profile, fresh: profileRead, isError: profileFailed } = useOwnProfile();
  const nid = active?.nid ?? organizations.data?.[0]?.nid;
  if (nid !== undefined) return <Navigate to={`/organization/edit/${nid}`} replace />;
  // A failed read only loses the company name: the form still opens.
  if (organizations.isLoading || !(profileRead || profileFailed)) {
    return <Spin fullscreen aria-label="Loading" />;
  }
  const company =
    profile?.bundle === 'employer_profile' ? (profile.attributes.field_company_name ?? '') : '';
  const query = company.trim() ? `?${new URLSearchParams({ title: company.trim() })}` : '';
  return <Navigate to={`/organization/add${query}`} replace />;
}
