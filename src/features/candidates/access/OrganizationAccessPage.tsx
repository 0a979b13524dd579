import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { Button, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useProcessCandidateAccessMutation } from '@/api/candidatesApi';
import { serverMessage, SOMETHING_WENT_WRONG } from '@/api/errors';
import { useAppSelector } from '@/app/hooks';
import { homePathFor, paths } from '@/app/paths';
import { useFeedback } from '@/components/feedback/useFeedback';
import { VisitorLayout } from '@/components/layout/VisitorLayout';
import { selectAuth } from '@/features/auth/authSlice';

/**
 * `/api/candidate/organization-access?token=…&action=accept|decline` (spec 01 §2, §7): the
 * link in a candidate's introduction mail. It posts the link's query to
 * /api/candidate_access_process once and shows the outcome; a link that fails (unknown, used,
 * expired, another account's) goes to /dashboard with the server's message.
 */
export function OrganizationAccessPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const auth = useAppSelector(selectAuth);
  const [process] = useProcessCandidateAccessMutation();
  const [outcome, setOutcome] = useState<{ message: string; accepted: boolean } | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    // Once per page: the link is single-use, a second post would only report it as used.
    if (sent.current) return;
    sent.current = true;
    process(search)
      .unwrap()
      .then((answer) =>
        setOutcome({ message: answer.message, accepted: answer.status !== 'rejected' }),
      )
      .catch((error: unknown) => {
        feedback.notice('error', serverMessage(error) ?? SOMETHING_WENT_WRONG);
        navigate(paths.dashboard, { replace: true });
      });
  }, [search, process, feedback, navigate]);

  const home = auth.token && auth.role ? homePathFor(auth.role) : paths.login;
  return (
    <VisitorLayout title="Introduction request">
      {outcome ? (
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
          extra={
            <Button type="primary" onClick={() => navigate(home)}>
              {auth.token ? 'Go to Matchboard' : 'Sign in'}
            </Button>
          }
        />
      ) : (
        <div role="status" style={{ textAlign: 'center' }}>
          <Spin />
          <p>Recording your answer ...</p>
        </div>
      )}
    </VisitorLayout>
  );
}
