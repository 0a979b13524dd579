/**
 * msw handlers for organization documents: one stored organization that GET returns by nid and
 * PATCH/POST change member by member, recording every write body.
 */
import { http, HttpResponse } from 'msw';
import type { ResourceObject } from '@contract/jsonapi';
import { apiUrl } from '@/testing/api';
import { server } from '@/testing/server';

const JSON_API = { 'Content-Type': 'application/vnd.api+json' };

export const ORG_ID = '5b4a2c1d-0e9f-4a8b-9c7d-6e5f4a3b2c1d';

export function organizationResource(attributes: Record<string, unknown> = {}): ResourceObject {
  return {
    type: 'node--organization_profile',
    id: ORG_ID,
    links: { self: { href: apiUrl(`api/node/organization_profile/${ORG_ID}`) } },
    attributes: {
      drupal_internal__nid: 12,
      title: 'Acme',
      field_color_picker: '#ffffff',
      field_contact_email: 'jobs@acme.example',
      field_hires_needed: 2,
      field_parental_leave_weeks: null,
      field_parental_leave_all_parents: null,
      field_flexible_hours: null,
      field_part_time_possible: null,
      field_remote_policy: null,
      field_childcare_support: null,
      field_pay_equity_statement: null,
      field_pay_equity_audit_year: null,
      field_women_in_tech_percent: null,
      field_women_in_leadership_percent: null,
      field_women_share_as_of: null,
      field_facts_updated: null,
      field_phone_number: null,
      field_website_url: { uri: 'https://acme.example' },
      field_linkedin_profile: null,
      field_twitter_profile: null,
      field_facebook_profile: null,
      field_video: [],
      field_company_size: null,
      field_currency: 'USD',
      field_company_description: { value: '<p>We make anvils.</p>', format: 'basic_html' },
      field_what_makes_your_company_un: null,
      field_video_text: null,
      field_tech_challenges: null,
      field_culture_description: null,
      field_billing_first_name: 'Wile',
      field_billing_last_name: null,
      field_billing_email: null,
      field_billing_phone: null,
      field_company_data_company: null,
      field_company_data_vat_ein: null,
      field_company_data_address_1: null,
      field_company_data_address_2: null,
      field_company_data_postal_code: null,
      field_company_data_city: null,
      field_company_data_state: null,
      field_company_data_country: null,
      ...attributes,
    },
    relationships: {
      field_logo: { data: { type: 'file--file', id: 'logo-1' } },
      field_page_title_background: { data: null },
      field_culture_images: { data: [] },
      field_technical_skills: { data: [] },
      field_benefits: { data: [] },
      field_industry: { data: [] },
      field_hiring_location: { data: null },
    },
  };
}

export interface OrganizationStore {
  resource: ResourceObject;
  writes: { method: string; body: { data: { attributes?: Record<string, unknown> } } }[];
}

/** Serves one organization by nid and records POST/PATCH bodies (answering like the server). */
export function serveOrganization(resource = organizationResource()): OrganizationStore {
  const store: OrganizationStore = { resource, writes: [] };
  const included = [
    {
      type: 'file--file',
      id: 'logo-1',
      attributes: {
        uri: { url: 'http://localhost/system/files/logo.png?sig=1' },
        filename: 'logo.png',
      },
    },
  ];
  server.use(
    http.get(apiUrl('api/node/organization_profile'), ({ request }) => {
      const nid = new URL(request.url).searchParams.get('filter[drupal_internal__nid]');
      const found = nid === String(store.resource.attributes.drupal_internal__nid);
      return HttpResponse.json(
        { data: found ? [store.resource] : [], included: found ? included : [] },
        { headers: JSON_API },
      );
    }),
    http.patch(apiUrl('api/node/organization_profile/:id'), async ({ request }) => {
      const body = (await request.json()) as OrganizationStore['writes'][number]['body'];
      store.writes.push({ method: 'PATCH', body });
      store.resource = {
        ...store.resource,
        attributes: { ...store.resource.attributes, ...body.data.attributes },
      };
      return HttpResponse.json({ data: store.resource }, { headers: JSON_API });
    }),
    http.post(apiUrl('api/node/organization_profile'), async ({ request }) => {
      const body = (await request.json()) as OrganizationStore['writes'][number]['body'];
      store.writes.push({ method: 'POST', body });
      return HttpResponse.json({ data: store.resource }, { status: 201, headers: JSON_API });
    }),
  );
  return store;
}
