import { useMemo } from 'react';
import { DURATIONS, type FailureOutcome } from '@/api/errors';
import { useShowToast } from './FeedbackProvider';

export type FeedbackKind = 'success' | 'error';

/** The ways the SPA tells the user something, with the spec's display durations. */
export interface Feedback {
  /** Success toasts of saved things (spec 02 §9 "Success toast 2 s"). */
  successToast(text: string): void;
  /** Auth toasts (sign-in, password flows): 3 s. */
  authToast(kind: FeedbackKind, text: string): void;
  /** Notices: 8 s, success or error styling. */
  notice(kind: FeedbackKind, text: string): void;
  /** The app-level error toast: 5 s. */
  appError(text: string): void;
  /** Shows a failure outcome from `classifyFailure`; returns true when it asks for a logout. */
  report(outcome: FailureOutcome): boolean;
}

/**
 * Feedback through the FeedbackProvider's antd hooks, so toasts use the theme. The first toast
 * loads antd's toast code; until it has arrived, toasts wait in order and none is lost.
 */
export function useFeedback(): Feedback {
  const showToast = useShowToast();
  return useMemo<Feedback>(() => {
    const appError = (text: string) => {
      showToast(({ message }) => {
        void message.error(text, DURATIONS.appError);
      });
    };
    const notice = (kind: FeedbackKind, text: string) => {
      showToast(({ notification }) => {
        notification[kind]({ title: text, duration: DURATIONS.notice, placement: 'topRight' });
      });
    };
    return {
      successToast: (text) => {
        showToast(({ message }) => {
          void message.success(text, DURATIONS.successToast);
        });
      },
      authToast: (kind, text) => {
        showToast(({ message }) => {
          void message[kind](text, DURATIONS.authToast);
        });
      },
      notice,
      appError,
      report: (outcome) => {
        if (outcome.kind === 'message') appError(outcome.text);
        if (outcome.kind === 'notice') notice('error', outcome.text);
        return outcome.kind === 'logout';
      },
    };
  }, [showToast]);
}
