import { Button, Modal } from 'antd';
import { JOB_MESSAGES } from '@contract/jobs';
import { useDeleteJobMutation } from '@/api/jobsApi';
import { useReportFailure } from '@/app/useReportFailure';

export interface DeleteJobDialogProps {
  /** The job to delete (its uuid and title), or null while closed. */
  job: { id: string; title: string } | null;
  onClose: () => void;
  /** Called after the job is gone. */
  onDeleted: () => void;
}

/** 'Are you sure you want to delete this job?' with Yes and No (spec 02 §2). */
export function DeleteJobDialog({ job, onClose, onDeleted }: DeleteJobDialogProps) {
  const [remove, { isLoading }] = useDeleteJobMutation();
  const report = useReportFailure();
  const confirm = async () => {
    if (!job) return;
    try {
      await remove(job.id).unwrap();
      onDeleted();
    } catch (error) {
      report(error as Parameters<typeof report>[0]);
    } finally {
      onClose();
    }
  };
  return (
    <Modal
      open={job !== null}
      title={JOB_MESSAGES.deleteQuestion}
      onCancel={onClose}
      footer={[
        <Button key="no" onClick={onClose}>
          No
        </Button>,
        <Button key="yes" type="primary" danger loading={isLoading} onClick={() => void confirm()}>
          Yes
        </Button>,
      ]}
    >
      <p>{job?.title}</p>
    </Modal>
  );
}
