/** The organization area's addresses (spec 02 §2 "Organization area"). */
export const organizationPaths = {
  list: '/organization/all',
  add: '/organization/add',
  view: (nid: number | string) => `/organization/all/${nid}`,
  edit: (nid: number | string) => `/organization/all/${nid}/edit`,
  viewProfile: (nid: number | string) => `/organization/view_profile/${nid}`,
  editInPlace: (nid: number | string) => `/organization/edit/${nid}`,
  billing: (nid: number | string) => `/organization/billing/${nid}`,
  settings: (nid: number | string) => `/organization/settings/${nid}`,
  /** The candidate side. */
  browse: '/organizations',
  publicProfile: (nid: number | string) => `/organizations/${nid}`,
} as const;

/** A route's `:id` as a node id, or null when it is not one. */
export function nidParam(raw: string | undefined): number | null {
  return raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
}
