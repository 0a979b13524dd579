import { Button, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { CANDIDATE_MESSAGES, type ConnectionStatus } from '@contract/candidates';
import { useAppDispatch } from '@/app/hooks';
import { candidatesApi, useInviteQuotaQuery, useRequestAccessMutation } from '@/api/candidatesApi';
import { serverMessage } from '@/api/errors';
import { UpgradePrompt } from '../components/UpgradePrompt';

/** The candidate Get Intro is for. */
export interface IntroductionTarget {
  uuid: string;
  nodeId: string;
  /** As the employer sees it: the full name or the initials. */
  name: string;
}

/** What the dialog after Get Intro says. */
interface IntroOutcome {
  message: string;
  ok: boolean;
  /** The dialog's title: what happened, not what was asked for. */
  title: string;
}

export interface Introduction {
  /** Get Intro: asks first (or offers the upgrade with demo access). */
  request(target: IntroductionTarget): void;
  /** The candidate whose introduction is being requested. */
  pendingUuid: string | null;
  /** Introductions left this week, or null while unknown (and with demo access). */
  invitesLeft: number | null;
  /**
   * A listed candidate's status as this page last learnt it: `listed` until a Get Intro here
   * changed it (spec 02 §4), until the list is loaded again.
   */
  statusOf(uuid: string, listed: ConnectionStatus): ConnectionStatus;
  /** The question, the outcome and the upgrade dialogs; render them once. */
  dialogs: ReactNode;
}

/**
 * Get Intro, wherever an employer meets a candidate (the search list, the profile): the question
 * before one of the week's introductions is spent, the request (spec 02 §4), the local decrement
 * of the invites left, the dialog saying what happened, and the candidate's new status
 * ('connected' when she opted in, 'requested' when she was mailed) for the list to show.
 */
export function useIntroduction(options: {
  orgNid: number;
  demo: boolean;
  skip?: boolean;
}): Introduction {
  const { orgNid, demo } = options;
  const [changed, setChanged] = useState<Record<string, ConnectionStatus>>({});
  const dispatch = useAppDispatch();
  const quota = useInviteQuotaQuery(orgNid, { skip: demo || options.skip === true });
  const [requestAccess] = useRequestAccessMutation();
  const [asking, setAsking] = useState<IntroductionTarget | null>(null);
  const [pendingUuid, setPendingUuid] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<IntroOutcome | null>(null);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const invitesLeft =
    quota.data && !demo
      ? Math.max(0, quota.data.invite_quota_allowed - quota.data.invite_quota_used)
      : null;

  const send = async (target: IntroductionTarget) => {
    setPendingUuid(target.uuid);
    try {
      const answer = await requestAccess({
        orgNid,
        nodeId: target.nodeId,
        uuid: target.uuid,
      }).unwrap();
      // Spec 02 §4: 'gained' makes the candidate viewable, 'received an email' requested.
      const status: ConnectionStatus | null = answer.message.includes('gained')
        ? 'connected'
        : answer.message.includes('received an email')
          ? 'requested'
          : null;
      if (status) setChanged((current) => ({ ...current, [target.uuid]: status }));
      // Spec 02 §4: remaining invites are decremented locally.
      dispatch(
        candidatesApi.util.updateQueryData('inviteQuota', orgNid, (draft) => {
          draft.invite_quota_used += 1;
        }),
      );
      setOutcome({
        message: answer.message,
        ok: true,
        // The candidate opted in: there is nothing to wait for, her profile is open now.
        title: status === 'connected' ? 'Access granted' : 'Introduction requested',
      });
    } catch (error) {
      setOutcome({
        message: serverMessage(error) ?? CANDIDATE_MESSAGES.contactFailed,
        ok: false,
        title: 'Introduction not requested',
      });
    } finally {
      setPendingUuid(null);
    }
  };

  const dialogs = (
    <>
      <Modal
        open={outcome !== null}
        title={outcome?.title}
        onCancel={() => setOutcome(null)}
        footer={
          <Button type="primary" onClick={() => setOutcome(null)}>
            OK
          </Button>
        }
      >
        <p role={outcome?.ok ? 'status' : 'alert'}>{outcome?.message}</p>
      </Modal>
      <Modal
        open={asking !== null}
        title={asking ? `Request an introduction to ${asking.name}?` : ''}
        okText="Get Intro"
        cancelText="Cancel"
        onOk={() => {
          const target = asking;
          setAsking(null);
          if (target) void send(target);
        }}
        onCancel={() => setAsking(null)}
      >
        <p>
          {invitesLeft === null
            ? 'This uses one of the introductions your organization has this week.'
            : `This uses one of the ${invitesLeft} ${invitesLeft === 1 ? 'introduction' : 'introductions'} your organization has left this week.`}
        </p>
      </Modal>
      <Modal
        open={upgradeOpen}
        title="Candidate database access"
        onCancel={() => setUpgradeOpen(false)}
        footer={
          <Button type="primary" onClick={() => setUpgradeOpen(false)}>
            Not now
          </Button>
        }
      >
        <UpgradePrompt />
      </Modal>
    </>
  );

  return {
    request: (target) => (demo ? setUpgradeOpen(true) : setAsking(target)),
    pendingUuid,
    invitesLeft,
    statusOf: (uuid, listed) => changed[uuid] ?? listed,
    dialogs,
  };
}
