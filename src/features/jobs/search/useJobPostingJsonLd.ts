import { useEffect } from 'react';
import { apiBaseUrl } from '@/config/env';
import { jobPostingJsonLd, serializeJsonLd } from './jobPostingJsonLd';
import type { JobView } from './jobView';

/** Marks the script this page owns, so tests and crawlers can tell it from others. */
export const JOB_POSTING_SCRIPT_ID = 'mb-job-posting-jsonld';

/**
 * Puts the open job's schema.org JobPosting in the document head while the job is shown and
 * removes it when the detail closes or shows another job, so the page never describes a job it
 * no longer shows. The script a server-rendered page came with is taken over when it says the
 * same, so there is never a second one.
 */
export function useJobPostingJsonLd(job: JobView | null): void {
  // The server renders the page's script itself (src/prerender/renderPage.tsx).
  const inBrowser = typeof window !== 'undefined';
  const text =
    job && inBrowser
      ? serializeJsonLd(jobPostingJsonLd(job, apiBaseUrl(), window.location.origin))
      : null;
  useEffect(() => {
    if (text === null) return;
    const rendered = document.getElementById(JOB_POSTING_SCRIPT_ID);
    let script = rendered;
    if (script?.textContent !== text) {
      rendered?.remove();
      script = document.createElement('script');
      script.setAttribute('type', 'application/ld+json');
      script.id = JOB_POSTING_SCRIPT_ID;
      script.textContent = text;
      document.head.appendChild(script);
    }
    return () => script.remove();
  }, [text]);
}
