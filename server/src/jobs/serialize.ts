import type { FastifyRequest } from 'fastify';
import type { Relationship, ResourceObject } from '@contract/jsonapi';
import {
  JOB_BUNDLE,
  JOB_INCLUDES,
  JOB_TYPE,
  type JobExportRow,
  type JobSearchRow,
} from '@contract/jobs';
import { ORGANIZATION_TYPE } from '@contract/organizations';
import type { Db } from '../db/connect';
import type { JobRow } from '../db/jobSchema';
import type { OrganizationRow } from '../db/organizationSchema';
import type { FileRow, TermRow } from '../db/profileSchema';
import { findFilesByFids } from '../files/repository';
import { badRequest } from '../http/errors';
import { resource, rfc3339 } from '../jsonapi/document';
import { findOrganizationsByNids } from '../organizations/repository';
import {
  lookupsFor as organizationLookupsFor,
  serializeOrganization,
  type Lookups as OrganizationLookups,
} from '../organizations/serialize';
import { findTermsByTids } from '../reference/termRepository';
import { termResource, termType } from '../reference/termResource';
import { JOB_ATTRIBUTES } from './attributes';
import type { SearchedJob } from './listQueries';
import { valuesOf } from './repository';

/** The include paths asked for; 400 for a path that is not a relationship of jobs. */
export function parseJobIncludes(raw: unknown): string[] {
  if (raw === undefined || raw === '') return [];
  if (typeof raw !== 'string') throw badRequest('include must be given once.');
  const paths = [...new Set(raw.split(',').map((path) => path.trim()))];
  for (const path of paths) {
    if (!(JOB_INCLUDES as readonly string[]).includes(path))
      throw badRequest(`include: "${path}" is not a relationship of ${JOB_BUNDLE}.`);
  }
  return paths;
}

/** What the serializers need besides the jobs, fetched in a few queries for a whole page. */
export interface JobLookups {
  terms: Map<number, TermRow>;
  organizations: Map<number, OrganizationRow>;
  files: Map<number, FileRow>;
  /** What an included organization needs, read once per organization for the whole page. */
  organizationLookups: Map<number, Promise<OrganizationLookups>>;
}

export async function jobLookupsFor(db: Db, rows: readonly JobRow[]): Promise<JobLookups> {
  const tids = rows.flatMap((row) => [
    ...row.technicalSkillTids,
    ...(row.countryTid === null ? [] : [row.countryTid]),
  ]);
  // The terms need only the jobs: they are read while the organizations and then their logos are.
  const [terms, { organizations, files }] = await Promise.all([
    findTermsByTids(db, tids),
    (async () => {
      const organizations = await findOrganizationsByNids(db, [
        ...new Set(rows.map((row) => row.organizationNid)),
      ]);
      const fids = organizations.flatMap((org) => (org.logoFid === null ? [] : [org.logoFid]));
      return { organizations, files: await findFilesByFids(db, fids) };
    })(),
  ]);
  return {
    terms: new Map(terms.map((term) => [term.tid, term])),
    organizations: new Map(organizations.map((org) => [org.nid, org])),
    files: new Map(files.map((file) => [file.fid, file])),
    organizationLookups: new Map(),
  };
}

/** The lookups of an included organization, read on first use and shared by the page's jobs. */
function organizationLookupsOf(
  db: Db,
  lookups: JobLookups,
  organization: OrganizationRow,
): Promise<OrganizationLookups> {
  let pending = lookups.organizationLookups.get(organization.nid);
  if (!pending) {
    pending = organizationLookupsFor(db, [organization]);
    lookups.organizationLookups.set(organization.nid, pending);
  }
  return pending;
}

/**
 * A job as a JSON:API resource plus what its include paths name. Every reader sees the same
 * attributes: a job is a public advertisement; who may read it at all is the route's decision.
 */
export async function serializeJob(
  request: FastifyRequest,
  db: Db,
  row: JobRow,
  lookups: JobLookups,
  includes: readonly string[],
  memberOf: (organizationNid: number) => boolean,
): Promise<{ data: ResourceObject; included: ResourceObject[] }> {
  const values = valuesOf(row);
  const attributes: Record<string, unknown> = {
    drupal_internal__nid: row.nid,
    langcode: 'en',
    status: true,
    created: rfc3339(row.created),
    changed: rfc3339(row.changed),
    sticky: row.sticky,
  };
  for (const [name, spec] of Object.entries(JOB_ATTRIBUTES)) attributes[name] = spec.read(values);
  const included: ResourceObject[] = [];
  const skills = row.technicalSkillTids.flatMap((tid) => lookups.terms.get(tid) ?? []);
  const country = row.countryTid === null ? undefined : lookups.terms.get(row.countryTid);
  const organization = lookups.organizations.get(row.organizationNid);
  const relationships: Record<string, Relationship> = {
    field_hiring_organization: {
      data: organization ? { type: ORGANIZATION_TYPE, id: organization.uuid } : null,
    },
    field_job_country: { data: country ? { type: termType('country'), id: country.uuid } : null },
    field_technical_skills: {
      data: skills.map((term) => ({ type: termType(term.vocabulary), id: term.uuid })),
    },
  };
  if (includes.includes('field_technical_skills'))
    skills.forEach((term) => included.push(termResource(request, term)));
  if (includes.includes('field_job_country') && country)
    included.push(termResource(request, country));
  if (organization && includes.some((path) => path.startsWith('field_hiring_organization'))) {
    const organizationIncludes = includes.includes('field_hiring_organization.field_logo')
      ? ['field_logo']
      : [];
    const document = serializeOrganization(
      request,
      organization,
      await organizationLookupsOf(db, lookups, organization),
      { member: memberOf(organization.nid), includes: organizationIncludes },
    );
    included.push(document.data, ...document.included);
  }
  const data = resource(request, {
    type: JOB_TYPE,
    id: row.uuid,
    path: `/api/node/${JOB_BUNDLE}/${row.uuid}`,
    attributes,
    relationships,
  });
  return { data, included };
}

/** A flat export row of the employer's list. */
export function exportRow(row: JobRow & { totalRows: number }): JobExportRow {
  const salary =
    row.salaryFrom !== null && row.salaryTo !== null ? `${row.salaryFrom}-${row.salaryTo}` : '';
  return {
    nid: row.nid,
    uuid: row.uuid,
    title: row.title,
    created: rfc3339(row.created),
    field_valid_until: row.validUntil,
    sticky: row.sticky ? 1 : 0,
    field_employment_type_1: row.employmentType,
    field_remote_job_1: row.remoteJob,
    field_job_country_1: row.countryTid === null ? '' : String(row.countryTid),
    field_job_state: row.state ?? '',
    field_job_city_name: row.cityName ?? '',
    field_technical_skills_1: row.technicalSkillTids.join(','),
    field_basesalary_year: salary,
    field_base_salary_year_from: row.salaryFrom,
    field_base_salary_year_to: row.salaryTo,
    field_currency: row.currency,
    field_gender_coding: row.genderCoding ?? '',
    field_source: row.greenhouseJobId === null ? '' : 'greenhouse',
    total_rows: row.totalRows,
  };
}

/**
 * The flat rows of a page of the candidate's job search. The jobs of one organization share its
 * logo, so each logo's signed address is made once per page.
 */
export function searchRows(request: FastifyRequest, rows: readonly SearchedJob[]): JobSearchRow[] {
  const logoUrls = new Map<string, string>();
  const logoUrl = (logo: NonNullable<SearchedJob['logo']>): string => {
    let url = logoUrls.get(logo.uuid);
    if (url === undefined) {
      url = request.server.deps.fileUrls.url(logo);
      logoUrls.set(logo.uuid, url);
    }
    return url;
  };
  return rows.map((row) => {
    const place = [row.cityName, row.state, row.countryName].filter(Boolean).join(', ');
    return {
      ...exportRow(row),
      logo: row.logo ? logoUrl(row.logo) : '',
      field_hiring_organization_1: row.organizationTitle,
      field_hiring_organization_nid: row.organizationNid,
      field_location_requirement: row.remoteJob === 'remote' ? place || 'Remote' : place,
      field_professional_experience: row.professionalExperience ?? '',
      field_description: row.description,
      field_experience_requirements: row.experienceRequirements ?? '',
      field_apply_url: row.applyUrl ?? '',
      field_application_method: row.applicationMethod ?? '',
    };
  });
}
