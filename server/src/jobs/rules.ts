import { JOB_SERVER_MESSAGES, isJobActive } from '@contract/jobs';
import type { Db } from '../db/connect';
import type { JobRow } from '../db/jobSchema';
import type { OrganizationRow } from '../db/organizationSchema';
import { ApiError, forbidden, notFound } from '../http/errors';
import { countActiveJobs } from './repository';
import { parseId } from '../http/ids';

/** A job nid from a route parameter; anything else is a 404. */
export function parseJobNid(raw: string): number {
  const nid = parseId(raw);
  if (nid === null) throw notFound(JOB_SERVER_MESSAGES.notFound);
  return nid;
}

/**
 * The job quota counts an organization's active jobs (spec 02 §6): expired or deleted jobs free
 * their slot. Call inside a transaction that holds the organization row, so two requests for
 * the last slot cannot both see it free.
 */
export async function jobQuotaLeft(db: Db, organization: OrganizationRow, now: Date) {
  return Math.max(0, organization.jobQuota - (await countActiveJobs(db, organization.nid, now)));
}

/** Featured slots left: the featured quota minus the active jobs already featured. */
export async function featuredQuotaLeft(db: Db, organization: OrganizationRow, now: Date) {
  const featured = await countActiveJobs(db, organization.nid, now, { featured: true });
  return Math.max(0, organization.featuredJobQuota - featured);
}

/** 403 unless the organization may publish one more active job. */
export async function requireJobSlot(db: Db, organization: OrganizationRow, now: Date) {
  if ((await jobQuotaLeft(db, organization, now)) <= 0)
    throw forbidden(JOB_SERVER_MESSAGES.quotaUsedUp);
}

/** 403 unless the organization shows a description and a logo (spec 02 §2 "Jobs area"). */
export function requireCompleteOrganization(organization: OrganizationRow): void {
  if (!organization.companyDescription || organization.logoFid === null)
    throw forbidden(JOB_SERVER_MESSAGES.organizationIncomplete);
}

/** Featuring needs an active job and a free featured slot; removing always works. */
export async function requireFeaturable(
  db: Db,
  organization: OrganizationRow,
  job: JobRow,
  now: Date,
): Promise<void> {
  if (job.sticky) return;
  if (!isJobActive(job.validUntil, now))
    throw new ApiError(422, JOB_SERVER_MESSAGES.expiredNotFeatured);
  if ((await featuredQuotaLeft(db, organization, now)) <= 0)
    throw forbidden(JOB_SERVER_MESSAGES.featuredQuotaUsedUp);
}
