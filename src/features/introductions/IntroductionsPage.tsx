import { formatDay } from '@/components/dates/dates';
import { Alert, Button, Empty, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import {
  DECLINE_HOLD_DAYS,
  SHARED_ON_ACCEPT,
  type CandidateConnection,
} from '@contract/candidates';
import {
  useAnswerIntroductionMutation,
  useEndConnectionMutation,
  useMyConnectionsQuery,
} from '@/api/connectionsApi';
import { serverMessage, SOMETHING_WENT_WRONG } from '@/api/errors';
import { useFeedback } from '@/components/feedback/useFeedback';
import { usePageTitle } from '@/components/layout/usePageTitle';
import { declineConfirmation, HOLD_MONTHS } from '@/components/introductions/declineConfirmation';
import { CandidateFigures } from './CandidateFigures';
import './introductions.css';

const day = formatDay;
/** The day an organization may ask again after she ended its connection on `since`. */
const holdEnd = (since: string) => new Date(Date.parse(since) + DECLINE_HOLD_DAYS * 86_400_000);

type Answer = 'accept' | 'decline';

/** A request waiting for her answer: who asks, since when, what they see if she accepts. */
function PendingRequest(props: {
  request: CandidateConnection;
  answering: Answer | null;
  onAnswer(answer: Answer): void;
}) {
  const { organization } = props.request;
  const headingId = `mb-introduction-${props.request.organization_nid}`;
  return (
    <li className="mb-introduction mb-introduction--pending" aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-introduction__name">
        {organization}
      </h3>
      <p className="mb-introduction__when">Asked on {day(props.request.since)}</p>
      <p>
        If you accept, {organization} can see {SHARED_ON_ACCEPT.join(', ')}, and contact you. If you
        decline, they will not see your contact details and cannot ask again for {HOLD_MONTHS}{' '}
        months.
      </p>
      <div className="mb-introduction__actions">
        <Button
          type="primary"
          loading={props.answering === 'accept'}
          disabled={props.answering !== null}
          aria-label={`Accept the introduction to ${organization}`}
          onClick={() => props.onAnswer('accept')}
        >
          Accept
        </Button>
        <Button
          loading={props.answering === 'decline'}
          disabled={props.answering !== null}
          aria-label={`Decline the introduction to ${organization}`}
          onClick={() => props.onAnswer('decline')}
        >
          Decline
        </Button>
      </div>
    </li>
  );
}

function Group(props: { title: string; count: number; children: React.ReactNode }) {
  const id = `mb-introductions-${props.title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="mb-introductions__group" aria-labelledby={id}>
      <Typography.Title level={2} id={id} className="mb-introductions__group-title">
        {props.title} <span className="mb-introductions__count">({props.count})</span>
      </Typography.Title>
      <ul className="mb-introductions__list">{props.children}</ul>
    </section>
  );
}

/** An organization she answered: its name, what it is to her since when, and an action. */
function AnsweredItem(props: { organization: string; when: string; children?: React.ReactNode }) {
  return (
    <li className="mb-introduction">
      <div>
        <h3 className="mb-introduction__name">{props.organization}</h3>
        <p className="mb-introduction__when">{props.when}</p>
      </div>
      {props.children}
    </li>
  );
}

/**
 * `/introductions` (candidates): the organizations that asked to be introduced to her, with
 * Accept and Decline doing exactly what the mailed links do; those she is connected to, with
 * End connection; and those she declined. Everything the mail does keeps working beside it.
 */
export function IntroductionsPage() {
  usePageTitle('Introductions');
  const connections = useMyConnectionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [answerIntroduction] = useAnswerIntroductionMutation();
  const [endConnection] = useEndConnectionMutation();
  const [answering, setAnswering] = useState<{ nid: number; answer: Answer } | null>(null);
  const [modal, modalHolder] = Modal.useModal();
  const feedback = useFeedback();

  const answer = async (request: CandidateConnection, choice: Answer) => {
    setAnswering({ nid: request.organization_nid, answer: choice });
    try {
      const { message } = await answerIntroduction({
        organizationNid: request.organization_nid,
        action: choice,
      }).unwrap();
      feedback.notice('success', message);
    } catch (error) {
      // Answered by mail meanwhile, or withdrawn: the list is asked for again either way.
      feedback.notice('error', serverMessage(error) ?? SOMETHING_WENT_WRONG);
      void connections.refetch();
    } finally {
      setAnswering(null);
    }
  };

  // Declining holds the organization off for months: she confirms it first.
  const confirmDecline = (request: CandidateConnection) =>
    modal.confirm(declineConfirmation(request.organization, () => answer(request, 'decline')));

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
        title="Your introductions could not be loaded."
        action={<Button onClick={() => void connections.refetch()}>Try again</Button>}
      />
    );
  } else if (!connections.data) {
    content = (
      <div role="status" aria-label="Loading" className="mb-introductions__state">
        <Spin />
      </div>
    );
  } else if (connections.data.length === 0) {
    content = (
      <Empty description="No organization has asked to be introduced to you yet. When one does, you can answer here or from the email we send you." />
    );
  } else {
    const of = (status: CandidateConnection['status']) =>
      connections.data?.filter((connection) => connection.status === status) ?? [];
    const pending = of('requested');
    const connected = of('connected');
    const declined = of('rejected');
    const ended = of('ended');
    content = (
      <>
        {pending.length > 0 ? (
          <Group title="Waiting for your answer" count={pending.length}>
            {pending.map((request) => (
              <PendingRequest
                key={request.organization_nid}
                request={request}
                answering={answering?.nid === request.organization_nid ? answering.answer : null}
                onAnswer={(choice) =>
                  choice === 'decline' ? void confirmDecline(request) : void answer(request, choice)
                }
              />
            ))}
          </Group>
        ) : null}
        {connected.length > 0 ? (
          <Group title="Connected" count={connected.length}>
            {connected.map((connection) => (
              <AnsweredItem
                key={connection.organization_nid}
                organization={connection.organization}
                when={`Sees your full profile since ${day(connection.since)}`}
              >
                <Button
                  danger
                  aria-label={`End connection with ${connection.organization}`}
                  onClick={() => confirmEnd(connection)}
                >
                  End connection
                </Button>
              </AnsweredItem>
            ))}
          </Group>
        ) : null}
        {declined.length > 0 ? (
          <Group title="Declined" count={declined.length}>
            {declined.map((connection) => (
              <AnsweredItem
                key={connection.organization_nid}
                organization={connection.organization}
                when={`Declined on ${day(connection.since)}`}
              />
            ))}
          </Group>
        ) : null}
        {ended.length > 0 ? (
          <Group title="Ended" count={ended.length}>
            {ended.map((connection) => (
              <AnsweredItem
                key={connection.organization_nid}
                organization={connection.organization}
                when={`Ended on ${day(connection.since)}. They cannot ask you again before ${day(holdEnd(connection.since))}.`}
              />
            ))}
          </Group>
        ) : null}
      </>
    );
  }

  return (
    <section className="mb-introductions" aria-labelledby="mb-introductions-title">
      {modalHolder}
      <Typography.Title level={1} id="mb-introductions-title">
        Introductions
      </Typography.Title>
      <Typography.Paragraph>
        Employers ask to be introduced to you. Organizations you accept see your full profile and
        can contact you; you can end a connection at any time.
      </Typography.Paragraph>
      <CandidateFigures />
      {content}
    </section>
  );
}
