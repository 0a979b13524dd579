/**
 * msw handlers for reference data (spec 01 §7): list field options and paged taxonomy terms,
 * answering like the reference server (50 terms a page, `links.next` while more remain).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ListFieldName, ListFieldOptions, TaxonomyVocabulary } from '@contract/reference';
import { apiUrl } from '../api';
import { server } from '../server';

const JSON_API = { 'Content-Type': 'application/vnd.api+json' };

/** Small but real option lists; tests look labels up here. */
export const REFERENCE_LISTS: Record<ListFieldName, ListFieldOptions> = {
  involving_interest: { active: 'Actively looking', open: 'Open to offers' },
  professional_experience: { '0_2': '0-2 years', '3_5': '3-5 years', '6_plus': '6+ years' },
  company_position: { '1': 'Founder', '2': 'Hiring manager', '3': 'Recruiter' },
  employment_type: { full_time: 'Full time', part_time: 'Part time', freelance: 'Freelance' },
  remote_job: { remote: 'Remote', hybrid: 'Hybrid', on_site: 'On site' },
  application_method: { email: 'Email', link: 'Link' },
  company_size: { '1_10': '1-10', '11_50': '11-50', '51_200': '51-200' },
  remote_work: { remote: 'Remote only', hybrid: 'Hybrid', on_site: 'On site' },
  visa_sponsorship_required: { no: 'No', yes: 'Yes' },
  roles_interested: { frontend: 'Frontend developer', backend: 'Backend developer' },
  languages: { en: 'English', de: 'German', fr: 'French' },
  language_proficiencies_def: { a1: 'A1 Beginner', b2: 'B2 Upper intermediate', c2: 'C2 Mastery' },
  currency: { USD: 'US Dollar', EUR: 'Euro', GBP: 'Pound Sterling' },
};

/** How many terms each vocabulary has by default (country spans three pages). */
export const REFERENCE_TERM_COUNTS: Record<TaxonomyVocabulary, number> = {
  country: 120,
  technical_skills: 60,
  personal_skills: 12,
  benefits: 8,
  industry: 8,
  candidate_source: 5,
};

/** The name of term number `index` (0-based) of a vocabulary, e.g. "country 7". */
export const termName = (vocabulary: TaxonomyVocabulary, index: number): string =>
  `${vocabulary.replace(/_/g, ' ')} ${index + 1}`;

/** The uuid-like id of term number `index` of a vocabulary. */
export const termUuid = (vocabulary: TaxonomyVocabulary, index: number): string =>
  `${vocabulary}-${String(index + 1).padStart(4, '0')}`;

function termPage(vocabulary: TaxonomyVocabulary, request: Request, count: number) {
  const url = new URL(request.url);
  const limit = Math.min(50, Number(url.searchParams.get('page[limit]') ?? 50));
  const offset = Number(url.searchParams.get('page[offset]') ?? 0);
  const end = Math.min(count, offset + limit);
  const data = [];
  for (let index = offset; index < end; index += 1) {
    data.push({
      type: `taxonomy_term--${vocabulary}`,
      id: termUuid(vocabulary, index),
      attributes: { drupal_internal__tid: 1000 + index, name: termName(vocabulary, index) },
    });
  }
  const links: Record<string, { href: string }> = { self: { href: url.href } };
  if (end < count) {
    links.next = {
      href: apiUrl(`api/taxonomy_term/${vocabulary}?page[offset]=${end}&page[limit]=${limit}`),
    };
  }
  return HttpResponse.json({ jsonapi: { version: '1.0' }, data, links }, { headers: JSON_API });
}

/** Default handlers: every list and vocabulary answers, with the counts given. */
export function referenceHandlers(
  counts: Partial<Record<TaxonomyVocabulary, number>> = {},
): HttpHandler[] {
  return [
    http.get(apiUrl('api/list_field_options/:field'), ({ params }) => {
      const options = REFERENCE_LISTS[String(params.field) as ListFieldName];
      return options
        ? HttpResponse.json(options)
        : HttpResponse.json({ message: 'Not found' }, { status: 404 });
    }),
    http.get(apiUrl('api/taxonomy_term/:vocabulary'), ({ params, request }) => {
      const vocabulary = String(params.vocabulary) as TaxonomyVocabulary;
      const count = counts[vocabulary] ?? REFERENCE_TERM_COUNTS[vocabulary];
      return count === undefined
        ? HttpResponse.json({ errors: [{ status: '404', title: 'Not Found' }] }, { status: 404 })
        : termPage(vocabulary, request, count);
    }),
  ];
}

/** One list field answers 500. */
export function respondWithListFailure(field: ListFieldName): void {
  server.use(
    http.get(apiUrl(`api/list_field_options/${field}`), () =>
      HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }),
    ),
  );
}
