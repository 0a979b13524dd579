import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { jobPaths } from '../jobPaths';

/** The primary button to the job form, where a list has no jobs yet (each list has its words). */
export function AddJobButton({ children }: { children: string }) {
  const navigate = useNavigate();
  return (
    <Button
      type="primary"
      icon={<PlusOutlined aria-hidden />}
      onClick={() => navigate(jobPaths.create)}
    >
      {children}
    </Button>
  );
}
