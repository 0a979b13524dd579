import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { scoreMatch, type MatchJob } from '@contract/matching/score';
import { queryRows } from '../../src/db/connect';
import { jobScoreSql } from '../../src/scoring/jobScoreSql';
import { labels, random } from './randomFacts';
import { createRandomJobs, factTids, randomCandidateFacts } from './randomJobs';
import { buildTestApp, registerAndConfirm, type TestApp } from '../helpers';

let t: TestApp;
/** Each job as the test created it, in the model's terms. */
const jobs = new Map<string, MatchJob>();
let tids: Map<string, number>;

before(async () => {
  t = await buildTestApp();
  tids = await factTids(t);
  const owner = await registerAndConfirm(t, 'employer');
  for (const job of await createRandomJobs(t, owner, tids, 2027, 20)) jobs.set(job.uuid, job.facts);
});

describe('jobScoreSql', () => {
  it('scores every job exactly as the shared model does, for random candidates', async () => {
    const r = random(28);
    let compared = 0;
    const seen = new Set<number>();
    for (let i = 0; i < 40; i += 1) {
      const candidate = randomCandidateFacts(r, tids);
      const rows = await queryRows<{ uuid: string; score: number }>(
        t.database.db,
        sql`SELECT j.uuid::text AS uuid, ${jobScoreSql(candidate, 'j')} AS score FROM jobs j`,
      );
      for (const row of rows) {
        const job = jobs.get(row.uuid);
        if (!job) continue;
        const expected = scoreMatch(job, candidate, labels).score;
        assert.equal(Number(row.score), expected, `${JSON.stringify(candidate)}, ${row.uuid}`);
        seen.add(expected);
        compared += 1;
      }
    }
    assert.equal(compared, 40 * jobs.size);
    assert.ok(seen.size >= 30, `only ${seen.size} distinct scores`);
    assert.ok(Math.min(...seen) < 20 && Math.max(...seen) > 80, `scores ${[...seen].sort()}`);
  });
});
