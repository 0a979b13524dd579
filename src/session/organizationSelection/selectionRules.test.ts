import { buildCurrentUserOrganization } from '@/testing/handlers/organizations';
import {
  decideSelection,
  orgDataOf,
  sortOrganizations,
} from '@/session/organizationSelection/selectionRules';

const a = buildCurrentUserOrganization({ uuid: 'a', nid: 1, title: 'beta' });
const b = buildCurrentUserOrganization({ uuid: 'b', nid: 2, title: 'Alpha' });
const c = buildCurrentUserOrganization({ uuid: 'c', nid: 3, title: 'Gamma 10' });
const d = buildCurrentUserOrganization({ uuid: 'd', nid: 4, title: 'Gamma 9' });

describe('organization selection rules', () => {
  it('sorts by title, ignoring case and with numbers in order, the active one first', () => {
    expect(sortOrganizations([a, b, c, d], null).map((o) => o.uuid)).toEqual(['b', 'a', 'd', 'c']);
    expect(sortOrganizations([a, b, c, d], 'c').map((o) => o.uuid)).toEqual(['c', 'b', 'a', 'd']);
  });

  it('selects the only organization automatically', () => {
    expect(decideSelection([a], null)).toEqual({ kind: 'activate', data: orgDataOf(a) });
  });

  it('chooses nothing among several when none is stored', () => {
    expect(decideSelection([a, b], null)).toEqual({ kind: 'keep' });
  });

  it('clears the selection when there are no organizations or the stored one is gone', () => {
    expect(decideSelection([], orgDataOf(a))).toEqual({ kind: 'clear' });
    expect(decideSelection([b, c], orgDataOf(a))).toEqual({ kind: 'clear' });
    expect(decideSelection([], null)).toEqual({ kind: 'keep' });
  });

  it('refreshes the stored organization when its colour or logo changed', () => {
    const recoloured = { ...a, field_color_picker: '#123456', field_logo: 'http://x/logo.png' };
    expect(decideSelection([recoloured, b], orgDataOf(a))).toEqual({
      kind: 'activate',
      data: orgDataOf(recoloured),
    });
    expect(decideSelection([a, b], orgDataOf(a))).toEqual({ kind: 'keep' });
  });
});
