/**
 * The readable copy of her data export (GDPR Art. 15): one HTML page beside the JSON in the ZIP,
 * opened by any browser without a network. Sections and fields carry the names the app shows,
 * dates are written out, yes/no and empty values are words. Everything she typed is escaped; her
 * bio, the one field that is formatted text, is sanitized to the same basic HTML the app allows.
 */
import { escapeHtml } from '../sanitize/escapeHtml';
import { sanitizeBasicHtml } from '../sanitize/sanitizeBasicHtml';

const SECTION_TITLES: Record<string, string> = {
  account: 'Your account',
  profile: 'Your profile',
  skills: 'Your skills',
  privacy_choices: 'Your privacy choices',
  files: 'Your files',
  connections: 'Organizations you are connected to or were asked by',
  introductions_requested: 'Introductions organizations asked for',
  shown_in_matching_lists: 'Job matching lists that showed you',
  declines: 'Organizations you declined or ended a connection with',
  organizations: 'Organizations you manage',
  saved_searches: 'Your saved searches',
};

/** Field names as the app shows them; any other key reads as its words ("first_name" → "First name"). */
const FIELD_LABELS: Record<string, string> = {
  email: 'Email address (sign-in)',
  roles: 'Account type',
  active: 'Account active',
  created: 'Created',
  changed: 'Last changed',
  contact_email: 'Contact email',
  short_bio: 'Short bio',
  heard_of_us_through: 'Heard of Matchboard through',
  linkedin_profile: 'LinkedIn profile',
  github_profile: 'GitHub profile',
  twitter_profile: 'Twitter profile',
  portfolio_link: 'Portfolio',
  profile_without_confirmation: 'Companies may see your profile and CV without asking first',
  name_visible_to_companies: 'Name and picture shown in candidate search',
  looking_for_opportunities: 'Employment types you are looking for',
  involving_interest: 'How involved you want to be',
  visa_sponsorship_required: 'Visa sponsorship',
  roles_interested: 'Roles you are interested in',
  cv: 'CV',
  size_bytes: 'Size',
  requested_at: 'Asked on',
  answered_at: 'Answered on',
  accepted: 'Accepted',
  first_shown_on: 'First shown on',
  last_shown_on: 'Last shown on',
  declined_at: 'Declined or ended on',
  member_since: 'Member since',
  chosen_at: 'Chosen on',
  last_emailed: 'Last emailed',
  jobs_emailed: 'Jobs emailed',
  email_frequency: 'Email',
};

const labelOf = (key: string) =>
  FIELD_LABELS[key] ?? `${key.charAt(0).toUpperCase()}${key.slice(1).replace(/_/g, ' ')}`;

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** One value in words: a date written out, yes or no, a size in kB, "Not given" for nothing. */
function valueHtml(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '<em>Not given</em>';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (key === 'short_bio' && typeof value === 'string') return sanitizeBasicHtml(value);
  if (key === 'size_bytes' && typeof value === 'number')
    return `${(value / 1024).toLocaleString('en-GB', { maximumFractionDigits: 1 })} kB`;
  if (typeof value === 'string' && INSTANT.test(value))
    return `${escapeHtml(dateTime.format(new Date(value)))} UTC`;
  if (typeof value === 'number') return escapeHtml(value.toLocaleString('en-GB'));
  if (Array.isArray(value)) {
    if (value.length === 0) return '<em>None</em>';
    if (value.every((item) => typeof item !== 'object' || item === null))
      return escapeHtml(value.map(String).join(', '));
    return tableHtml(value as Record<string, unknown>[]);
  }
  if (typeof value === 'object') return fieldsHtml(value as Record<string, unknown>);
  return escapeHtml(String(value));
}

function fieldsHtml(fields: Record<string, unknown>): string {
  const rows = Object.entries(fields).map(
    ([key, value]) => `<dt>${escapeHtml(labelOf(key))}</dt><dd>${valueHtml(key, value)}</dd>`,
  );
  return `<dl>${rows.join('')}</dl>`;
}

function tableHtml(items: Record<string, unknown>[]): string {
  const keys = [...new Set(items.flatMap((item) => Object.keys(item)))];
  const head = keys.map((key) => `<th scope="col">${escapeHtml(labelOf(key))}</th>`).join('');
  const body = items
    .map(
      (item) => `<tr>${keys.map((key) => `<td>${valueHtml(key, item[key])}</td>`).join('')}</tr>`,
    )
    .join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

function sectionHtml(key: string, value: unknown): string {
  const title = SECTION_TITLES[key] ?? labelOf(key);
  let content: string;
  if (value === null || (Array.isArray(value) && value.length === 0)) content = '<p>Nothing.</p>';
  else if (Array.isArray(value)) content = valueHtml(key, value);
  else content = fieldsHtml(value as Record<string, unknown>);
  return `<section><h2>${escapeHtml(title)}</h2>${content}</section>`;
}

const STYLE = `body{font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2933;max-width:60rem;margin:2rem auto;padding:0 1rem}
h1{font-size:1.75rem;margin:0 0 .25rem}h2{font-size:1.2rem;margin:2rem 0 .5rem;color:#115e59}
dl{display:grid;grid-template-columns:minmax(10rem,18rem) 1fr;gap:.25rem 1rem;margin:0}dt{font-weight:600}dd{margin:0}
dd dl{grid-template-columns:minmax(6rem,10rem) 1fr}
table{border-collapse:collapse;width:100%;font-size:.95rem}th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #d5e3e0;vertical-align:top}
th{background:#f4f9f8}em{color:#52606d}`;

/** The whole readable page of `document` (the export's JSON document). */
export function renderExportHtml(document: Record<string, unknown>): string {
  const exported =
    typeof document.exported_at === 'string' ? valueHtml('exported_at', document.exported_at) : '';
  const sections = Object.entries(document)
    .filter(([key]) => key !== 'exported_at')
    .map(([key, value]) => sectionHtml(key, value))
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Your data at Matchboard</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Your data at Matchboard</h1>
<p>Everything Matchboard holds about you, as of ${exported}. The same data, for programs, is in
matchboard-data.json beside this page; your files are in the files folder.</p>
${sections}
</main>
</body>
</html>
`;
}
