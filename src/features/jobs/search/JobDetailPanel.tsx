import { ArrowLeftOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Modal, Spin } from 'antd';
import type { Ref } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetJobMatchQuery } from '@/api/jobsApi';
import type { ReferenceData } from '@/api/referenceApi';
import { useAppSelector } from '@/app/hooks';
import { selectAuth } from '@/session/authSlice';
import { JobDetail } from './JobDetail';
import type { JobView } from './jobView';
import type { JobDetailState } from './useJobDetail';
import { useJobPostingJsonLd } from './useJobPostingJsonLd';

const TITLE_ID = 'mb-job-detail-title';

/** The detail in each of its states; the found job also goes into the page as JSON-LD. */
function JobDetailBody({ state, lists }: { state: JobDetailState; lists: ReferenceData['lists'] }) {
  useJobPostingJsonLd(state.status === 'found' ? state.job : null);
  switch (state.status) {
    case 'loading':
      return (
        <div role="status" aria-label="Loading the job" className="mb-job-search__state">
          <Spin />
        </div>
      );
    case 'notFound':
      return (
        <div className="mb-job-search__state">
          <h2 id={TITLE_ID}>Job not found</h2>
          <p>This job does not exist or is no longer open for applications.</p>
        </div>
      );
    case 'error':
      return (
        <div role="alert" className="mb-job-search__state">
          <p>The job could not be loaded.</p>
          <Button onClick={state.retry}>Try again</Button>
        </div>
      );
    case 'found':
      return <MatchedJobDetail job={state.job} lists={lists} />;
  }
}

/**
 * The detail with how the job fits her: the row's match in best-match order, otherwise (newest
 * first, a pasted address, a job-alert mail's link) asked for this one job. Only candidates are
 * matched; while the answer is on its way, or if it fails, the job shows without it.
 */
function MatchedJobDetail({ job, lists }: { job: JobView; lists: ReferenceData['lists'] }) {
  const auth = useAppSelector(selectAuth);
  const ask = job.match === null && auth.role === 'candidate';
  const { data } = useGetJobMatchQuery(ask ? job.nid : skipToken);
  const match =
    job.match ?? (data ? { score: data.match_score, reasons: data.match_reasons } : null);
  return <JobDetail job={{ ...job, match }} lists={lists} titleId={TITLE_ID} />;
}

export interface JobDetailPanelProps {
  state: JobDetailState;
  lists: ReferenceData['lists'];
  /** Back to the list, keeping its query. */
  onClose(): void;
}

/** Wide screens: the detail beside the list (spec 02 §2). Focusable so it can take focus. */
export function JobDetailPane({
  state,
  lists,
  onClose,
  ref,
}: JobDetailPanelProps & { ref?: Ref<HTMLElement> }) {
  return (
    <aside ref={ref} className="mb-job-search__pane" aria-label="Job details" tabIndex={-1}>
      <Button
        className="mb-job-search__close"
        type="text"
        icon={<CloseOutlined aria-hidden="true" />}
        onClick={onClose}
      >
        Close
      </Button>
      <JobDetailBody state={state} lists={lists} />
    </aside>
  );
}

/**
 * Under 960 px the list and the detail are separate: the detail opens in a modal with a back
 * button (spec 02 §2). The modal traps focus; the page returns it to the job's card on close.
 */
export function JobDetailModal({
  state,
  lists,
  onClose,
  open,
}: JobDetailPanelProps & { open: boolean }) {
  return (
    <Modal
      open={open}
      title="Job details"
      closable={false}
      footer={null}
      onCancel={onClose}
      width="100%"
      className="mb-job-modal"
      destroyOnHidden
      focusable={{ trap: true, focusTriggerAfterClose: false }}
    >
      <Button
        className="mb-job-modal__back"
        icon={<ArrowLeftOutlined aria-hidden="true" />}
        onClick={onClose}
      >
        Back to jobs
      </Button>
      {open ? <JobDetailBody state={state} lists={lists} /> : null}
    </Modal>
  );
}
