/**
 * SPA routes the server knows too: the link a mail carries, and the pages it serves itself
 * (server/src/site). Small on purpose: the SPA's first load imports it (src/app/paths.ts).
 */

/** The SPA route the candidate's mail links open (spec 01 §2). */
export const CANDIDATE_ACCESS_PAGE = '/api/candidate/organization-access';

/** An active job as anyone may read it; the server renders it with its job. */
export const JOB_POSTING_PAGE = '/job-posting/:id';
