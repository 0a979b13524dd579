import { Type } from 'typebox';
import { MAX_PASSWORD } from './accounts';

/** The 200 of GET /api/user/data-export: a ZIP, streamed as it is made. */
export const DataExportContent = {
  description: `A ZIP with matchboard-data.json (everything Matchboard holds about the caller) and the files she uploaded`,
  content: {
    'application/zip': { schema: Type.String({ contentMediaType: 'application/zip' }) },
  },
};

const OrganizationFate = Type.Object(
  {
    title: Type.String(),
    outcome: Type.Union([Type.Literal('transferred'), Type.Literal('deleted')]),
    to: Type.Union([Type.String(), Type.Null()], {
      description: 'Who owns it afterwards (transferred), or null (deleted).',
    }),
  },
  { additionalProperties: false },
);

/** GET /api/user/deletion: what deleting the caller's account would do. */
export const AccountDeletionPreview = Type.Object(
  { organizations: Type.Array(OrganizationFate, { maxItems: 1000 }) },
  { additionalProperties: false },
);

/** POST /api/user/deletion: her password, as the confirmation that it is her. */
export const AccountDeletionBody = Type.Object(
  { password: Type.String({ minLength: 1, maxLength: MAX_PASSWORD }) },
  { additionalProperties: false },
);
