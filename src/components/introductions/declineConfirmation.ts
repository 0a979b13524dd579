import type { ModalFuncProps } from 'antd';
import { DECLINE_HOLD_DAYS } from '@contract/candidates';

/** How long a decline (or an ended connection) holds an organization off, in months. */
export const HOLD_MONTHS = Math.round(DECLINE_HOLD_DAYS / 30);

/**
 * The confirmation a decline asks for, on /introductions and on the mailed-link page alike:
 * declining holds the organization off for months, so she confirms it first.
 */
export function declineConfirmation(
  organization: string,
  onDecline: () => unknown,
): ModalFuncProps {
  return {
    title: `Decline the introduction to ${organization}?`,
    content: `${organization} will not see your contact details, CV or picture, and cannot ask you again for ${HOLD_MONTHS} months.`,
    okText: 'Decline',
    cancelText: 'Go back',
    okButtonProps: { danger: true },
    onOk: onDecline,
  };
}
