import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { OrganizationExportRow } from '@contract/organizations';
import {
  ORGANIZATION_TAGS,
  OrganizationExportList,
  OrganizationExportQuery,
} from '@contract/schemas/organizations';
import { requireUser } from '../auth/guards';
import { routeSchema } from '../http/routeSchema';
import { getListFieldOptions } from '../reference/listFieldOptions';
import { parsePage } from './paging';
import { countPublishedOrganizations, listPublishedOrganizations } from './repository';
import { fileUrl, lookupsFor } from './serialize';

/** Rows per request at most (the SPA asks for 50 at a time). */
const MAX_EXPORT_ROWS = 50;

/**
 * GET /api/organizations/export: the public listing of published organizations, flat rows with
 * multi-values joined by semicolons (spec 02 §3) and `total_rows`, for the candidates'
 * /organizations page and the job search's organization filter. Public data only.
 */
export default async function organizationExportRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;
  app.get(
    '/api/organizations/export',
    {
      config: { errorFormat: 'rest', signedIn: true },
      schema: routeSchema('rest', {
        summary: 'A page of the published organizations, as flat rows (public data)',
        tags: ORGANIZATION_TAGS,
        querystring: OrganizationExportQuery,
        response: { 200: OrganizationExportList },
      }),
    },
    async (request) => {
      requireUser(request);
      const page = parsePage(request.query, MAX_EXPORT_ROWS);
      const [rows, total] = await Promise.all([
        listPublishedOrganizations(db, page),
        countPublishedOrganizations(db),
      ]);
      const lookups = await lookupsFor(db, rows);
      const names = (tids: readonly (number | null)[]) =>
        tids.flatMap((tid) => (tid === null ? [] : (lookups.terms.get(tid)?.name ?? [])));
      return rows.map((row): OrganizationExportRow => ({
        nid: row.nid,
        uuid: row.uuid,
        title: row.title,
        logo: fileUrl(request, lookups, row.logoFid) ?? '',
        field_page_title_background: fileUrl(request, lookups, row.backgroundFid) ?? '',
        field_company_description: row.companyDescription ?? '',
        field_industry: names(row.industryTids).join('; '),
        field_benefits_name: names(row.benefitTids).join('; '),
        field_technical_skills: names(row.technicalSkillTids).join('; '),
        field_hiring_location: names([row.hiringLocationTid]).join('; '),
        field_company_size: row.companySize
          ? (getListFieldOptions('company_size')[row.companySize] ?? '')
          : '',
        field_website_url: row.websiteUrl?.uri ?? '',
        field_video: row.video.map((video) => video.video_id).join(','),
        total_rows: total,
      }));
    },
  );
}
