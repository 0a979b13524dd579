import { SearchOutlined } from '@ant-design/icons';
import { AreaPage } from '../components/AreaPage';

/** `/jobs` and `/jobs/:id` (candidates). */
export function JobSearchPage() {
  return (
    <AreaPage
      title="Job Search"
      icon={<SearchOutlined />}
      description="Browse the jobs organizations publish on Matchboard and narrow them down by skills, location, remote work and employment type."
    />
  );
}
