import { Alert, Button, Empty, List, Modal, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { DECLINE_HOLD_DAYS, type CandidateConnection } from '@contract/candidates';
import { useEndConnectionMutation, useMyConnectionsQuery } from '@/api/connectionsApi';
import { serverMessage, SOMETHING_WENT_WRONG } from '@/api/errors';
import { useAppSelector } from '@/app/hooks';
import { useFeedback } from '@/components/feedback/useFeedback';
import { selectAuth } from '@/features/auth/authSlice';
import { ProfileSection } from '../components/ProfileSection';

const STATUS_LABELS: Record<CandidateConnection['status'], string> = {
  connected: 'Connected',
  requested: 'Asked for an introduction',
  rejected: 'Declined',
};

const HOLD_MONTHS = Math.round(DECLINE_HOLD_DAYS / 30);

const endLabel = (connection: CandidateConnection) =>
  connection.status === 'connected' ? 'End connection' : 'Decline request';

/**
 * `/profile/connections` (candidates): the organizations that see her full profile, those that
 * asked for an introduction and those she declined, with a way to end a connection or a
 * request. The introduction mail promises that she can change who sees her profile at any time;
 * this is where she does.
 */
export function ConnectionsPage() {
  const auth = useAppSelector(selectAuth);
  const connections = useMyConnectionsQuery();
  const [endConnection] = useEndConnectionMutation();
  const [modal, modalHolder] = Modal.useModal();
  const feedback = useFeedback();
  if (!auth.role) return null;

  const confirmEnd = (connection: CandidateConnection) =>
    modal.confirm({
      title: `End your connection with ${connection.organization}?`,
      content: `${connection.organization} will no longer see your contact details, CV or picture, you leave their candidate board, and they cannot ask you again for ${HOLD_MONTHS} months.`,
      okText: 'End connection',
      cancelText: 'Keep it',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const { message } = await endConnection(connection.organization_nid).unwrap();
          feedback.notice('success', message);
        } catch (error) {
          feedback.notice('error', serverMessage(error) ?? SOMETHING_WENT_WRONG);
        }
      },
    });

  let content;
  if (connections.isError) {
    content = (
      <Alert
        type="error"
        title="Your connections could not be loaded."
        action={<Button onClick={() => void connections.refetch()}>Try again</Button>}
      />
    );
  } else if (!connections.data) {
    content = (
      <div role="status" aria-label="Loading" style={{ display: 'grid', placeItems: 'center' }}>
        <Spin />
      </div>
    );
  } else if (connections.data.length === 0) {
    content = (
      <Empty description="No organization is connected to you. When an employer asks for an introduction, it appears here." />
    );
  } else {
    content = (
      <List
        className="mb-connections"
        dataSource={connections.data}
        rowKey={(connection) => String(connection.organization_nid)}
        renderItem={(connection) => (
          <List.Item
            actions={
              connection.status === 'rejected'
                ? []
                : [
                    <Button
                      key="end"
                      danger
                      aria-label={`${endLabel(connection)} with ${connection.organization}`}
                      onClick={() => confirmEnd(connection)}
                    >
                      {endLabel(connection)}
                    </Button>,
                  ]
            }
          >
            <div className="mb-connection">
              <span className="mb-connection__name">{connection.organization}</span>
              <span>
                <span
                  className={`mb-connection__status mb-connection__status--${connection.status}`}
                >
                  {STATUS_LABELS[connection.status]}
                </span>{' '}
                since {dayjs(connection.since).format('D MMMM YYYY')}
              </span>
            </div>
          </List.Item>
        )}
      />
    );
  }

  return (
    <ProfileSection role={auth.role} title="Connections">
      {modalHolder}
      <Typography.Paragraph>
        Organizations you are connected to see your full profile and can contact you. You can end a
        connection at any time.
      </Typography.Paragraph>
      {content}
    </ProfileSection>
  );
}
