/**
 * Organizations (spec 02 §7 "Organizations"; spec 01 §7 get_organizations_for_current_user).
 * Shared by the organization area, the settings tabs and the shell's switcher. Components get
 * plain typed organizations; the JSON:API shapes stay in here.
 */
import type { JsonApiDocument, ResourceIdentifier, ResourceObject } from '@contract/jsonapi';
import {
  ORGANIZATION_INCLUDES,
  ORGANIZATION_PAGE_SIZE,
  ORGANIZATION_READ_ONLY_ATTRIBUTES,
  ORGANIZATION_TYPE,
  type CurrentUserOrganization,
  type OrganizationAttributes,
  type OrganizationExportRow,
  type OrganizationImageField,
} from '@contract/organizations';
import { baseApi } from './baseApi';
import { uploadedFile, uploadRequest } from './fileUpload';
import { byNidUrl, decodeResource, encodeResource, relatedOne } from './jsonapi';
import { fileOf, termOf, termsOf, type ProfileFile, type ProfileTerm } from './profileDecoding';

/** An organization as components see it: attributes plus resolved files and terms. */
export interface Organization {
  /** The uuid (JSON:API id). */
  id: string;
  nid: number;
  selfHref: string | null;
  attributes: OrganizationAttributes;
  logo: ProfileFile | null;
  background: ProfileFile | null;
  cultureImages: ProfileFile[];
  technicalSkills: ProfileTerm[];
  benefits: ProfileTerm[];
  industries: ProfileTerm[];
  hiringLocation: ProfileTerm | null;
}

/** What a create or PATCH sends: attributes by field name, relationships as data. */
export interface OrganizationChange {
  attributes: Partial<Record<string, unknown>>;
  relationships?: Record<string, ResourceIdentifier | ResourceIdentifier[] | null>;
}

export interface OrganizationPage {
  items: Organization[];
  /** How many organizations the caller belongs to in all. */
  total: number;
}

const INCLUDE = ORGANIZATION_INCLUDES.join(',');
const COLLECTION = 'api/node/organization_profile';

function decodeOrganization(doc: JsonApiDocument, resource: ResourceObject): Organization {
  const decoded = decodeResource(resource);
  const { id, type: _type, selfHref, relationships, ...attributes } = decoded;
  const files = (name: string) =>
    Array.isArray(relationships[name])
      ? (relationships[name] as ResourceIdentifier[])
          .map((item) => fileOf(doc, item))
          .filter((file): file is ProfileFile => file !== null)
      : [];
  const location = relatedOne(decoded, 'field_hiring_location');
  const typed = attributes as unknown as OrganizationAttributes;
  return {
    id,
    nid: typed.drupal_internal__nid,
    selfHref,
    attributes: typed,
    logo: fileOf(doc, relatedOne(decoded, 'field_logo')),
    background: fileOf(doc, relatedOne(decoded, 'field_page_title_background')),
    cultureImages: files('field_culture_images'),
    technicalSkills: termsOf(doc, relationships.field_technical_skills),
    benefits: termsOf(doc, relationships.field_benefits),
    industries: termsOf(doc, relationships.field_industry),
    hiringLocation: location ? termOf(doc, location) : null,
  };
}

function organizationDocument(change: OrganizationChange, id?: string) {
  const attributes: Record<string, unknown> = { ...change.attributes };
  for (const name of ORGANIZATION_READ_ONLY_ATTRIBUTES) delete attributes[name];
  return encodeResource({
    type: ORGANIZATION_TYPE,
    id,
    attributes,
    relationships:
      change.relationships && Object.keys(change.relationships).length > 0
        ? change.relationships
        : undefined,
  });
}

/** Tags of the current user's organizations, refreshed after any create, change or delete. */
const MINE = { type: 'Organization' as const, id: 'MINE' };

export const organizationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/organization/get_organizations_for_current_user (a bare array). */
    getCurrentUserOrganizations: build.query<CurrentUserOrganization[], void>({
      query: () => 'api/organization/get_organizations_for_current_user',
      providesTags: [MINE],
    }),
    /** The caller's organizations, 30 a page (page is 0-based), sorted by title. */
    listOrganizations: build.query<OrganizationPage, { page: number }>({
      query: ({ page }) => {
        const params = new URLSearchParams({
          include: 'field_logo',
          'page[offset]': String(page * ORGANIZATION_PAGE_SIZE),
          'page[limit]': String(ORGANIZATION_PAGE_SIZE),
        });
        return `${COLLECTION}?${params.toString()}`;
      },
      transformResponse: (body: JsonApiDocument<ResourceObject[]>) => ({
        items: body.data.map((resource) => decodeOrganization(body, resource)),
        total: Number(body.meta?.count ?? body.data.length),
      }),
      providesTags: (result) => [
        MINE,
        ...(result?.items.map(({ id }) => ({ type: 'Organization' as const, id })) ?? []),
      ],
    }),
    /** One organization by node id, with everything its profile shows; null when not found. */
    getOrganization: build.query<Organization | null, number>({
      query: (nid) => byNidUrl(COLLECTION, nid, INCLUDE),
      transformResponse: (body: JsonApiDocument<ResourceObject[]>) =>
        body.data.length > 0 ? decodeOrganization(body, body.data[0]) : null,
      providesTags: (result, _error, nid) => [
        { type: 'Organization', id: `NID-${nid}` },
        ...(result ? [{ type: 'Organization' as const, id: result.id }] : []),
      ],
    }),
    /** GET /api/organizations/export?page[limit]=n&page[offset]=m (public listing rows). */
    exportOrganizations: build.query<OrganizationExportRow[], { offset: number; limit: number }>({
      query: ({ offset, limit }) =>
        `api/organizations/export?page[limit]=${limit}&page[offset]=${offset}`,
      providesTags: [{ type: 'Organization', id: 'EXPORT' }],
    }),
    /** POST /api/node/organization_profile; the caller becomes its owner. */
    createOrganization: build.mutation<Organization, OrganizationChange>({
      query: (change) => ({ url: COLLECTION, method: 'POST', body: organizationDocument(change) }),
      transformResponse: (body: JsonApiDocument<ResourceObject>) =>
        decodeOrganization(body, body.data),
      invalidatesTags: (_result, error) =>
        error ? [] : [MINE, { type: 'Organization', id: 'EXPORT' }],
    }),
    /** PATCH /api/node/organization_profile/{uuid}: profile, billing or colour. */
    updateOrganization: build.mutation<Organization, { id: string; change: OrganizationChange }>({
      query: ({ id, change }) => ({
        url: `${COLLECTION}/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: organizationDocument(change, id),
      }),
      transformResponse: (body: JsonApiDocument<ResourceObject>) =>
        decodeOrganization(body, body.data),
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [MINE, { type: 'Organization', id }, { type: 'Organization', id: 'EXPORT' }],
    }),
    /** DELETE /api/node/organization_profile/{uuid} (owner only). */
    deleteOrganization: build.mutation<void, string>({
      query: (id) => ({ url: `${COLLECTION}/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) =>
        error ? [] : [MINE, { type: 'Organization', id }, { type: 'Organization', id: 'EXPORT' }],
    }),
    /** POST /api/node/organization_profile/{field}: the raw image with its name. */
    uploadOrganizationImage: build.mutation<
      { id: string; url: string },
      { field: OrganizationImageField; blob: Blob; filename: string }
    >({
      query: ({ field, blob, filename }) => uploadRequest(`${COLLECTION}/${field}`, blob, filename),
      transformResponse: uploadedFile,
    }),
  }),
});

export const {
  useGetCurrentUserOrganizationsQuery,
  useListOrganizationsQuery,
  useGetOrganizationQuery,
  useExportOrganizationsQuery,
  useCreateOrganizationMutation,
  useUpdateOrganizationMutation,
  useDeleteOrganizationMutation,
  useUploadOrganizationImageMutation,
} = organizationsApi;
