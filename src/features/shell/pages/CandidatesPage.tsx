import { TeamOutlined } from '@ant-design/icons';
import { AreaPage } from '../components/AreaPage';

/** `/candidates/*` (employers with an active organization). */
export function CandidatesPage() {
  return (
    <AreaPage
      title="Candidates"
      icon={<TeamOutlined />}
      description="Search the candidate database, request introductions and follow the candidates who accept on your board."
    />
  );
}
