import { BankOutlined } from '@ant-design/icons';
import { AreaPage } from '../components/AreaPage';

/** `/organizations` and `/organizations/:id` (candidates). */
export function OrganizationsPage() {
  return (
    <AreaPage
      title="Organizations"
      icon={<BankOutlined />}
      description="Get to know the companies hiring on Matchboard: their teams, technology, benefits and culture."
    />
  );
}
