import { Button, Modal } from 'antd';
import { useEffect, useSyncExternalStore } from 'react';
import { useBlocker } from 'react-router-dom';
import type { AutosaveQueue } from './AutosaveQueue';

export const LEAVE_TITLE = 'Your latest changes are not saved yet';
export const LEAVE_TEXT =
  'They are still being sent. Stay on this page until they are saved, or leave and lose them.';

/** True for the pages that share the queue: moving between edit steps loses nothing. */
const isEditStep = (pathname: string) => pathname.startsWith('/profile/step/');

/**
 * Warns before anything typed is lost: the browser's own prompt on unload, and a dialog for
 * in-app navigation away from the edit steps while the queue still holds changes. When the
 * queue drains while the dialog is open, the navigation simply goes on.
 */
export function UnsavedChangesGuard({ queue }: { queue: AutosaveQueue }) {
  const pending = useSyncExternalStore(
    (listener) => queue.subscribe(listener),
    () => queue.hasPending,
  );

  useEffect(() => {
    if (!pending) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pending]);

  const blocker = useBlocker(
    ({ nextLocation }) => queue.hasPending && !isEditStep(nextLocation.pathname),
  );
  useEffect(() => {
    if (blocker.state === 'blocked' && !pending) blocker.proceed();
  }, [blocker, pending]);

  return (
    <Modal
      open={blocker.state === 'blocked'}
      title={LEAVE_TITLE}
      // Closing the dialog (Escape, the close button) means staying; leaving is explicit.
      onCancel={() => blocker.reset?.()}
      footer={[
        <Button key="leave" danger onClick={() => blocker.proceed?.()}>
          Leave anyway
        </Button>,
        <Button key="stay" type="primary" onClick={() => blocker.reset?.()}>
          Stay
        </Button>,
      ]}
    >
      <p>{LEAVE_TEXT}</p>
    </Modal>
  );
}
