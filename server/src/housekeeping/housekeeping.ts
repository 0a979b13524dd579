import type { Config } from '../config';
import type { Db } from '../db/connect';
import {
  purgeAccountLinks,
  purgeAnnouncedJobs,
  purgeExpiredTokens,
  purgeRateLimits,
  purgeTemporaryFiles,
} from './repository';
import { purgeSentLedger } from '../mail/sentLedger';
import type { FileStore } from '../files/fileStore';
import { deleteQueuedFiles } from '../privacy/erasure';
import { purgeEndedJobPages } from '../site/jobPageStore';
import { purgeOldAppearances } from '../insights/retention';

/** How long an expired confirmation or reset link is kept, so it can still say it expired. */
export const EXPIRED_LINK_RETENTION_SECONDS = 30 * 24 * 3600;
/** How long after a job's last day its kept public page (by then its 404) is kept. */
export const ENDED_JOB_PAGE_RETENTION_SECONDS = 30 * 24 * 3600;

export interface HousekeepingReport {
  tokens: number;
  links: number;
  rateLimits: number;
  files: number;
  /** Records of jobs alerts announced that no round needs any more. */
  announcements: number;
  /** Records of mail handed to the mail server, older than any retry of theirs (a week). */
  mailRecords: number;
  /** Kept public pages of jobs that ended over a month ago. */
  jobPages: number;
  /** Who the matching lists showed longer ago than any chart looks back (rows and day counts). */
  appearances: number;
}

const secondsBefore = (now: Date, seconds: number) => new Date(now.getTime() - seconds * 1000);

/**
 * One round of clean-up: expired tokens and their finished families, long-expired account
 * links, rate-limit counters older than the longest window, and uploads no profile took up
 * within `temporaryFileMaxAge` (row first, then the bytes: a failure leaves an unreachable file,
 * never a row pointing at nothing), the bytes of erased accounts' files still queued, and the
 * records of jobs alerts announced that no alert round can find again, week-old records of
 * mail handed to the mail server, the kept public pages of jobs that ended over a month ago,
 * and who the matching lists showed longer ago than the charts look back.
 */
export async function runHousekeeping(
  deps: { config: Config; db: Db; store: FileStore },
  now: Date,
): Promise<HousekeepingReport> {
  const { config, db, store } = deps;
  const longestWindow = Math.max(
    ...Object.values(config.rateLimits).map((limit) => limit.windowSeconds),
  );
  const tokens = await purgeExpiredTokens(db, now);
  const links = await purgeAccountLinks(db, secondsBefore(now, EXPIRED_LINK_RETENTION_SECONDS));
  const rateLimits = await purgeRateLimits(db, secondsBefore(now, longestWindow));
  const keys = await purgeTemporaryFiles(db, secondsBefore(now, config.temporaryFileMaxAge));
  for (const key of keys) await store.delete(key);
  // Bytes of erased accounts' files the store failed to delete at the time.
  const erased = await deleteQueuedFiles(db, store);
  const announcements = await purgeAnnouncedJobs(db);
  const mailRecords = await purgeSentLedger(db);
  const ended = secondsBefore(now, ENDED_JOB_PAGE_RETENTION_SECONDS).toISOString().slice(0, 10);
  const jobPages = await purgeEndedJobPages(db, ended);
  const appearances = await purgeOldAppearances(db, now);
  return {
    tokens,
    links,
    rateLimits,
    files: keys.length + erased,
    announcements,
    mailRecords,
    jobPages,
    appearances,
  };
}
