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
