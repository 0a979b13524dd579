import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

/** The antd instances a toast is shown through, once the feedback chunk has loaded. */
export interface FeedbackApis {
  message: MessageInstance;
  notification: NotificationInstance;
}

/** One toast waiting to be shown: it opens itself through the instances it is given. */
export type ShowToast = (apis: FeedbackApis) => void;
