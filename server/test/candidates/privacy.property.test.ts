/**
 * A property over random candidates × privacy choices × access kinds × every candidate endpoint,
 * include and filter: nothing the viewer may not see ever appears in a response body (errors
 * included), filtering on a hidden value finds nothing a search for nothing would not, and what
 * the viewer may see is there.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import {
  EMPLOYER_PROFILE_INCLUDES,
  candidateBoardPath,
  type CandidateRow,
} from '@contract/candidates';
import { buildTestApp, type TestApp, type TestUser } from '../helpers';
import { createCandidate, createEmployerOrganization, getAs } from './fixtures';

type Access = 'demo' | 'none' | 'requested' | 'connected' | 'rejected' | 'otherOrganization';

interface Org {
  owner: TestUser;
  nid: number;
}

let t: TestApp;
let full: Org;
let other: Org;
let demo: Org;
let serial = 0;

before(async () => {
  t = await buildTestApp();
  [full, other, demo] = await Promise.all([
    createEmployerOrganization(t, true, 'Viewer Org'),
    createEmployerOrganization(t, true, 'Other Org'),
    createEmployerOrganization(t, false, 'Demo Viewer Org'),
  ]);
});

/** Letters only, unique per run, so a leak is found by a plain substring search. */
function uniqueWord(seed: string): string {
  serial += 1;
  const letters = [...String(serial)].map((digit) => 'qwxzjkvbpm'[Number(digit)]).join('');
  return `${seed}${letters}`;
}

const ids = (rows: unknown): CandidateRow[] =>
  Array.isArray(rows) ? (rows as CandidateRow[]) : [];

async function fileUuid(nid: number, column: 'picture_fid' | 'cv_fid'): Promise<string | null> {
  const result = (await t.database.db.execute(
    sql`SELECT f.uuid FROM files f JOIN candidate_profiles p ON p.${sql.raw(column)} = f.fid WHERE p.nid = ${nid}`,
  )) as unknown as { rows: { uuid: string }[] };
  return result.rows[0]?.uuid ?? null;
}

const scenario = fc.record({
  first: fc.constantFrom('Hypatia', 'Grace', 'Ada', 'Radia', 'Katherine', 'Frances'),
  last: fc.constantFrom('Quorvath', 'Zellinger', 'Brisbowe', 'Tamsworth', 'Ulverkind'),
  // A last name that starts with a word of a synonym group, and another form of that group: a
  // search by the other form must not reach a hidden name through the synonyms.
  alias: fc.option(
    fc.constantFrom(['Golang', 'go'], ['Kubernetes', 'k8s'], ['Postgres', 'postgresql']),
    { nil: null },
  ),
  open: fc.constantFrom<'0' | '1'>('0', '1'),
  visible: fc.constantFrom<'0' | '1'>('0', '1'),
  picture: fc.boolean(),
  cv: fc.boolean(),
  access: fc.constantFrom<Access>(
    'demo',
    'none',
    'requested',
    'connected',
    'rejected',
    'otherOrganization',
  ),
  includes: fc.subarray([...EMPLOYER_PROFILE_INCLUDES, 'uid', 'field_curriculum_vitae.uid']),
  extraFilters: fc.subarray([
    '&field_curriculum_vitae_op=not+empty',
    '&field_third_party_communications=1',
    '&created=1',
    '&skills=1',
  ]),
});

describe('candidate privacy, as a property', () => {
  it('never shows a hidden value in any body, and filtering on one reveals nothing', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const first = uniqueWord(s.first);
        const last = uniqueWord(s.alias ? s.alias[0] : s.last);
        // The last name with its second and third letters swapped (never the same two letters in
        // these names): a typo search would read it as this name, were names read with typos.
        const typo = `${last[0]}${last[2]}${last[1]}${last.slice(3)}`;
        const candidate = await createCandidate(t, {
          first,
          last,
          open: s.open,
          visible: s.visible,
          picture: s.picture,
          cv: s.cv,
          // Contact data that does not spell the name, so each secret stands for one choice.
          email: `${uniqueWord('mail').toLowerCase()}@contact.test`,
          linkedin: uniqueWord('profile').toLowerCase(),
        });
        const linkedin = `linkedin.com/in/profile`;
        const connect = (org: Org, status: string) =>
          t.database.db.execute(sql`
            INSERT INTO candidate_connections (organization_nid, candidate_nid, status, created, changed)
            VALUES (${org.nid}, ${candidate.nid}, ${status}, now(), now())`);
        if (s.access === 'requested' || s.access === 'connected' || s.access === 'rejected')
          await connect(full, s.access);
        if (s.access === 'otherOrganization') await connect(other, 'connected');

        const isDemo = s.access === 'demo';
        const connected = s.access === 'connected';
        const nameSeen = !isDemo && (connected || s.visible === '1');
        const contactSeen = !isDemo && (connected || s.open === '1');
        const pictureSeen = nameSeen;
        const picture = s.picture ? await fileUuid(candidate.nid, 'picture_fid') : null;
        const cv = s.cv ? await fileUuid(candidate.nid, 'cv_fid') : null;
        const hidden: string[] = [];
        const shown: string[] = [];
        (nameSeen ? shown : hidden).push(first, last);
        (contactSeen ? shown : hidden).push(candidate.email, candidate.phone);
        if (!contactSeen) hidden.push(linkedin);
        if (cv && !contactSeen) hidden.push(cv);
        if (picture && !pictureSeen) hidden.push(picture);

        const viewer = isDemo ? demo : full;
        const list = isDemo ? 'demo_export' : 'export';
        const listUrl = (filters: string) =>
          `/api/candidates/${list}?_format=json&page=0&org_id=${viewer.nid}${filters}`;
        // The list that holds the candidate: All leaves out those this organization contacted.
        const status = connected
          ? `&connection_status_connected=${viewer.nid}`
          : s.access === 'requested'
            ? `&connection_status_requested=${viewer.nid}`
            : '';
        const extra = s.extraFilters.join('');
        const include = s.includes.length ? `&include=${s.includes.join(',')}` : '';
        const responses = await Promise.all([
          getAs(t, viewer.owner, listUrl(`&search=${last}${status}`)),
          getAs(
            t,
            viewer.owner,
            listUrl(`&search=${encodeURIComponent(candidate.email)}${status}`),
          ),
          getAs(t, viewer.owner, listUrl(`&search=${first}+${last}${extra}`)),
          getAs(t, viewer.owner, listUrl(`${status}${extra}`)),
          getAs(
            t,
            viewer.owner,
            isDemo
              ? `/api/candidates/demo_export/${candidate.uuid}?org_id=${viewer.nid}${include}`
              : `/api/node/candidate_profile/${candidate.uuid}?org_id=${viewer.nid}${include}`,
          ),
          // Asking for what the access does not allow, and a malformed filter: the errors too.
          getAs(
            t,
            viewer.owner,
            `/api/candidates/export?_format=json&page=0&org_id=${viewer.nid}&search=${last}`,
          ),
          getAs(t, viewer.owner, listUrl(`&search=${last}&created=${candidate.email}`)),
          getAs(t, viewer.owner, candidateBoardPath(viewer.nid)),
          // The typo and synonym paths of the search (issue 46).
          getAs(t, viewer.owner, listUrl(`&search=${typo}${status}`)),
          getAs(t, viewer.owner, listUrl(`&search=${s.alias ? s.alias[1] : typo}${status}`)),
        ]);
        for (const response of responses) {
          assert.ok(response.status < 500, `a ${response.status} answer`);
          const body = response.raw.toLowerCase();
          for (const secret of hidden)
            assert.ok(!body.includes(secret.toLowerCase()), `"${secret}" leaked (${s.access})`);
        }

        // Filtering on a hidden value finds no more than a search for nothing does.
        const control = await getAs(
          t,
          viewer.owner,
          listUrl(`&search=${uniqueWord('Nobody')}${status}`),
        );
        const found = (response: { body: unknown }) =>
          ids(response.body).some((row) => row.node_id === String(candidate.nid));
        if (!nameSeen) assert.equal(found(responses[0]), found(control));
        if (!contactSeen) assert.equal(found(responses[1]), found(control));
        // A name is never read with a typo or through a synonym, hidden or not.
        assert.equal(found(responses[8]), found(control), `typo "${typo}" of ${last}`);
        assert.equal(found(responses[9]), found(control), `synonym of ${last}`);

        // What the viewer may see is there.
        if (nameSeen) {
          assert.ok(found(responses[0]), 'a visible name is found by its words');
          const row = ids(responses[0].body).find((r) => r.node_id === String(candidate.nid));
          assert.equal(row?.field_last_name, last);
          if (contactSeen) assert.equal(row?.field_contact_email, candidate.email);
        }
        if (!isDemo && responses[4].status === 200)
          for (const secret of shown.filter((value) => value === first || value === last))
            assert.ok(responses[4].raw.includes(secret), `the profile shows "${secret}"`);
      }),
      { numRuns: 60 },
    );
  });
});
