import { message, notification } from 'antd';
import { useEffect } from 'react';
import type { FeedbackApis } from './feedbackApis';

export interface FeedbackHoldersProps {
  /** Receives the message and notification instances once their holders are mounted. */
  onReady(apis: FeedbackApis): void;
}

/**
 * antd's message and notification hooks and their context holders. This module is the
 * "feedback" chunk: FeedbackProvider loads it only when the first toast is requested, so the
 * toast machinery (antd's message and notification, @rc-component/notification, motion) stays
 * out of the JavaScript every page loads at start.
 */
/** Below the 64 px top bar, so a toast never covers the avatar, Logout or the page's title bar. */
export const TOAST_TOP = 72;

export default function FeedbackHolders({ onReady }: FeedbackHoldersProps) {
  const [messageApi, messageHolder] = message.useMessage({ top: TOAST_TOP });
  const [notificationApi, notificationHolder] = notification.useNotification({ top: TOAST_TOP });
  // The holders' refs are attached before this effect runs, so toasts opened from onReady are
  // shown rather than dropped with antd's "calling notice in render" warning.
  useEffect(() => {
    onReady({ message: messageApi, notification: notificationApi });
  }, [onReady, messageApi, notificationApi]);
  return (
    <>
      {messageHolder}
      {notificationHolder}
    </>
  );
}
