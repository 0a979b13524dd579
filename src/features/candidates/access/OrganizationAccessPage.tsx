import { formatDay } from '@/components/dates/dates';
import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { Button, Modal, Result, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CANDIDATE_MESSAGES, SHARED_ON_ACCEPT } from '@contract/candidates';
import { declineConfirmation, HOLD_MONTHS } from '@/components/introductions/declineConfirmation';
import {
  useCandidateAccessRequestQuery,
  useProcessCandidateAccessMutation,
} from '@/api/candidatesApi';
import { serverMessage, SOMETHING_WENT_WRONG } from '@/api/errors';
import { useAppSelector } from '@/app/hooks';
import { homePathFor, paths } from '@/app/paths';
import { useFeedback } from '@/components/feedback/useFeedback';
import { VisitorLayout } from '@/components/layout/VisitorLayout';
import { selectAuth } from '@/session/authSlice';

type Action = 'accept' | 'decline';

/**
 * `/api/candidate/organization-access?token=…&action=accept|decline` (spec 01 §2, §7): the
 * link in a candidate's introduction mail. Opening it answers nothing — mail scanners open
 * links and run their pages — it shows who asks and what they will see; only the candidate's
 * click on Accept or Decline posts the answer to /api/candidate_access_process. A link that
 * fails (unknown, another account's) goes to /dashboard with the server's message.
 */
export function OrganizationAccessPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const auth = useAppSelector(selectAuth);
  const query = new URLSearchParams(search);
  const token = query.get('token') ?? '';
  const suggested: Action = query.get('action') === 'decline' ? 'decline' : 'accept';
  const request = useCandidateAccessRequestQuery(token);
  const [process, processing] = useProcessCandidateAccessMutation();
  const [outcome, setOutcome] = useState<{ message: string; accepted: boolean } | null>(null);

  useEffect(() => {
    if (!request.error) return;
    feedback.notice('error', serverMessage(request.error) ?? SOMETHING_WENT_WRONG);
    navigate(paths.dashboard, { replace: true });
  }, [request.error, feedback, navigate]);

  const answer = (action: Action) => {
    const params = new URLSearchParams({ token, action });
    process(`?${params.toString()}`)
      .unwrap()
      .then((result) =>
        setOutcome({ message: result.message, accepted: result.status !== 'rejected' }),
      )
      .catch((error: unknown) => {
        feedback.notice('error', serverMessage(error) ?? SOMETHING_WENT_WRONG);
        navigate(paths.dashboard, { replace: true });
      });
  };

  // Declining holds the organization off for months: she confirms it first.
  const [modal, modalHolder] = Modal.useModal();
  const confirmDecline = (organization: string) =>
    modal.confirm(declineConfirmation(organization, () => answer('decline')));

  const home = auth.token && auth.role ? homePathFor(auth.role) : paths.login;
  const homeButton = (
    <Button type="primary" onClick={() => navigate(home)}>
      {auth.token ? 'Go to Matchboard' : 'Sign in'}
    </Button>
  );
  const preview = request.data;

  let content;
  if (outcome) {
    content = (
      <Result
        status={outcome.accepted ? 'success' : 'info'}
        icon={
          outcome.accepted ? (
            <CheckCircleOutlined aria-hidden="true" />
          ) : (
            <CloseCircleOutlined aria-hidden="true" />
          )
        }
        title={outcome.accepted ? 'Introduction accepted' : 'Introduction declined'}
        subTitle={<span role="status">{outcome.message}</span>}
        extra={homeButton}
      />
    );
  } else if (preview && preview.state !== 'open') {
    content = (
      <Result
        status="info"
        title="Introduction request"
        subTitle={
          <span role="status">
            {preview.state === 'used'
              ? CANDIDATE_MESSAGES.linkUsed
              : CANDIDATE_MESSAGES.linkExpired}
          </span>
        }
        extra={homeButton}
      />
    );
  } else if (preview) {
    const organization = preview.organization;
    content = (
      <div className="access-request">
        <Typography.Title level={2} style={{ fontSize: 20 }}>
          {organization} would like to be introduced to you
        </Typography.Title>
        <Typography.Paragraph>
          If you accept, {organization} can see {SHARED_ON_ACCEPT.join(', ')}, and contact you. If
          you decline, they will not see your contact details and cannot ask again for {HOLD_MONTHS}{' '}
          months.
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">
          You can answer until {formatDay(preview.expires)}.
        </Typography.Paragraph>
        <Space wrap size="middle">
          <Button
            type={suggested === 'accept' ? 'primary' : 'default'}
            loading={processing.isLoading && processing.originalArgs?.includes('accept')}
            disabled={processing.isLoading}
            onClick={() => answer('accept')}
          >
            Accept introduction
          </Button>
          <Button
            type={suggested === 'decline' ? 'primary' : 'default'}
            danger={suggested === 'decline'}
            loading={processing.isLoading && processing.originalArgs?.includes('decline')}
            disabled={processing.isLoading}
            onClick={() => confirmDecline(organization)}
          >
            Decline
          </Button>
        </Space>
      </div>
    );
  } else {
    content = (
      <div role="status" style={{ textAlign: 'center' }}>
        <Spin />
        <p>Loading the introduction request ...</p>
      </div>
    );
  }

  return (
    <VisitorLayout title="Introduction request">
      {content}
      {modalHolder}
    </VisitorLayout>
  );
}
