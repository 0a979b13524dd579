import { message, notification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

interface FeedbackApis {
  message: MessageInstance;
  notification: NotificationInstance;
}

const FeedbackContext = createContext<FeedbackApis | null>(null);

/**
 * antd's message and notification hooks, rendered inside the theme so toasts use it. This is
 * what antd's <App> does for these two, without also pulling its modal machinery (about 9 KiB
 * gzip) into every page: nothing in the product opens a modal through the App context.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const apis = useMemo(
    () => ({ message: messageApi, notification: notificationApi }),
    [messageApi, notificationApi],
  );
  return (
    <FeedbackContext.Provider value={apis}>
      {messageHolder}
      {notificationHolder}
      {children}
    </FeedbackContext.Provider>
  );
}

/** The message and notification instances of the nearest FeedbackProvider. */
export function useFeedbackApis(): FeedbackApis {
  const apis = useContext(FeedbackContext);
  if (!apis) throw new Error('useFeedbackApis must be used inside <FeedbackProvider>.');
  return apis;
}
