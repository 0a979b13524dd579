import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CANDIDATE_COUNT_LIMIT, type CandidateRow } from '@contract/candidates';
import type { CandidateRecordRow } from './searchRepository';
import type { Viewer } from './viewer';

/** What one viewer may see of one candidate (spec 01 §6). */
export interface Visibility {
  name: boolean;
  contact: boolean;
  picture: 'real' | 'blurred' | 'none';
}

export function visibilityOf(
  viewer: Pick<Viewer, 'demo'>,
  candidate: Pick<CandidateRecordRow, 'status' | 'nameVisible' | 'thirdParty'>,
): Visibility {
  if (viewer.demo) return { name: false, contact: false, picture: 'blurred' };
  const connected = candidate.status === 'connected';
  const name = candidate.nameVisible === '1' || connected;
  // Initials only is the stronger choice: an email address, a phone number, a CV or a LinkedIn
  // URL names her as surely as her name does. Opting in to direct contact then means that an
  // introduction needs no confirmation by mail; her contact data follows once connected.
  return {
    name,
    contact: connected || (candidate.thirdParty === '1' && name),
    picture: name ? 'real' : 'none',
  };
}

/** The first letter of a name, upper-cased ('' for none). */
export function initialOf(name: string): string {
  const letter = [...name.trim()][0] ?? '';
  return letter.toLocaleUpperCase('en');
}

const BLUR_HUES = [12, 38, 160, 200, 265, 320];

/**
 * A blurred picture made from nothing of the candidate's: soft shapes in a colour picked by the
 * node id, so demo cards look like blurred photos while no real image ever leaves the server.
 */
export function blurredPicture(nid: number): string {
  const digest = createHash('sha256').update(`blur:${nid}`).digest();
  const hue = BLUR_HUES[digest[0] % BLUR_HUES.length];
  const x = 30 + (digest[1] % 40);
  const y = 25 + (digest[2] % 30);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">` +
    `<filter id="b"><feGaussianBlur stdDeviation="9"/></filter>` +
    `<rect width="100" height="100" fill="hsl(${hue},35%,82%)"/>` +
    `<g filter="url(#b)"><circle cx="${x}" cy="${y}" r="20" fill="hsl(${hue},30%,45%)"/>` +
    `<ellipse cx="50" cy="100" rx="38" ry="30" fill="hsl(${hue},30%,40%)"/></g></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** A search row as the viewer may see it; hidden values are '' (spec 02 §3). */
export function candidateRow(
  request: FastifyRequest,
  viewer: Pick<Viewer, 'demo'>,
  record: CandidateRecordRow,
): CandidateRow {
  const seen = visibilityOf(viewer, record);
  const picture =
    seen.picture === 'blurred'
      ? blurredPicture(record.nid)
      : seen.picture === 'real' && record.pictureUuid && record.pictureName
        ? request.server.deps.fileUrls.url({
            uuid: record.pictureUuid,
            filename: record.pictureName,
          })
        : '';
  const location = [record.cityText, record.state, record.country]
    .filter((part) => part !== null && part !== '')
    .join(', ');
  return {
    node_id: String(record.nid),
    node_uuid: record.uuid,
    field_first_name: seen.name ? record.firstName : initialOf(record.firstName),
    field_last_name: seen.name ? record.lastName : initialOf(record.lastName),
    field_current_role: record.currentRole ?? '',
    field_city_text: record.cityText ?? '',
    field_candidate_country: record.country ?? '',
    field_professional_experience: record.experience ?? '',
    field_profile_picture: picture,
    field_technical_skills_name: record.skills ?? '',
    connection_status: record.status,
    created: String(Math.floor(record.created.getTime() / 1000)),
    total_rows: String(Math.min(record.totalRows, CANDIDATE_COUNT_LIMIT)),
    field_location: location,
    field_contact_email: seen.contact ? (record.contactEmail ?? '') : '',
    field_phone_number: seen.contact ? (record.phoneNumber ?? '') : '',
    field_initials_only: seen.name ? '0' : '1',
    total_rows_capped: record.totalRows > CANDIDATE_COUNT_LIMIT ? '1' : '0',
  };
}
