import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LIST_FIELD_NAMES, TAXONOMY_VOCABULARIES } from '@contract/reference';
import { AppProviders } from '@/app/providers';
import { makeStore } from '@/app/store';
import { buildSignedInAuth } from '@/testing/builders';
import {
  REFERENCE_LISTS,
  referenceHandlers,
  respondWithListFailure,
  termName,
  termUuid,
} from '@/testing/handlers/reference';
import { recordRequests, server } from '@/testing/server';
import { optionsOf, useReferenceData } from './referenceApi';

function renderReferenceData(count = 1) {
  const store = makeStore({ auth: buildSignedInAuth() });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders store={store}>{children}</AppProviders>
  );
  const hooks = Array.from({ length: count }, () =>
    renderHook(() => useReferenceData(), { wrapper }),
  );
  return { store, hooks };
}

describe('useReferenceData', () => {
  it('loads every list field and every vocabulary once, even with several callers', async () => {
    const recorded = recordRequests();
    const { hooks } = renderReferenceData(3);
    await waitFor(() => expect(hooks[0].result.current.isLoading).toBe(false));

    expect(hooks[0].result.current.isError).toBe(false);
    expect(Object.keys(hooks[0].result.current.lists).sort()).toEqual([...LIST_FIELD_NAMES].sort());
    expect(Object.keys(hooks[0].result.current.terms).sort()).toEqual(
      [...TAXONOMY_VOCABULARIES].sort(),
    );
    for (const field of LIST_FIELD_NAMES) {
      const calls = recorded.filter((r) => r.path === `/api/list_field_options/${field}`);
      expect(calls).toHaveLength(1);
      expect(calls[0].search).toBe('?_format=json');
    }
    // Every caller sees the same cached object.
    expect(hooks[2].result.current.lists).toBe(hooks[0].result.current.lists);
  });

  it('pages through a vocabulary 50 terms at a time until the server has no next page', async () => {
    const recorded = recordRequests();
    const { hooks } = renderReferenceData();
    await waitFor(() => expect(hooks[0].result.current.terms.country).toBeDefined());

    const countries = hooks[0].result.current.terms.country ?? [];
    expect(countries).toHaveLength(120);
    expect(countries[0]).toEqual({ id: termUuid('country', 0), tid: 1000, name: 'country 1' });
    expect(countries[119].name).toBe(termName('country', 119));
    const offsets = recorded
      .filter((r) => r.path === '/api/taxonomy_term/country')
      .map((r) => new URLSearchParams(r.search));
    expect(offsets.map((p) => p.get('page[offset]'))).toEqual(['0', '50', '100']);
    expect(offsets.every((p) => p.get('page[limit]') === '50')).toBe(true);
  });

  it("stops at a vocabulary's limit even when the server offers more pages", async () => {
    server.use(...referenceHandlers({ technical_skills: 500, personal_skills: 75 }));
    const recorded = recordRequests();
    const { hooks } = renderReferenceData();
    await waitFor(() => expect(hooks[0].result.current.isLoading).toBe(false));

    expect(hooks[0].result.current.terms.technical_skills).toHaveLength(60);
    expect(hooks[0].result.current.terms.personal_skills).toHaveLength(50);
    expect(recorded.filter((r) => r.path === '/api/taxonomy_term/technical_skills')).toHaveLength(
      2,
    );
    expect(recorded.filter((r) => r.path === '/api/taxonomy_term/personal_skills')).toHaveLength(1);
  });

  it('reports an error but keeps the lists that did load', async () => {
    respondWithListFailure('currency');
    const { hooks } = renderReferenceData();
    await waitFor(() => expect(hooks[0].result.current.isError).toBe(true));
    await waitFor(() => expect(hooks[0].result.current.lists.languages).toBeDefined());
    expect(hooks[0].result.current.lists.currency).toBeUndefined();
    expect(hooks[0].result.current.isLoading).toBe(false);
  });
});

describe('optionsOf', () => {
  it("turns a list field into select options in the server's order", () => {
    expect(optionsOf(REFERENCE_LISTS, 'currency')).toEqual([
      { value: 'USD', label: 'US Dollar' },
      { value: 'EUR', label: 'Euro' },
      { value: 'GBP', label: 'Pound Sterling' },
    ]);
  });

  it('gives no options for a list that has not loaded', () => {
    expect(optionsOf({}, 'languages')).toEqual([]);
  });
});
