import { CITY_SEARCH_PATH } from '@contract/places';
import type { CitySuggestion, CitySuggestionsResponse, PlacesProvider } from '@contract/places';

/** How many suggestions the dropdown shows. */
export const CITY_SUGGESTION_LIMIT = 8;

/**
 * City suggestions from our reference server (`GET /api/places/cities`), which answers from an
 * embedded city dataset: no key and no internet needed.
 */
export class EmbeddedPlacesProvider implements PlacesProvider {
  private readonly endpoint: string;

  /**
   * @param apiBaseUrl Base URL of the API ('' for the same origin as the page).
   * @param fetchImpl The fetch to use; the browser's by default.
   */
  constructor(
    apiBaseUrl: string,
    private readonly fetchImpl: typeof fetch = (...args) => fetch(...args),
  ) {
    this.endpoint = `${apiBaseUrl.replace(/\/+$/, '')}${CITY_SEARCH_PATH}`;
  }

  async search(query: string, signal?: AbortSignal): Promise<CitySuggestion[]> {
    const url = new URL(this.endpoint, window.location.href);
    url.searchParams.set('q', query);
    url.searchParams.set('limit', String(CITY_SUGGESTION_LIMIT));
    const response = await this.fetchImpl(url, { headers: { Accept: 'application/json' }, signal });
    if (!response.ok) throw new Error(`City search failed with HTTP ${response.status}`);
    const body = (await response.json()) as CitySuggestionsResponse;
    return body.data;
  }
}
