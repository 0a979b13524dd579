/**
 * `npm run bench -- seed-candidates`: fills the candidate bench database with 100,000 candidate
 * profiles (CANDIDATES=1000000 for the large option), in SQL batches of generate_series so a
 * million rows take minutes, not hours. Values are spread deterministically by the row number:
 * names, roles, cities and countries from real lists, 1 to 8 technical skills that fit the role,
 * experience bands, sources, a CV for 60 %, initials only for 30 %, opted in for 40 %, created
 * over the last two years. An employer owns an organization with candidate-database access and
 * has requested or made 400 connections, so the status filters have rows.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../server/src/auth/password';
import { queryRows, type Database, type Db } from '../server/src/db/connect';
import {
  emptyOrganizationValues,
  insertOrganization,
} from '../server/src/organizations/repository';
import { seedReferenceTerms } from '../server/src/reference/termRepository';
import { refreshSearchSql } from '../server/src/db/searchIndex';
import { locateRows } from '../server/src/search/places';
import { openBench, readSeedMarker } from './benchDatabase';

export const BENCH_CANDIDATE_COUNT = Number(process.env.CANDIDATES || 100_000);
const MARKER = 'bench_candidates';
const BATCH = 50_000;
const EMPLOYER_MAIL = 'bench-employer@candidates.matchboard.bench';
const PASSWORD = 'bench-password-1';

export interface CandidateBenchSeed {
  candidates: number;
  organizationNid: number;
  employerUid: number;
}

const FIRST = [
  'Ada',
  'Grace',
  'Hedy',
  'Katherine',
  'Radia',
  'Margaret',
  'Barbara',
  'Frances',
  'Sophie',
  'Karen',
  'Evelyn',
  'Shafi',
  'Annie',
  'Joan',
  'Mary',
  'Lynn',
  'Elizabeth',
  'Jean',
  'Adele',
  'Carol',
  'Ida',
  'Susan',
  'Anita',
  'Limor',
  'Kimberly',
  'Amina',
  'Priya',
  'Mei',
  'Sofia',
  'Fatima',
  'Olga',
  'Ines',
  'Lea',
  'Yuki',
  'Zainab',
  'Camila',
  'Nadia',
  'Elif',
  'Aisha',
  'Marta',
];
const LAST = [
  'Lovelace',
  'Hopper',
  'Lamarr',
  'Johnson',
  'Perlman',
  'Hamilton',
  'Liskov',
  'Allen',
  'Wilson',
  'Jones',
  'Berezin',
  'Goldwasser',
  'Easley',
  'Clarke',
  'Keller',
  'Conway',
  'Feinler',
  'Bartik',
  'Goldberg',
  'Shaw',
  'Rhodes',
  'Kare',
  'Borg',
  'Fried',
  'Bryant',
  'Okafor',
  'Sharma',
  'Chen',
  'Garcia',
  'Haddad',
  'Ivanova',
  'Silva',
  'Müller',
  'Tanaka',
  'Bello',
  'Rossi',
  'Novak',
  'Yilmaz',
  'Khan',
  'Nowak',
  'Schmidt',
  'Dubois',
  'Kowalski',
  'Andersson',
  'Murphy',
  'Costa',
  'Nagy',
  'Popescu',
  'Horvath',
  'Jensen',
];
/** Role, and the skills that fit it (names of the technical_skills vocabulary). */
const ROLES: [string, string[]][] = [
  [
    'Frontend Engineer',
    ['JavaScript', 'TypeScript', 'React', 'CSS', 'HTML', 'Vue.js', 'Next.js', 'GraphQL'],
  ],
  ['Backend Engineer', ['Java', 'Kotlin', 'Go', 'Python', 'SQL', 'Node.js', 'Spring', 'Docker']],
  [
    'Full-stack Developer',
    ['TypeScript', 'React', 'Node.js', 'SQL', 'GraphQL', 'Express', 'Docker', 'CSS'],
  ],
  ['Data Scientist', ['Python', 'R', 'SQL', 'Scala', 'Java', 'Go', 'C++', 'Rust']],
  ['Data Engineer', ['Python', 'SQL', 'Scala', 'Java', 'Go', 'Kotlin', 'Docker', 'Rust']],
  [
    'Mobile Developer',
    ['Swift', 'Kotlin', 'iOS', 'Android', 'React Native', 'Flutter', 'Java', 'TypeScript'],
  ],
  ['DevOps Engineer', ['Go', 'Python', 'Docker', 'Rust', 'Java', 'SQL', 'Node.js', 'C']],
  ['Security Engineer', ['C', 'C++', 'Rust', 'Go', 'Python', 'Java', 'SQL', 'Node.js']],
  [
    'Engineering Manager',
    ['Java', 'TypeScript', 'Python', 'Go', 'SQL', 'React', 'Kotlin', 'Node.js'],
  ],
  ['QA Engineer', ['JavaScript', 'TypeScript', 'Java', 'Python', 'SQL', 'React', 'Node.js', 'C#']],
  ['Machine Learning Engineer', ['Python', 'C++', 'SQL', 'Scala', 'R', 'Go', 'Rust', 'Java']],
  ['Platform Engineer', ['Go', 'Rust', 'Python', 'Docker', 'Kotlin', 'Java', 'SQL', 'C']],
];
/** City, state, country code. */
const PLACES: [string, string, string][] = [
  ['Berlin', 'Berlin', 'DE'],
  ['Munich', 'Bavaria', 'DE'],
  ['Hamburg', 'Hamburg', 'DE'],
  ['London', 'England', 'GB'],
  ['Manchester', 'England', 'GB'],
  ['Edinburgh', 'Scotland', 'GB'],
  ['Amsterdam', 'North Holland', 'NL'],
  ['Rotterdam', 'South Holland', 'NL'],
  ['Paris', 'Île-de-France', 'FR'],
  ['Lyon', 'Auvergne-Rhône-Alpes', 'FR'],
  ['Madrid', 'Madrid', 'ES'],
  ['Barcelona', 'Catalonia', 'ES'],
  ['Lisbon', 'Lisbon', 'PT'],
  ['Vienna', 'Vienna', 'AT'],
  ['Zurich', 'Zurich', 'CH'],
  ['Stockholm', 'Stockholm', 'SE'],
  ['Copenhagen', 'Capital Region', 'DK'],
  ['Warsaw', 'Masovia', 'PL'],
  ['Dublin', 'Leinster', 'IE'],
  ['Milan', 'Lombardy', 'IT'],
  ['New York', 'New York', 'US'],
  ['San Francisco', 'California', 'US'],
  ['Seattle', 'Washington', 'US'],
  ['Austin', 'Texas', 'US'],
  ['Toronto', 'Ontario', 'CA'],
  ['Bangalore', 'Karnataka', 'IN'],
  ['Lagos', 'Lagos', 'NG'],
  ['Nairobi', 'Nairobi', 'KE'],
  ['São Paulo', 'São Paulo', 'BR'],
  ['Singapore', 'Singapore', 'SG'],
];
const EXPERIENCE = ['0-1', '1-3', '3-5', '5-10', '10+'];

/** Opens the candidates bench's database (PostgreSQL when a URL is set, else PGlite), migrated. */
export const openCandidateBenchDatabase = () => openBench('bench-candidates');

const readCandidateBenchSeed = (db: Db) => readSeedMarker<CandidateBenchSeed>(db, MARKER);

/** A SQL array literal of texts. */
const texts = (values: string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/"/g, '\\"')}"`).join(',')}}`}::text[]`;
const ints = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;

/**
 * Seeds an empty database (refusing one with candidates it did not make), then VACUUM ANALYZE.
 * Returns the marker and whether this call did the work.
 */
export async function seedBenchCandidates(
  database: Database,
  now: Date = new Date(),
): Promise<{ seed: CandidateBenchSeed; created: boolean }> {
  const { db } = database;
  const existing = await readCandidateBenchSeed(db);
  if (existing) return { seed: existing, created: false };
  const [{ n }] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM candidate_profiles`,
  );
  if (n > 0)
    throw new Error(
      `The database already holds ${n} candidate profiles the bench did not create; use a new PGlite folder (BENCH_PGLITE_DIR) or a new PostgreSQL database.`,
    );
  await seedReferenceTerms(db);
  const terms = await queryRows<{ tid: number; vocabulary: string; name: string; code: string }>(
    db,
    sql`SELECT tid, vocabulary, name, code FROM taxonomy_terms
        WHERE vocabulary IN ('technical_skills', 'country', 'candidate_source')`,
  );
  const tidOf = (vocabulary: string, key: string) => {
    const term = terms.find(
      (t) => t.vocabulary === vocabulary && (vocabulary === 'country' ? t.code : t.name) === key,
    );
    if (!term) throw new Error(`no ${vocabulary} term ${key}`);
    return Number(term.tid);
  };
  // Skill tids per role, row-major: role r's k-th skill at r * 8 + k (1-based in SQL).
  const roleSkills = ROLES.flatMap(([, skills]) =>
    skills.map((name) => tidOf('technical_skills', name)),
  );
  const sources = terms
    .filter((t) => t.vocabulary === 'candidate_source')
    .map((t) => Number(t.tid));
  const passHash = await hashPassword(PASSWORD);
  const total = BENCH_CANDIDATE_COUNT;

  const employer = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO users (uuid, name, mail, pass_hash, status, roles, created, changed)
        VALUES (gen_random_uuid(), ${EMPLOYER_MAIL}, ${EMPLOYER_MAIL}, ${passHash}, true,
                '{employer}'::text[], ${now}, ${now}) RETURNING id`,
  );
  const employerUid = Number(employer[0].id);
  const organization = await insertOrganization(
    db,
    {
      uuid: randomUUID(),
      userId: employerUid,
      values: { ...emptyOrganizationValues(), title: 'Bench Talent GmbH' },
      owner: { firstName: 'Bench', lastName: 'Employer', companyPosition: null },
    },
    now,
  );
  await db.execute(
    sql`UPDATE organizations SET candidate_database_date = ${new Date(now.getTime() + 365 * 86_400_000)}
        WHERE nid = ${organization.nid}`,
  );
  const cv = await queryRows<{ fid: number }>(
    db,
    sql`INSERT INTO files (uuid, uid, kind, filename, filemime, filesize, storage_key, status, created, changed)
        VALUES (gen_random_uuid(), ${employerUid}, 'pdf', 'cv.pdf', 'application/pdf', 1024,
                ${`bench-cv-${randomUUID()}.pdf`}, true, ${now}, ${now}) RETURNING fid`,
  );
  const cvFid = Number(cv[0].fid);

  for (let from = 1; from <= total; from += BATCH) {
    const to = Math.min(total, from + BATCH - 1);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        WITH made AS (
          INSERT INTO users (uuid, name, mail, pass_hash, status, roles, created, changed)
          SELECT gen_random_uuid(), 'bench-candidate-' || g, 'bench-candidate-' || g || '@candidates.matchboard.bench',
                 ${passHash}, true, '{candidate}'::text[], ${now}, ${now}
          FROM generate_series(${from}::int, ${to}::int) AS g
          RETURNING id, substring(name from 17)::int AS g
        ), profiles AS (
          INSERT INTO candidate_profiles (uuid, uid, created, changed, title, first_name, last_name,
            contact_email, phone_number, city_text, state, country_tid, cv_fid,
            third_party_communications, name_visible_to_companies, professional_experience,
            current_role_text, languages, language_proficiencies, currency, source_tid)
          SELECT gen_random_uuid(), m.id,
                 ${now}::timestamptz - ((m.g::bigint * 7919) % 730) * interval '1 day' - (m.g % 1440) * interval '1 minute',
                 ${now},
                 f.first || ' ' || l.last, f.first, l.last,
                 lower(f.first) || '.' || m.g || '@mail.bench', '+49 30 ' || (1000000 + m.g),
                 (${texts(PLACES.map((p) => p[0]))})[1 + (m.g * 13) % ${PLACES.length}],
                 (${texts(PLACES.map((p) => p[1]))})[1 + (m.g * 13) % ${PLACES.length}],
                 (${ints(PLACES.map((p) => tidOf('country', p[2])))})[1 + (m.g * 13) % ${PLACES.length}],
                 CASE WHEN m.g % 10 < 6 THEN ${cvFid}::int END,
                 CASE WHEN m.g % 10 < 4 THEN '1' ELSE '0' END,
                 CASE WHEN (m.g * 3) % 10 < 7 THEN '1' ELSE '0' END,
                 (${texts(EXPERIENCE)})[1 + (m.g * 7) % ${EXPERIENCE.length}],
                 (${texts(ROLES.map((r) => r[0]))})[1 + (m.g * 11) % ${ROLES.length}],
                 '{en}'::text[], '{C1}'::text[], 'EUR',
                 (${ints(sources)})[1 + (m.g * 17) % ${sources.length}]
          FROM made m
          CROSS JOIN LATERAL (SELECT (${texts(FIRST)})[1 + (m.g * 31) % ${FIRST.length}] AS first) f
          CROSS JOIN LATERAL (SELECT (${texts(LAST)})[1 + (m.g * 37) % ${LAST.length}] AS last) l
          RETURNING nid, uuid, uid, current_role_text
        ), indexed AS (
          INSERT INTO profiles_index (uuid, bundle, uid)
          SELECT uuid, 'candidate_profile', uid FROM profiles
        ), linked AS (
          UPDATE users u SET profile_type = 'node--candidate_profile', profile_uuid = p.uuid
          FROM profiles p WHERE u.id = p.uid
        )
        INSERT INTO candidate_profile_skills (nid, kind, delta, tid, level)
        SELECT p.nid, 'technical', k,
               (${ints(roleSkills)})[1 + (array_position(${texts(ROLES.map((r) => r[0]))}, p.current_role_text) - 1) * 8 + (k + p.nid) % 8],
               (ARRAY['beginner','intermediate','advanced','expert'])[1 + (p.nid + k) % 4]
        FROM profiles p
        CROSS JOIN LATERAL generate_series(0, (p.nid % 8)) AS k`);
    });
    console.info(`  ${to.toLocaleString('en')} of ${total.toLocaleString('en')} candidates`);
  }
  // The search vectors of every profile at once (what the app's writes do one profile at a time).
  await db.execute(refreshSearchSql(sql`true`));
  // Where they are, for the distance filter (the server does it on each write).
  await locateRows(db, 'candidate_profiles');
  await db.execute(sql`
    INSERT INTO candidate_connections (organization_nid, candidate_nid, status, requested_by, created, changed)
    SELECT ${organization.nid}, nid, CASE WHEN nid % 2 = 0 THEN 'connected' ELSE 'requested' END,
           ${employerUid}, ${now}, ${now}
    FROM candidate_profiles ORDER BY nid LIMIT 400`);
  const seed: CandidateBenchSeed = {
    candidates: total,
    organizationNid: organization.nid,
    employerUid,
  };
  await db.execute(
    sql`INSERT INTO settings (name, value) VALUES (${MARKER}, ${JSON.stringify(seed)})`,
  );
  await db.execute(sql`VACUUM ANALYZE`);
  return { seed, created: true };
}

export async function benchSeedCandidates(): Promise<void> {
  const { database, where } = await openCandidateBenchDatabase();
  try {
    const started = performance.now();
    const { seed, created } = await seedBenchCandidates(database);
    console.info(
      created
        ? `\nSeeded ${seed.candidates.toLocaleString('en')} candidates in ${((performance.now() - started) / 1000).toFixed(1)} s (${where}).`
        : `\nThe candidate bench database is seeded already (${seed.candidates.toLocaleString('en')} candidates, ${where}).`,
    );
  } finally {
    await database.close();
  }
}
