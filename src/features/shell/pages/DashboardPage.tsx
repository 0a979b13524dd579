import { DashboardOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { useAppSelector } from '@/app/hooks';
import { selectHasActiveOrganization } from '../activeOrganizationSlice';
import { AreaPage } from '../components/AreaPage';

/** Spec 02 §2 "Employer dashboard": its own text when no organization is active. */
export const NO_ACTIVE_ORGANIZATION = 'Please Select Active Organization';

/** `/dashboard` (employers). */
export function DashboardPage() {
  const hasOrganization = useAppSelector(selectHasActiveOrganization);
  return (
    <AreaPage
      title="Dashboard"
      icon={<DashboardOutlined />}
      description="The dashboard sums up the job posts of your active organization: how many you have published, how many per month, and which are still open."
    >
      {hasOrganization ? null : (
        <p className="mb-area__notice">
          <InfoCircleOutlined aria-hidden="true" />
          {NO_ACTIVE_ORGANIZATION}
        </p>
      )}
    </AreaPage>
  );
}
