/**
 * schema.org JobPosting structured data for the open job, so search engines can list it
 * (Google's job posting guidelines). Pure: a JobView in, a plain object and its safe script text
 * out; the detail pane puts the text in a `<script type="application/ld+json">`.
 */
import type {
  JobPosting,
  MonetaryAmount,
  Organization,
  Place,
  PostalAddress,
  QuantitativeValue,
  WithContext,
} from 'schema-dts';
import type { JobView } from './jobView';

/** Google's employmentType values. */
export type GoogleEmploymentType =
  'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'INTERN' | 'TEMPORARY' | 'OTHER';

/** Keys of the reference list `employment_type` that have a Google value; the rest are OTHER. */
const EMPLOYMENT_TYPES: Record<string, GoogleEmploymentType> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  // A working student works part time alongside their studies.
  working_student: 'PART_TIME',
  contract: 'CONTRACTOR',
  freelance: 'CONTRACTOR',
  internship: 'INTERN',
  temporary: 'TEMPORARY',
};

/** The Google employmentType of an `employment_type` key. */
export function googleEmploymentType(key: string): GoogleEmploymentType {
  return EMPLOYMENT_TYPES[key] ?? 'OTHER';
}

/**
 * A JobPosting as schema.org defines it (schema-dts, Google's types of the vocabulary): a name or
 * a value of the wrong kind does not compile. Google's own rules on top are checked by the crawl
 * journey (e2e/support/jobPostingRules.ts).
 */
export type JobPostingLd = WithContext<JobPosting> & Record<string, unknown>;

/** `url` made absolute against `baseUrl` (file URLs may be root-relative); '' when invalid. */
function absoluteUrl(url: string, baseUrl: string | undefined): string {
  try {
    return new URL(url, baseUrl).href;
  } catch {
    return '';
  }
}

/** An http(s) address as written, '' for anything else (a website field is free text). */
function webAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : '';
  } catch {
    return '';
  }
}

/**
 * The JobPosting object of a job, with Google's required and recommended properties where the job
 * has them; members without a value are left out. `baseUrl` (the API's) resolves a root-relative
 * logo URL, since search engines need absolute ones; `siteUrl` (the site's address, the API's by
 * default) makes the job page's own address.
 */
export function jobPostingJsonLd(
  job: JobView,
  baseUrl?: string,
  siteUrl: string | undefined = baseUrl,
): JobPostingLd {
  const page = siteUrl ? absoluteUrl(`/job-posting/${job.nid}`, siteUrl) : '';
  const website = webAddress(job.organization.website);
  const logo = job.organization.logo ? absoluteUrl(job.organization.logo, baseUrl) : '';
  const organization: Organization = {
    '@type': 'Organization',
    name: job.organization.name,
    ...(website ? { sameAs: website } : {}),
    ...(logo ? { logo } : {}),
  };
  const remote = job.remote === 'remote';
  // A remote job names a place only when it has one beyond the country it is open in.
  const hasPlace = remote ? job.city || job.state : job.city || job.state || job.country;
  const address: PostalAddress = {
    '@type': 'PostalAddress',
    ...(job.city ? { addressLocality: job.city } : {}),
    ...(job.state ? { addressRegion: job.state } : {}),
    ...(job.country ? { addressCountry: job.country } : {}),
  };
  const place: Place = { '@type': 'Place', address };
  const salary = job.salary;
  const salaryValue: QuantitativeValue | null = salary && {
    '@type': 'QuantitativeValue',
    unitText: 'YEAR',
    ...(salary.from !== null ? { minValue: salary.from } : {}),
    ...(salary.to !== null ? { maxValue: salary.to } : {}),
  };
  const baseSalary: MonetaryAmount | null = salary && {
    '@type': 'MonetaryAmount',
    currency: salary.currency,
    value: salaryValue ?? undefined,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    // Google accepts HTML here (p, ul, li, strong...); both rich texts describe the job.
    description: [job.description, job.experienceRequirements].filter(Boolean).join('\n'),
    datePosted: job.created,
    // The job is active through the whole valid-until day (UTC), as the server reads it.
    validThrough: `${job.validUntil}T23:59:59Z`,
    employmentType: googleEmploymentType(job.employmentType),
    // She applies on the employer's own page (the job's apply link) or by mail, not on this one.
    directApply: false,
    // The employer's own identifier when it gave one, the job's number here otherwise.
    identifier: {
      '@type': 'PropertyValue',
      name: job.organization.name,
      value: job.identifier || String(job.nid),
    },
    ...(page ? { url: page } : {}),
    hiringOrganization: organization,
    ...(remote ? { jobLocationType: 'TELECOMMUTE' } : {}),
    ...(remote && job.country
      ? { applicantLocationRequirements: { '@type': 'Country', name: job.country } }
      : {}),
    ...(hasPlace ? { jobLocation: place } : {}),
    ...(baseSalary ? { baseSalary } : {}),
  };
}

/**
 * JSON for a script element: '<', '>' and '&' become \u escapes (still the same JSON), so no
 * text in a job can close the script tag or open a comment; U+2028/2029 are escaped for older
 * JavaScript parsers.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
