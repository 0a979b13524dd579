import { BankOutlined } from '@ant-design/icons';
import { AreaPage } from '../components/AreaPage';

/** `/organization/*` (employers). */
export function OrganizationAdminPage() {
  return (
    <AreaPage
      title="Organizations"
      icon={<BankOutlined />}
      description="Manage the organizations you hire for: their public profile, logo and colour, billing details and who else may manage them."
    />
  );
}
