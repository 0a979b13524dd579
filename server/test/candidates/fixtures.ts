/**
 * Candidates for the candidate-search tests: real accounts with profiles made through the API,
 * each with a chosen privacy setting, and organizations with or without candidate-database
 * access.
 */
import { sql } from 'drizzle-orm';
import { requestAccessPath } from '@contract/candidates';
import { injectAs, registerAndConfirm, type TestApp, type TestUser } from '../helpers';
import { createOrganization } from '../organizations/fixtures';
import { candidateDocument, createProfile, term, uploadValid } from '../profiles/profileFixtures';

export interface TestCandidate {
  user: TestUser;
  uuid: string;
  nid: number;
  first: string;
  last: string;
  email: string;
  phone: string;
}

export interface CandidateChoice {
  first: string;
  last: string;
  /** field_third_party_communications: '1' opted in, '0' requires email confirmation. */
  open: '0' | '1';
  /** field_name_visible_to_companies: '1' visible, '0' initials only. */
  visible: '0' | '1';
  picture?: boolean;
  cv?: boolean;
  role?: string;
  city?: string;
  country?: string;
  skills?: string[];
  experience?: string;
  /** Contact email and LinkedIn slug; by default made from the name. */
  email?: string;
  linkedin?: string;
  /** More attributes of the profile document (remote wish, employment types, salary …). */
  attributes?: Record<string, unknown>;
}

let phones = 0;

/** A confirmed candidate account with a complete profile made through the API. */
export async function createCandidate(t: TestApp, choice: CandidateChoice): Promise<TestCandidate> {
  const user = await registerAndConfirm(t, 'candidate');
  const email =
    choice.email ?? `${choice.first.toLowerCase()}.${choice.last.toLowerCase()}@contact.test`;
  // Unique in the file: a number shared with a candidate who may be seen would look like a leak.
  phones += 1;
  const phone = `+49 30 ${1000 + phones} 77`;
  const relationships: Record<string, unknown> = {
    field_candidate_country: { data: term('country', choice.country ?? 'Germany') },
    field_technical_skills: {
      data: (choice.skills ?? ['Python', 'SQL']).map((name) => term('technical_skills', name)),
    },
  };
  if (choice.picture)
    relationships.field_profile_picture = {
      data: { type: 'file--file', id: await uploadValid(t, user, 'candidate_profile') },
    };
  if (choice.cv)
    relationships.field_curriculum_vitae = {
      data: {
        type: 'file--file',
        id: await uploadValid(t, user, 'candidate_profile', 'field_curriculum_vitae'),
      },
    };
  const skills = (choice.skills ?? ['Python', 'SQL']).length;
  const uuid = await createProfile(
    t,
    user,
    'candidate_profile',
    candidateDocument({
      attributes: {
        field_first_name: choice.first,
        field_last_name: choice.last,
        field_contact_email: email,
        field_phone_number: phone,
        field_third_party_communications: choice.open,
        field_name_visible_to_companies: choice.visible,
        field_current_role: choice.role ?? 'Data Engineer',
        field_city_text: choice.city ?? 'Berlin',
        field_state: null,
        field_professional_experience: choice.experience ?? '5-10',
        field_technical_skills_exp: Array.from({ length: skills }, () => 'advanced'),
        field_linkedin_profile: {
          uri: `https://www.linkedin.com/in/${choice.linkedin ?? choice.last.toLowerCase()}`,
        },
        ...choice.attributes,
      },
      relationships,
    }),
  );
  const rows = await t.database.db.execute(
    sql`SELECT nid FROM candidate_profiles WHERE uuid = ${uuid}`,
  );
  const nid = Number((rows as unknown as { rows: { nid: number }[] }).rows[0].nid);
  return { user, uuid, nid, first: choice.first, last: choice.last, email, phone };
}

/** An organization of a new employer; with `full` its candidate-database access runs a year. */
export async function createEmployerOrganization(
  t: TestApp,
  full: boolean,
  title = full ? 'Full Access Org' : 'Demo Org',
): Promise<{ owner: TestUser; nid: number; uuid: string }> {
  const owner = await registerAndConfirm(t, 'employer');
  const org = await createOrganization(t, owner, { attributes: { title } });
  if (full) {
    const until = new Date(t.clock.now().getTime() + 365 * 86_400_000).toISOString();
    await t.database.db.execute(
      sql`UPDATE organizations SET candidate_database_date = ${until}::timestamptz WHERE nid = ${org.nid}`,
    );
  }
  return { owner, ...org };
}

/** GET as `user`, returning status and parsed JSON. */
export async function getAs(t: TestApp, user: TestUser | null, url: string) {
  const response = await injectAs(t, user, { method: 'GET', url });
  return { status: response.statusCode, body: response.json(), raw: response.body };
}

/** The organization's owner asks for an introduction to the candidate (Get Intro). */
export const requestAccess = (
  t: TestApp,
  org: { owner: TestUser; nid: number },
  candidate: { nid: number },
) =>
  injectAs(t, org.owner, {
    method: 'POST',
    url: `${requestAccessPath(org.nid, candidate.nid)}?_format=json`,
    payload: [],
  });

/** The raw mail link's query (token and action) of the newest introduction mail to `mail`. */
export async function introductionLinks(t: TestApp, mail: string) {
  const message = await t.latestMail(mail);
  if (!message) throw new Error(`no mail to ${mail}`);
  const links = message.text.match(/https?:\/\/\S+/g) ?? [];
  const query = (action: string) => {
    const link = links.find((l) => l.includes(`action=${action}`));
    if (!link) throw new Error(`no ${action} link`);
    return new URL(link).search;
  };
  return { accept: query('accept'), decline: query('decline'), text: message.text };
}
