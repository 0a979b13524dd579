import { before } from 'node:test';
import { buildTestApp, registerAndConfirm, type TestApp, type TestUser } from '../helpers';

type Role = 'candidate' | 'employer';

/** What `testFile` builds: the app as `t`, and each named user, registered and confirmed. */
export type Given<Users extends Record<string, Role>> = { t: TestApp } & {
  [Name in keyof Users]: TestUser;
};

/**
 * How most server test files start: one app over the file's database and the users its tests act
 * as, built once before the file's tests run, then `setup` (what else the file's tests share:
 * organizations, jobs). node:test starts a file's top-level `before` hooks together, so a file's
 * own setup goes here rather than into a hook of its own.
 *
 *   const given = testFile({ candidate: 'candidate', employer: 'employer' });
 *   it('…', () => injectAs(given.t, given.candidate, { … }));
 */
export function testFile<const Users extends Record<string, Role>>(
  users: Users,
  setup?: () => Promise<void>,
): Given<Users> {
  const given = {} as Given<Users>;
  before(async () => {
    const t = await buildTestApp();
    const names = Object.keys(users) as (keyof Users)[];
    const registered = await Promise.all(names.map((name) => registerAndConfirm(t, users[name])));
    Object.assign(given, { t }, Object.fromEntries(names.map((name, i) => [name, registered[i]])));
    await setup?.();
  });
  return given;
}
