/**
 * A user's own data, on request (GDPR Art. 15 and 20):
 *
 *   GET  /api/user/data-export → application/zip: matchboard-data.json and files/…
 *   GET  /api/user/deletion     → AccountDeletionPreview (what deleting the account would do)
 *   POST /api/user/deletion {password} → {message}; the account is gone, the session with it
 *
 * The JSON document's top-level members are listed in `DATA_EXPORT_SECTIONS`.
 */
export const DATA_EXPORT_PATH = '/api/user/data-export';

/** The name of the JSON document inside the ZIP. */
export const DATA_EXPORT_DOCUMENT = 'matchboard-data.json';
/** The name of the readable copy of the same data inside the ZIP. */
export const DATA_EXPORT_PAGE = 'matchboard-data.html';

/** What the document holds, in order; sections a role does not have are empty lists or null. */
export const DATA_EXPORT_SECTIONS = [
  'exported_at',
  'account',
  'profile',
  'skills',
  'privacy_choices',
  'files',
  'connections',
  'introductions_requested',
  'shown_in_matching_lists',
  'declines',
  'organizations',
  'saved_searches',
] as const;

/** The file name the browser saves the export under, for a date 'YYYY-MM-DD'. */
export const dataExportFileName = (day: string): string => `matchboard-data-${day}.zip`;

export const ACCOUNT_DELETION_PATH = '/api/user/deletion';

/** What happens to an organization she owns when she deletes her account. */
export interface OrganizationFatePreview {
  title: string;
  /** 'transferred' to `to` (another admin), or 'deleted' when she is its only admin. */
  outcome: 'transferred' | 'deleted';
  to: string | null;
}

export interface AccountDeletionPreview {
  organizations: OrganizationFatePreview[];
}

export const PRIVACY_MESSAGES = {
  wrongPassword: 'The password is not correct.',
  deleted: 'Your account has been deleted. We sent a last email to confirm it.',
} as const;
