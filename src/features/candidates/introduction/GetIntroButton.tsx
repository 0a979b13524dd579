import { useId } from 'react';
import './introduction.css';
import { Button, Tooltip } from 'antd';

/** Spec 02 §4's Get Intro, with the introductions left this week in its tooltip. */
export function GetIntroButton(props: {
  name: string;
  /** Introductions left this week ('{n} invites left'), or null while unknown. */
  invitesLeft: number | null;
  busy: boolean;
  onClick(): void;
  className?: string;
}) {
  const left = props.invitesLeft;
  const tip = left === null ? null : `${left} ${left === 1 ? 'invite' : 'invites'} left`;
  return (
    // Keyboard users see the count too: the tooltip opens on focus as well as on hover.
    <Tooltip title={tip} trigger={['hover', 'focus']}>
      <Button
        type="primary"
        className={props.className}
        loading={props.busy}
        onClick={props.onClick}
        aria-label={`Get Intro to ${props.name}`}
      >
        Get Intro
      </Button>
    </Tooltip>
  );
}

/** Why a candidate who ended her connection cannot be asked: said beside the disabled button. */
export const ENDED_NOTE =
  'This candidate ended her connection with your organization. She cannot be asked again for 6 months after ending it.';

/**
 * In place of Get Intro for a candidate who ended her connection (as spec 02's Declined is for
 * one who declined): disabled, with its reason under it.
 */
export function ConnectionEndedButton(props: { name: string }) {
  const reasonId = useId();
  return (
    <span className="mb-held">
      <Button disabled aria-label={`Connection ended: ${props.name}`} aria-describedby={reasonId}>
        Connection ended
      </Button>
      <span id={reasonId} className="mb-held__reason">
        Ask again 6 months after she ended it.
      </span>
    </span>
  );
}
