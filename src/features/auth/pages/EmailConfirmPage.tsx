import { Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { serverMessage, SOMETHING_WENT_WRONG } from '@/api/errors';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { homePathFor, paths, wizardPathFor } from '@/app/paths';
import { useFeedback } from '@/components/feedback/useFeedback';
import { VisitorLayout } from '@/components/layout/VisitorLayout';
import { useConfirmAccountQuery } from '@/session/authApi';
import { selectAuth } from '@/session/authSlice';
import { refreshSession } from '@/session/session';

/**
 * `/email-confirm/{hash}`: the server's message is shown as success or error; a visitor goes to
 * /, a signed-in user gets a token refresh on success and returns to their area (spec 01 §8).
 */
export function EmailConfirmPage() {
  const { hash = '' } = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const feedback = useFeedback();
  const auth = useAppSelector(selectAuth);
  const { data, error, isSuccess, isError } = useConfirmAccountQuery(hash);
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || (!isSuccess && !isError)) return;
    handled.current = true;
    if (isSuccess) feedback.notice('success', data);
    else feedback.notice('error', serverMessage(error) ?? SOMETHING_WENT_WRONG);
    const { token, uuid, role, isRegistered } = auth;
    if (!token || !uuid || !role) {
      navigate(paths.login, { replace: true });
      return;
    }
    const destination = isRegistered ? homePathFor(role) : wizardPathFor(role);
    if (!isSuccess) {
      navigate(destination, { replace: true });
      return;
    }
    void dispatch(refreshSession()).then((refreshed) =>
      navigate(refreshed ? destination : paths.login, { replace: true }),
    );
  }, [auth, data, dispatch, error, feedback, isError, isSuccess, navigate]);

  return (
    <VisitorLayout title="Confirming your account">
      <div role="status" style={{ textAlign: 'center' }}>
        <Spin />
        <p>Checking your confirmation link ...</p>
      </div>
    </VisitorLayout>
  );
}
