import { parseRoleIds, resolveRole } from './roles';

describe('roles', () => {
  it('splits and normalises the comma-separated role ids of the REST export', () => {
    expect(parseRoleIds('authenticated, Unverified Employer,candidate ')).toEqual([
      'authenticated',
      'unverified_employer',
      'candidate',
    ]);
    expect(parseRoleIds('')).toEqual([]);
  });

  it.each([
    [['employer'], 'employer'],
    [['Unverified Employer'], 'employer'],
    [['unverified_employer'], 'employer'],
    [['Candidate'], 'candidate'],
    [['UNVERIFIED CANDIDATE'], 'candidate'],
    [['authenticated', 'unverified_candidate'], 'candidate'],
  ])('resolves %j to %s', (ids, role) => {
    expect(resolveRole(ids)).toBe(role);
  });

  it('prefers employer when both kinds of role exist, as the spec lists employer first', () => {
    expect(resolveRole(['candidate', 'employer'])).toBe('employer');
  });

  it('resolves no role for accounts without a recognised one', () => {
    expect(resolveRole(['authenticated', 'administrator'])).toBeNull();
    expect(resolveRole([])).toBeNull();
  });
});
