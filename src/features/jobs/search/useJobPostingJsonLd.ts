import { useEffect } from 'react';
import { apiBaseUrl } from '@/config/env';
import { jobPostingJsonLd, serializeJsonLd } from './jobPostingJsonLd';
import type { JobView } from './jobView';

/** Marks the script this page owns, so tests and crawlers can tell it from others. */
export const JOB_POSTING_SCRIPT_ID = 'mb-job-posting-jsonld';

/**
 * Puts the open job's schema.org JobPosting in the document head while the job is shown and
 * removes it when the detail closes or shows another job, so the page never describes a job it
 * no longer shows.
 */
export function useJobPostingJsonLd(job: JobView | null): void {
  const text = job ? serializeJsonLd(jobPostingJsonLd(job, apiBaseUrl())) : null;
  useEffect(() => {
    if (text === null) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.id = JOB_POSTING_SCRIPT_ID;
    script.textContent = text;
    document.head.appendChild(script);
    return () => script.remove();
  }, [text]);
}
