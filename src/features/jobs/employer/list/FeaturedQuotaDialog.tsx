import { Button, Modal } from 'antd';
import { JOB_MESSAGES } from '@contract/jobs';
import { getConfig } from '@/config/env';

/** The featured quota is used up (spec 02 §2), or the server refused featuring and said why. */
export function FeaturedQuotaDialog({
  message,
  onClose,
}: {
  /** null while closed; '' for the quota message, otherwise the server's words. */
  message: string | null;
  onClose: () => void;
}) {
  const sales = getConfig().salesEmail;
  return (
    <Modal
      open={message !== null}
      title="Featured jobs"
      onCancel={onClose}
      footer={[
        <Button key="sales" href={`mailto:${sales}`}>
          Contact Sales
        </Button>,
        <Button key="ok" type="primary" onClick={onClose}>
          OK
        </Button>,
      ]}
    >
      <p>{message || JOB_MESSAGES.featuredQuotaEmpty}</p>
    </Modal>
  );
}
