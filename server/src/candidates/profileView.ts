import type { FastifyReply, FastifyRequest } from 'fastify';
import { CANDIDATE_MESSAGES, type ConnectionStatus } from '@contract/candidates';
import { badRequest, notFound } from '../http/errors';
import { sendDocument } from '../jsonapi/document';
import { candidateProfile } from '../profiles/candidate';
import type { StoredProfile } from '../profiles/model';
import { parseIncludes, serializeProfile } from '../profiles/serialize';
import {
  connectionStatusOf,
  isActiveCandidate,
  openIntroductionMailState,
} from './connectionRepository';
import { blurredPicture, initialOf, visibilityOf, type Visibility } from './privacy';
import { requireViewer } from './viewer';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KNOWN = ['org_id', 'include', '_format'];

/** What the two routes of the employer's view hand over: the profile's uuid and the query. */
export type ProfileViewRequest = FastifyRequest<{
  Params: { uuid: string };
  Querystring: Record<string, string | string[] | undefined>;
}>;

/** Contact data, the CV and the links that identify a person (LinkedIn shows the name). */
const CONTACT_KEYS = [
  'contactEmail',
  'phoneNumber',
  'cvFid',
  'linkedinProfile',
  'githubProfile',
  'twitterProfile',
  'portfolioLink',
];

/** The profile with every value the viewer may not see removed before it is serialized. */
function redact(profile: StoredProfile, seen: Visibility, demo: boolean): StoredProfile {
  const values = { ...profile.values };
  if (!seen.name) {
    values.firstName = initialOf(String(values.firstName ?? ''));
    values.lastName = initialOf(String(values.lastName ?? ''));
    values.title = `${String(values.firstName)}. ${String(values.lastName)}.`;
  }
  if (!seen.contact) for (const key of CONTACT_KEYS) values[key] = null;
  if (seen.picture !== 'real') values.pictureFid = null;
  if (demo) {
    values.shortBio = null;
    values.salaryFrom = null;
    values.salaryTo = null;
  }
  return { ...profile, values };
}

/**
 * A candidate's profile as an employer sees it (spec 02 §3 "Candidate profile (as shown to
 * employers)"): `GET /api/node/candidate_profile/{uuid}?org_id=` for organizations with
 * candidate-database access, `GET /api/candidates/demo_export/{uuid}?org_id=` for the demo.
 * What the candidate's privacy choices hide is removed before serializing, so no attribute,
 * relationship or include can carry it.
 */
export async function sendCandidateToEmployer(
  request: FastifyRequest,
  reply: FastifyReply,
  access: 'full' | 'demo',
): Promise<FastifyReply> {
  const { db, now } = request.server.deps;
  // The demo route's schema has checked the query already; the profiles route's has not.
  const query = (request as ProfileViewRequest).query;
  for (const key of Object.keys(query))
    if (!KNOWN.includes(key)) throw badRequest(`The query parameter "${key}" is not supported.`);
  const orgId = query.org_id;
  if (typeof orgId !== 'string') throw badRequest('org_id must be given once.');
  const viewer = await requireViewer(request, db, orgId, now(), access);
  const includes = parseIncludes(candidateProfile, query.include);
  if (includes.includes('uid')) throw badRequest('include: "uid" is not available to employers.');
  const uuid = (request as ProfileViewRequest).params.uuid;
  const profile = UUID.test(uuid)
    ? await candidateProfile.findByUuid(db, uuid.toLowerCase())
    : undefined;
  if (!profile || !(await isActiveCandidate(db, profile.nid)))
    throw notFound(CANDIDATE_MESSAGES.noCandidate);
  const status: ConnectionStatus = await connectionStatusOf(
    db,
    viewer.organizationNid,
    profile.nid,
    now(),
  );
  const seen = visibilityOf(viewer, {
    status,
    nameVisible: (profile.values.nameVisibleToCompanies as string | null) ?? null,
    thirdParty: (profile.values.thirdPartyCommunications as string | null) ?? null,
  });
  const shown = redact(profile, seen, viewer.demo);
  const { data, included } = await serializeProfile(request, db, candidateProfile, shown, includes);
  delete data.relationships?.uid;
  const mail =
    status === 'requested' && !viewer.demo
      ? await openIntroductionMailState(db, viewer.organizationNid, profile.nid)
      : null;
  Object.assign(data.attributes ?? {}, {
    connection_status: status,
    ...(mail ? { introduction_mail: mail } : {}),
    field_initials_only: seen.name ? '0' : '1',
    ...(seen.picture === 'blurred' ? { field_blurred_picture: blurredPicture(profile.nid) } : {}),
  });
  return sendDocument(reply, 200, { data, ...(includes.length ? { included } : {}) });
}
