import { DashboardOutlined } from '@ant-design/icons';
import { useAppSelector } from '@/app/hooks';
import { OrganizationPicker } from '@/features/organizations/selection/OrganizationPicker';
import { selectHasActiveOrganization } from '../activeOrganizationSlice';
import { AreaPage } from '../components/AreaPage';

/** `/dashboard` (employers). */
export function DashboardPage() {
  const hasOrganization = useAppSelector(selectHasActiveOrganization);
  return (
    <AreaPage
      title="Dashboard"
      icon={<DashboardOutlined />}
      description="The dashboard sums up the job posts of your active organization: how many you have published, how many per month, and which are still open."
    >
      {/* Spec 02 §2: without an active organization the dashboard asks for one. */}
      {hasOrganization ? null : <OrganizationPicker mode="page" />}
    </AreaPage>
  );
}
