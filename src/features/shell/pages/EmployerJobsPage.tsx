import { FileTextOutlined } from '@ant-design/icons';
import { AreaPage } from '../components/AreaPage';

/** `/job/*` (employers with an active organization). */
export function EmployerJobsPage() {
  return (
    <AreaPage
      title="Jobs"
      icon={<FileTextOutlined />}
      description="Publish job posts for your active organization, feature the most important ones and keep them up to date."
    />
  );
}
