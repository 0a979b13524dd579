import { CheckCircleOutlined } from '@ant-design/icons';
import { Button, Result, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ALERT_FREQUENCY_LABELS } from '@contract/savedSearches';
import { serverMessage, SOMETHING_WENT_WRONG } from '@/api/errors';
import {
  useJobAlertSubscriptionQuery,
  useUnsubscribeJobAlertMutation,
} from '@/api/savedSearchesApi';
import { useAppSelector } from '@/app/hooks';
import { paths } from '@/app/paths';
import { VisitorLayout } from '@/components/layout/VisitorLayout';
import { selectAuth } from '@/session/authSlice';
import './alerts.css';

/**
 * `/job-alerts/unsubscribe/{token}`: the link at the end of every alert mail. It works without
 * signing in. Opening it changes nothing (mail scanners open links); the button stops the mails
 * of that one search, as the one-click unsubscribe of her mail client does.
 */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  const signedIn = Boolean(useAppSelector(selectAuth).token);
  const subscription = useJobAlertSubscriptionQuery(token);
  const [unsubscribe, unsubscribing] = useUnsubscribeJobAlertMutation();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const manage = signedIn ? (
    <Link to={paths.savedSearches}>Manage your saved searches</Link>
  ) : (
    <Link to={paths.login}>Sign in to manage your saved searches</Link>
  );

  let content;
  if (done) {
    content = (
      <Result
        status="success"
        icon={<CheckCircleOutlined aria-hidden="true" />}
        title="Unsubscribed"
        subTitle={<span role="status">{done}</span>}
        extra={manage}
      />
    );
  } else if (subscription.isError) {
    content = (
      <Result
        status="warning"
        title="This link does not work"
        subTitle={
          <span role="alert">{serverMessage(subscription.error) ?? SOMETHING_WENT_WRONG}</span>
        }
        extra={manage}
      />
    );
  } else if (subscription.data?.frequency === 'none') {
    // Already stopped (a used link, or switched off in the app): nothing left to press.
    content = (
      <div className="mb-unsubscribe">
        <Typography.Title level={2} className="mb-unsubscribe__title">
          “{subscription.data.name}” sends no emails
        </Typography.Title>
        <Typography.Paragraph>
          You are not getting emails for this saved search any more. The search itself stays saved;
          you can turn its emails on again whenever you like.
        </Typography.Paragraph>
        <p className="mb-unsubscribe__manage">{manage}</p>
      </div>
    );
  } else if (subscription.data) {
    const { name, frequency } = subscription.data;
    content = (
      <div className="mb-unsubscribe">
        <Typography.Title level={2} className="mb-unsubscribe__title">
          Stop the emails for “{name}”?
        </Typography.Title>
        <Typography.Paragraph>
          {`This saved search emails you new jobs: ${ALERT_FREQUENCY_LABELS[frequency].toLowerCase()}. The search itself stays saved; you can turn its emails on again whenever you like.`}
        </Typography.Paragraph>
        {failure ? (
          <Typography.Paragraph type="danger" role="alert">
            {failure}
          </Typography.Paragraph>
        ) : null}
        <Button
          type="primary"
          loading={unsubscribing.isLoading}
          onClick={() => {
            setFailure(null);
            unsubscribe(token)
              .unwrap()
              .then((result) => setDone(result.message))
              .catch((error: unknown) => setFailure(serverMessage(error) ?? SOMETHING_WENT_WRONG));
          }}
        >
          Unsubscribe
        </Button>
        <p className="mb-unsubscribe__manage">{manage}</p>
      </div>
    );
  } else {
    content = (
      <div role="status" style={{ textAlign: 'center' }}>
        <Spin />
        <p>Loading …</p>
      </div>
    );
  }
  return <VisitorLayout title="Job alert emails">{content}</VisitorLayout>;
}
