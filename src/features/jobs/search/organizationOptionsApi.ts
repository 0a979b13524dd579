/**
 * Every published organization for the job search's hiring-organization filter. Spec 02 §7: the
 * organization export is read in chunks of 50 until all are loaded, so the filter offers every
 * organization, not just the first page.
 */
import { ORGANIZATION_EXPORT_CHUNK, type OrganizationExportRow } from '@contract/organizations';
import { baseApi } from '@/api/baseApi';

/** What the filter needs of an organization. */
export interface OrganizationOption {
  nid: number;
  title: string;
}

/** Stops a server that keeps answering full chunks from holding the loop forever. */
const MAX_CHUNKS = 200;

const chunkUrl = (offset: number) =>
  `api/organizations/export?page[limit]=${ORGANIZATION_EXPORT_CHUNK}&page[offset]=${offset}`;

export const organizationOptionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/organizations/export, 50 at a time, until `total_rows` are read. */
    allOrganizationOptions: build.query<OrganizationOption[], void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const options: OrganizationOption[] = [];
        for (let chunk = 0; chunk < MAX_CHUNKS; chunk += 1) {
          const result = await baseQuery(chunkUrl(chunk * ORGANIZATION_EXPORT_CHUNK));
          if (result.error) return { error: result.error };
          const rows = result.data as OrganizationExportRow[];
          for (const row of rows) options.push({ nid: row.nid, title: row.title });
          const total = rows[0]?.total_rows ?? 0;
          if (rows.length < ORGANIZATION_EXPORT_CHUNK || options.length >= total) break;
        }
        return { data: options };
      },
      providesTags: [{ type: 'Organization', id: 'EXPORT' }],
    }),
  }),
});

export const { useAllOrganizationOptionsQuery } = organizationOptionsApi;
