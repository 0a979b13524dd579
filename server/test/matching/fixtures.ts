import type { TestApp, TestUser } from '../helpers';
import { createEmployerOrganization } from '../candidates/fixtures';
import { createJob } from '../jobs/fixtures';

/** An organization with its owner and one job (createJob's: TypeScript and React, in EUR). */
export interface OrganizationWithJob {
  owner: TestUser;
  nid: number;
  uuid: string;
  job: { nid: number };
}

/**
 * The two views of a matching list: an organization with access to the candidate database and
 * one with demo access, each with a job, made at once.
 */
export async function fullAndDemoOrganizations(
  t: TestApp,
): Promise<{ full: OrganizationWithJob; demo: OrganizationWithJob }> {
  const withJob = async (full: boolean): Promise<OrganizationWithJob> => {
    const organization = await createEmployerOrganization(t, full);
    const job = await createJob(t, organization.owner, organization.uuid, {
      attributes: { field_currency: 'EUR' },
    });
    return { ...organization, job };
  };
  const [full, demo] = await Promise.all([withJob(true), withJob(false)]);
  return { full, demo };
}
