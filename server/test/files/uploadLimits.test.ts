import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rateLimits } from '../../src/db/schema';
import {
  buildTestApp,
  login,
  register,
  registerAndConfirm,
  TEST_PASSWORD,
  type TestUser,
} from '../helpers';
import { pngBytes } from '../imageFixtures';
import { uploadFile } from '../profiles/profileFixtures';

const picture = (t: Parameters<typeof uploadFile>[0], user: Pick<TestUser, 'token'>) =>
  uploadFile(t, user, 'candidate_profile/field_profile_picture', pngBytes(240, 240), 'me.png');

describe('upload limits per account', () => {
  it('refuses uploads past the per-user rate with a 429', async () => {
    const t = await buildTestApp({ RATE_LIMIT_UPLOADS_PER_USER: '3' });
    await t.database.db.delete(rateLimits);
    const user = await registerAndConfirm(t, 'candidate');
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await picture(t, user)).statusCode);
    assert.deepEqual(statuses, [201, 201, 201, 429]);
  });

  it('caps the files an account holds unused, lower for an unconfirmed account, also in parallel', async () => {
    const t = await buildTestApp({ MAX_UNUSED_FILES: '4', MAX_UNUSED_FILES_UNVERIFIED: '2' });
    await t.database.db.delete(rateLimits);
    const { mail } = await register(t, 'candidate');
    const unconfirmed = { token: await login(t, mail, TEST_PASSWORD) };
    const burst = await Promise.all(Array.from({ length: 5 }, () => picture(t, unconfirmed)));
    const codes = burst.map((response) => response.statusCode).sort();
    assert.deepEqual(codes, [201, 201, 429, 429, 429]);
    const refused = burst.find((response) => response.statusCode === 429);
    assert.match(refused?.json().errors[0].detail ?? '', /not used yet/);
    const confirmed = await registerAndConfirm(t, 'candidate');
    const more = [];
    for (let i = 0; i < 5; i += 1) more.push((await picture(t, confirmed)).statusCode);
    assert.deepEqual(more, [201, 201, 201, 201, 429]);
  });
});
