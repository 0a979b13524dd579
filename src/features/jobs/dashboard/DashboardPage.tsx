import { DashboardOutlined } from '@ant-design/icons';
import { useAppSelector } from '@/app/hooks';
import { JobsDashboard } from '@/features/jobs/dashboard/JobsDashboard';
import { OrganizationPicker } from '@/session/organizationSelection/OrganizationPicker';
import { selectHasActiveOrganization } from '@/session/activeOrganizationSlice';
import { AreaPage } from '@/components/layout/AreaPage';
import { HiringInsights } from './insights/HiringInsights';

/** `/dashboard/overview` (employers): the active organization's jobs (spec 02 §2) and its hiring charts. */
export function DashboardPage() {
  const hasOrganization = useAppSelector(selectHasActiveOrganization);
  return (
    <AreaPage
      title="Dashboard"
      icon={<DashboardOutlined />}
      description="The dashboard sums up the job posts of your active organization: how many you have published, how many per month, and which are still open; and how your hiring goes, in charts."
    >
      {/* Spec 02 §2: without an active organization the dashboard asks for one. */}
      {hasOrganization ? (
        <>
          <JobsDashboard />
          <HiringInsights />
        </>
      ) : (
        <OrganizationPicker mode="page" />
      )}
    </AreaPage>
  );
}
