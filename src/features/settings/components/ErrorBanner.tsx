import { Alert } from 'antd';
import { useEffect } from 'react';

/** Spec 02 §9: the error banner hides after 5000 ms. */
export const ERROR_BANNER_MS = 5000;

/** The server's message in a red banner that hides itself after five seconds (spec 02 §8). */
export function ErrorBanner({ message, onHide }: { message: string | null; onHide: () => void }) {
  useEffect(() => {
    if (!message) return undefined;
    const timer = window.setTimeout(onHide, ERROR_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [message, onHide]);
  return message ? <Alert type="error" showIcon title={message} role="alert" /> : null;
}
