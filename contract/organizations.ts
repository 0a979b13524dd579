/**
 * Organizations (spec 02 §3 "Organization profile", "Integration", "Shared access user"; §5
 * "Organization form", "Other forms"; §7 "Organizations", "Integration and access"; spec 01 §3
 * "Organization (as used by the shell)"). Shared by the SPA and the server.
 *
 * An organization is the JSON:API resource `node--organization_profile`. Everything else here is
 * a plain JSON route (no JSON:API envelope), as Drupal's custom organization routes answer.
 * Routes address an organization by its node id (`nid`); JSON:API PATCH/DELETE by its uuid.
 */
import type {
  CurrentUserOrganizationSchema,
  OrganizationAttributesSchema,
  OrganizationExportRowSchema,
} from './schemas/organizations';
import type {
  GreenhouseIntegrationSchema,
  InvitationPreviewSchema,
  SharedAccessInvitationSchema,
  SharedAccessUserSchema,
} from './schemas/organizationAccess';
import type { Static } from 'typebox';
import type { InviteQuotaSchema } from './schemas/introductions';
import type { BILLING_FIELDS } from './constants';
export {
  ORGANIZATION_TYPE,
  ORGANIZATION_PAGE_SIZE,
  ORGANIZATION_EXPORT_CHUNK,
  MAX_CULTURE_IMAGES,
  MAX_VIDEOS,
  BILLING_FIELDS,
} from './constants';

export const ORGANIZATION_BUNDLE = 'organization_profile';
export const ORGANIZATION_COLLECTION_PATH = '/api/node/organization_profile';

/** Default app bar colour (spec 02 §9). */
export const DEFAULT_APP_BAR_COLOR = '#ffffff';
/** `field_color_picker` values: a six-digit hex colour. */
export const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** Characters of the description shown on a candidate-side card (spec 02 §2). */
export const ORGANIZATION_CARD_DESCRIPTION_LENGTH = 200;

/** The three image fields and their pixel minimums (spec 02 §5, §9). */
export const ORGANIZATION_IMAGE_FIELDS = {
  field_logo: { minWidth: 400, minHeight: 400, many: false },
  field_page_title_background: { minWidth: 1920, minHeight: 600, many: false },
  field_culture_images: { minWidth: 200, minHeight: 200, many: true },
} as const;
export type OrganizationImageField = keyof typeof ORGANIZATION_IMAGE_FIELDS;

/** A YouTube video of field_video: what the user typed and the 11-character id taken from it. */
export interface VideoValue {
  input: string;
  video_id: string;
}
/** The id of a single YouTube video (spec 02 §5): letters, digits, underscore, hyphen. */
export const YOUTUBE_VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The video id of a single-video YouTube link, or null for anything else (channels, playlists,
 * other hosts). Accepted: youtube.com/watch?v=ID (also m. and music.), youtu.be/ID,
 * youtube.com/embed/ID, youtube.com/shorts/ID, youtube.com/live/ID, youtube-nocookie.com/embed/ID.
 * A watch link that also names a playlist (`list=`) still names one video and is accepted.
 */
export function youtubeVideoId(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null = null;
  if (host === 'youtu.be') {
    id = segments.length === 1 ? segments[0] : null;
  } else if (['youtube.com', 'm.youtube.com', 'music.youtube.com'].includes(host)) {
    if (segments.length === 1 && segments[0] === 'watch') id = url.searchParams.get('v');
    else if (segments.length === 2 && ['embed', 'shorts', 'live', 'v'].includes(segments[0]))
      id = segments[1];
  } else if (host === 'youtube-nocookie.com') {
    if (segments.length === 2 && segments[0] === 'embed') id = segments[1];
  }
  return id !== null && YOUTUBE_VIDEO_ID.test(id) ? id : null;
}

/** Messages of the organization form (spec 02 §5), verbatim. */
export const ORGANIZATION_MESSAGES = {
  required: 'Required',
  email: 'Enter a valid email',
  url: 'Please provide a valid url',
  youtube: 'Enter correct Youtube video url!',
  logoDimensions: 'The logo must be at least 400x400 px',
  backgroundDimensions: 'The background image must be at least 1920x600 px',
  hiresNeeded: 'Must be 0 or more',
} as const;

/**
 * Company facts that matter to women in tech (beyond the spec): each optional, self-reported by
 * the organization, dated by `field_facts_updated` (read only, set when any of them changes).
 */
export const REMOTE_POLICIES = {
  office: 'In the office',
  hybrid: 'Hybrid',
  remote_first: 'Remote first',
  fully_remote: 'Fully remote',
} as const;
export type RemotePolicy = keyof typeof REMOTE_POLICIES;

export const COMPANY_FACT_LIMITS = {
  parentalLeaveWeeks: { min: 0, max: 104 },
  percent: { min: 0, max: 100 },
  auditYear: { min: 1990 },
  payEquityStatement: 2000,
} as const;

export const COMPANY_FACT_MESSAGES = {
  parentalLeaveWeeks: 'Enter the weeks of paid parental leave, from 0 to 104',
  percent: 'Enter a share from 0 to 100 %',
  auditYear: 'Enter the year of the last pay-equity audit (1990 to this year)',
  asOf: 'Enter the date the shares were counted, not in the future',
  asOfNeeded: 'Say when the shares were counted',
  statement: `Keep the statement under ${2000} characters`,
} as const;

export type BillingField = (typeof BILLING_FIELDS)[number];

/**
 * An organization's attributes as the API answers them. Anyone signed in reads the public
 * profile; only members also get the contact email, the billing fields and the candidate-database
 * access date (`field_candidate_database_date_ro`, unix seconds, null = demo access, set by an
 * operator), which are absent for anyone else.
 */
export type OrganizationAttributes = Static<typeof OrganizationAttributesSchema>;

/** Include paths GET accepts (comma-separated in `include`). */
export const ORGANIZATION_INCLUDES = [
  'field_logo',
  'field_page_title_background',
  'field_culture_images',
  'field_technical_skills',
  'field_benefits',
  'field_industry',
  'field_hiring_location',
] as const;

/**
 * Attributes a client never sends (the server owns them): a PATCH or POST carrying one is a 422.
 * The SPA strips them before writing.
 */
export const ORGANIZATION_READ_ONLY_ATTRIBUTES = [
  'drupal_internal__nid',
  'created',
  'changed',
  'field_candidate_database_date_ro',
  'field_facts_updated',
] as const;

/*
 * JSON:API routes (Content-Type application/vnd.api+json):
 *   GET    /api/node/organization_profile?filter[drupal_internal__nid]={nid}&include=…
 *          one organization by nid (the SPA's routes carry nids). Without the filter: the
 *          organizations the caller is a member of, 30 a page (page[offset], page[limit] ≤ 30),
 *          sorted by title, `meta.count` = total, `links.next` when there is more.
 *   GET    /api/node/organization_profile/{uuid}?include=…
 *   POST   /api/node/organization_profile            (any employer; the creator becomes owner)
 *   PATCH  /api/node/organization_profile/{uuid}     (members: profile, billing, colour)
 *   DELETE /api/node/organization_profile/{uuid}     (owner only; 404 everywhere afterwards)
 *   POST   /api/node/organization_profile/{field}    (members and employers creating one: an
 *          octet-stream upload for field_logo, field_page_title_background, field_culture_images)
 */

/** One row of GET /api/organization/get_organizations_for_current_user (a bare JSON array). */
export type CurrentUserOrganization = Static<typeof CurrentUserOrganizationSchema>;

/**
 * One row of GET /api/organizations/export?page[limit]=n&page[offset]=m (public to signed-in
 * users; a bare JSON array). Multi-value fields are joined by semicolons; every row carries the
 * total number of organizations in `total_rows`.
 */
export type OrganizationExportRow = Static<typeof OrganizationExportRowSchema>;

/** Company positions come from list `company_position` (numeric codes). */
export type SharedAccessUser = Static<typeof SharedAccessUserSchema>;

/** Body of PATCH /api/organization/{nid}/add_shared_access_user. */
export interface AddSharedAccessUserRequest {
  first_name: string;
  last_name: string;
  email: string;
  field_company_position: number;
}

/** An invitation (to manage, or to take over) that its invitee has not answered yet. */
export type SharedAccessInvitation = Static<typeof SharedAccessInvitationSchema>;
/** What an invitation's link shows before the invitee answers. */
export type InvitationPreview = Static<typeof InvitationPreviewSchema>;
export const INVITATION_API = '/api/organization_invitation';
/** Days an invitation (to manage, or to take over the ownership) can be accepted. */
export const INVITATION_DAYS = 7;

/** Success and failure bodies of the shared-access and integration routes. */
export interface MessageResponse {
  message: string;
}

/*
 * Shared access (plain JSON; failures are 4xx with {message}):
 *   GET    /api/organization/{nid}/get_shared_access_users        → SharedAccessUser[] (members;
 *          the owner first)
 *   PATCH  /api/organization/{nid}/add_shared_access_user         → MessageResponse (owner)
 *   DELETE /api/organization/{nid}/remove_shared_access_user/{uid} → MessageResponse (owner)
 *   PATCH  /api/organization/{nid}/shared_access_switch_owner/{uid} → MessageResponse (owner)
 *   GET    /api/organization/{nid}/shared_access_invitations      → SharedAccessInvitation[]
 *   DELETE /api/organization/{nid}/shared_access_invitations/{id} → MessageResponse (owner)
 *   GET    /api/organization_invitation/{secret}?_format=json    → InvitationPreview (anyone
 *          with the mailed link)
 *   POST   /api/organization_invitation/{secret}?_format=json    → {message, nid} (the invitee)
 *
 * Nobody becomes an admin or an owner without saying yes: adding an admin and transferring the
 * ownership send an invitation by mail, and only its invitee's explicit answer (signed in as
 * that account, or with its password, or choosing one for a new account) makes the change.
 */

/** Messages of the add-admin form (spec 02 §5), verbatim. */
export const ADD_ADMIN_MESSAGES = { required: 'Required', email: 'Enter a valid email' } as const;

/** Confirmations of the Users & Access tab (spec 02 §6), verbatim. */
export const transferOwnershipQuestion = (email: string): string =>
  `Are you sure you want to transfer the organization's ownership to ${email}?`;
export const removeUserQuestion = (email: string): string =>
  `Are you sure you want to remove ${email} from the organization?`;

/** One row of GET /api/organization/{nid}/greenhouse_integration (a bare JSON array). */
export type GreenhouseIntegration = Static<typeof GreenhouseIntegrationSchema>;

/** Body of POST (both members required) and PATCH (either) of a greenhouse integration. */
export interface GreenhouseIntegrationRequest {
  greenhouse_board_token: string;
  enabled: 1 | 0;
}

/**
 * A Greenhouse board token is the board's URL slug (boards.greenhouse.io/{token}): lower-case
 * letters, digits and hyphens, starting with a letter or digit, at most 100 characters.
 */
export const GREENHOUSE_BOARD_TOKEN = /^[a-z0-9][a-z0-9-]{0,99}$/;
export const GREENHOUSE_TOKEN_MESSAGE =
  'A board token is the last part of your Greenhouse job board address: lower-case letters, digits and hyphens.';
/** Where an employer finds her board token, said beside the field and with a refused token. */
export const GREENHOUSE_TOKEN_WHERE =
  'Your board token is the last part of your job board’s address: boards.greenhouse.io/your-token.';

/*
 * Integrations (plain JSON, members; failures are 4xx with {message}):
 *   GET    /api/organization/{nid}/greenhouse_integration        → GreenhouseIntegration[]
 *   POST   /api/organization/{nid}/greenhouse_integration        → 201 GreenhouseIntegration
 *   PATCH  /api/organization/{nid}/greenhouse_integration/{id}   → GreenhouseIntegration
 *   DELETE /api/organization/{nid}/greenhouse_integration/{id}   → 204
 *
 * Quotas (members; plain JSON numbers or objects):
 *   GET /api/organization/{nid}/job_quota_left?_format=json       → number
 *   GET /api/organization/{nid}/featured_job_quota_left           → number
 *   GET /api/organization/{nid}/invite_quota_left                 → InviteQuota
 */

/** Body of GET /api/organization/{nid}/invite_quota_left (spec 02 §3 "Invite quota"). */
export type InviteQuota = Static<typeof InviteQuotaSchema>;
