/**
 * msw handlers for saved searches, answering as the server does: a list kept in memory, the
 * limit, renames, frequency changes, deletion and the unsubscribe link of token `good-token`
 * (search 1; any other token is unknown).
 */
import { http, HttpResponse } from 'msw';
import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_MESSAGES,
  type SavedSearch,
  type SavedSearchInput,
} from '@contract/savedSearches';
import { apiUrl } from '@/testing/api';
import { server } from '@/testing/server';

export const GOOD_TOKEN = 'good-token';

export function buildSavedSearch(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: 1,
    name: 'React in Berlin',
    query: 'search=react&location=Berlin',
    frequency: 'weekly',
    created: '2026-11-20T10:00:00.000Z',
    last_mailed: null,
    ...overrides,
  };
}

/** Serves saved searches starting from `initial`; returns the live list for assertions. */
export function serveSavedSearches(initial: SavedSearch[] = []): { searches: SavedSearch[] } {
  const state = { searches: [...initial] };
  let nextId = Math.max(0, ...initial.map((search) => search.id)) + 1;
  const notFound = () =>
    HttpResponse.json({ message: SAVED_SEARCH_MESSAGES.notFound }, { status: 404 });
  server.use(
    http.get(apiUrl('api/saved-searches'), () => HttpResponse.json(state.searches)),
    http.post(apiUrl('api/saved-searches'), async ({ request }) => {
      const input = (await request.json()) as SavedSearchInput;
      if (state.searches.length >= MAX_SAVED_SEARCHES)
        return HttpResponse.json({ message: SAVED_SEARCH_MESSAGES.tooMany }, { status: 409 });
      const saved = buildSavedSearch({ ...input, id: nextId, last_mailed: null });
      nextId += 1;
      state.searches = [...state.searches, saved];
      return HttpResponse.json(saved, { status: 201 });
    }),
    http.patch(apiUrl('api/saved-searches/:id'), async ({ params, request }) => {
      const changes = (await request.json()) as Partial<SavedSearch>;
      const current = state.searches.find((search) => search.id === Number(params.id));
      if (!current) return notFound();
      const updated = { ...current, ...changes };
      state.searches = state.searches.map((search) => (search === current ? updated : search));
      return HttpResponse.json(updated);
    }),
    http.delete(apiUrl('api/saved-searches/:id'), ({ params }) => {
      const current = state.searches.find((search) => search.id === Number(params.id));
      if (!current) return notFound();
      state.searches = state.searches.filter((search) => search !== current);
      return HttpResponse.json({ message: SAVED_SEARCH_MESSAGES.deleted(current.name) });
    }),
    http.get(apiUrl('api/job-alerts/unsubscribe/:token'), ({ params }) => {
      const search = state.searches.find((candidate) => candidate.id === 1);
      if (params.token !== GOOD_TOKEN || !search)
        return HttpResponse.json({ message: SAVED_SEARCH_MESSAGES.invalidLink }, { status: 404 });
      return HttpResponse.json({ name: search.name, frequency: search.frequency });
    }),
    http.post(apiUrl('api/job-alerts/unsubscribe/:token'), ({ params }) => {
      const search = state.searches.find((candidate) => candidate.id === 1);
      if (params.token !== GOOD_TOKEN || !search)
        return HttpResponse.json({ message: SAVED_SEARCH_MESSAGES.invalidLink }, { status: 404 });
      state.searches = state.searches.map((candidate) =>
        candidate === search ? { ...candidate, frequency: 'none' } : candidate,
      );
      return HttpResponse.json({ message: SAVED_SEARCH_MESSAGES.unsubscribed(search.name) });
    }),
  );
  return state;
}
