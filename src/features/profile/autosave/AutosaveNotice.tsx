import { CheckCircleOutlined, LoadingOutlined, WarningOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { serverMessage } from '@/api/errors';
import type { AutosaveState } from './AutosaveQueue';

export const SAVING_MESSAGE = 'Saving';
export const SAVED_MESSAGE = 'Profile updated!';
export const RETRYING_MESSAGE = 'Not saved yet — retrying…';
export const REJECTED_MESSAGE = 'Not saved: the server refused this change.';

/** Spec 01 §4, §9: 'Profile updated!' stays 5 s for candidates and 1 s for employers. */
export const SAVED_VISIBLE_MS = { candidate: 5000, employer: 1000 } as const;

export interface AutosaveNoticeProps {
  state: AutosaveState;
  /** How long 'Profile updated!' stays, in ms. */
  savedVisibleMs: number;
}

/**
 * The autosave line: 'Saving', then 'Profile updated!' for a while, or the failure that is
 * being retried. It lives in a polite live region so screen readers hear each change.
 */
export function AutosaveNotice({ state, savedVisibleMs }: AutosaveNoticeProps) {
  const [hiddenSaved, setHiddenSaved] = useState<AutosaveState | null>(null);
  useEffect(() => {
    if (state.status !== 'saved') return undefined;
    const timer = setTimeout(() => setHiddenSaved(state), savedVisibleMs);
    return () => clearTimeout(timer);
  }, [state, savedVisibleMs]);

  let content: React.ReactNode = null;
  if (state.status === 'saving') {
    content = (
      <span className="mb-autosave mb-autosave--saving">
        <LoadingOutlined aria-hidden="true" /> {SAVING_MESSAGE}
      </span>
    );
  } else if (state.status === 'saved' && hiddenSaved !== state) {
    content = (
      <span className="mb-autosave mb-autosave--saved">
        <CheckCircleOutlined aria-hidden="true" /> {SAVED_MESSAGE}
      </span>
    );
  } else if (state.status === 'retrying') {
    content = (
      <span className="mb-autosave mb-autosave--failed">
        <WarningOutlined aria-hidden="true" /> {RETRYING_MESSAGE}
      </span>
    );
  } else if (state.status === 'rejected') {
    const detail = serverMessage(state.error);
    content = (
      <span className="mb-autosave mb-autosave--failed">
        <WarningOutlined aria-hidden="true" /> {REJECTED_MESSAGE}
        {detail ? ` ${detail}` : null}
      </span>
    );
  }
  return (
    <div role="status" aria-live="polite" className="mb-autosave__region">
      {content}
    </div>
  );
}
