import { Type } from 'typebox';

/** The 200 of GET /api/user/data-export: a ZIP, streamed as it is made. */
export const DataExportContent = {
  description: `A ZIP with matchboard-data.json (everything Matchboard holds about the caller) and the files she uploaded`,
  content: {
    'application/zip': { schema: Type.String({ contentMediaType: 'application/zip' }) },
  },
};
