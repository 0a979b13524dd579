/**
 * Google's structured-data rules for a JobPosting (Google Search Central, "Job posting (JobPosting)
 * structured data": required and recommended properties), checked on the JSON-LD a page carries.
 * The property names and value types themselves are schema.org's, which src/features/jobs/search/
 * jobPostingJsonLd.ts is typed against (schema-dts): this adds what Google asks for on top.
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const isAbsoluteUrl = (value: unknown) => {
  try {
    return isText(value) && /^https?:$/.test(new URL(String(value)).protocol);
  } catch {
    return false;
  }
};
const isDate = (value: unknown) => isText(value) && !Number.isNaN(Date.parse(String(value)));

/** What the page's JobPosting misses or gets wrong by Google's rules; [] when none. */
export function jobPostingProblems(ld: Json, now = new Date()): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  need(String(ld['@context']).replace(/\/$/, '') === 'https://schema.org', '@context');
  need(ld['@type'] === 'JobPosting', '@type is JobPosting');
  // Required.
  need(isText(ld.title), 'title');
  need(isText(ld.description), 'description');
  need(isDate(ld.datePosted), 'datePosted (ISO 8601)');
  const organization = ld.hiringOrganization;
  need(isObject(organization) && isText(organization.name), 'hiringOrganization.name');
  const remote = ld.jobLocationType === 'TELECOMMUTE';
  const place = isObject(ld.jobLocation) ? ld.jobLocation : null;
  const address = place && isObject(place.address) ? place.address : null;
  need(
    remote || (address !== null && isText(address.addressCountry)),
    'jobLocation with an address and its country (or a TELECOMMUTE job)',
  );
  if (remote)
    need(
      isObject(ld.applicantLocationRequirements) && isText(ld.applicantLocationRequirements.name),
      'applicantLocationRequirements of a TELECOMMUTE job',
    );
  // Recommended.
  need(isDate(ld.validThrough), 'validThrough (ISO 8601)');
  if (isDate(ld.validThrough))
    need(Date.parse(String(ld.validThrough)) > now.getTime(), 'validThrough in the future');
  need(isText(ld.employmentType), 'employmentType');
  need(typeof ld.directApply === 'boolean', 'directApply');
  const identifier = ld.identifier;
  need(
    isObject(identifier) && isText(identifier.name) && isText(identifier.value),
    'identifier (PropertyValue with name and value)',
  );
  need(isAbsoluteUrl(ld.url), 'url (absolute)');
  if (isObject(organization)) {
    if (organization.logo !== undefined) need(isAbsoluteUrl(organization.logo), 'logo (absolute)');
    if (organization.sameAs !== undefined)
      need(isAbsoluteUrl(organization.sameAs), 'sameAs (absolute)');
  }
  if (ld.baseSalary !== undefined) {
    const salary = isObject(ld.baseSalary) ? ld.baseSalary : {};
    const value = isObject(salary.value) ? salary.value : {};
    need(isText(salary.currency), 'baseSalary.currency');
    need(
      typeof value.minValue === 'number' || typeof value.maxValue === 'number',
      'baseSalary.value with a bound',
    );
    need(
      ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'].includes(String(value.unitText)),
      'baseSalary.value.unitText',
    );
  }
  return problems;
}
