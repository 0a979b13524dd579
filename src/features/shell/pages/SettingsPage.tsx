import { SettingOutlined } from '@ant-design/icons';
import { AreaPage } from '../components/AreaPage';

/** `/settings/*` (employers). */
export function SettingsPage() {
  return (
    <AreaPage
      title="Settings"
      icon={<SettingOutlined />}
      description="Connect your organization's applicant-tracking system through its Greenhouse board tokens."
    />
  );
}
